import type { AreaCatalog } from '../../catalog';
import type pile from '../en/pile';

/** The pile area in Polish. */
export default {} satisfies AreaCatalog<typeof pile>;
