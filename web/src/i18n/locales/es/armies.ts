import type { AreaCatalog } from '../../catalog';
import type armies from '../en/armies';

/** The armies area in Spanish. */
export default {} satisfies AreaCatalog<typeof armies>;
