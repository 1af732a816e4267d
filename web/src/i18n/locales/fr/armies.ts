import type { AreaCatalog } from '../../catalog';
import type armies from '../en/armies';

/** The armies area in French. */
export default {} satisfies AreaCatalog<typeof armies>;
