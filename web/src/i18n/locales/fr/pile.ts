import type { AreaCatalog } from '../../catalog';
import type pile from '../en/pile';

/** The pile area in French. */
export default {} satisfies AreaCatalog<typeof pile>;
