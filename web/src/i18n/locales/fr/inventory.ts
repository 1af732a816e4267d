import type { AreaCatalog } from '../../catalog';
import type inventory from '../en/inventory';

/** The inventory area in French. */
export default {} satisfies AreaCatalog<typeof inventory>;
