import type { AreaCatalog } from '../../catalog';
import type profile from '../en/profile';

/** The profile area in Spanish. */
export default {} satisfies AreaCatalog<typeof profile>;
