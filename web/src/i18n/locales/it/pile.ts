import type { AreaCatalog } from '../../catalog';
import type pile from '../en/pile';

/** The pile area in Italian. */
export default {} satisfies AreaCatalog<typeof pile>;
