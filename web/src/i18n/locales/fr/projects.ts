import type { AreaCatalog } from '../../catalog';
import type projects from '../en/projects';

/** The projects area in French. */
export default {} satisfies AreaCatalog<typeof projects>;
