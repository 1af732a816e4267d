import type { AreaCatalog } from '../../catalog';
import type help from '../en/help';

/** The help area in Spanish. */
export default {} satisfies AreaCatalog<typeof help>;
