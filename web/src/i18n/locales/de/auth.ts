import type { AreaCatalog } from '../../catalog';
import type auth from '../en/auth';

/** The auth area in German. */
export default {} satisfies AreaCatalog<typeof auth>;
