import type { AreaCatalog } from '../../catalog';
import type home from '../en/home';

/** The home area in French. */
export default {} satisfies AreaCatalog<typeof home>;
