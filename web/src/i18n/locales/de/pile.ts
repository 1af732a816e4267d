import type { AreaCatalog } from '../../catalog';
import type pile from '../en/pile';

/** The pile area in German. */
export default {} satisfies AreaCatalog<typeof pile>;
