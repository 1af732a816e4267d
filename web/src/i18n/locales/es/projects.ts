import type { AreaCatalog } from '../../catalog';
import type projects from '../en/projects';

/** The projects area in Spanish. */
export default {} satisfies AreaCatalog<typeof projects>;
