import type { AreaCatalog } from '../../catalog';
import type profile from '../en/profile';

/** The profile area in German. */
export default {} satisfies AreaCatalog<typeof profile>;
