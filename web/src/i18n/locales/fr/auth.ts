import type { AreaCatalog } from '../../catalog';
import type auth from '../en/auth';

/** The auth area in French. */
export default {} satisfies AreaCatalog<typeof auth>;
