import type { AreaCatalog } from '../../catalog';
import type admin from '../en/admin';

/** The admin area in French. */
export default {} satisfies AreaCatalog<typeof admin>;
