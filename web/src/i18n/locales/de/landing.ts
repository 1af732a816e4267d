import type { AreaCatalog } from '../../catalog';
import type landing from '../en/landing';

/** The landing area in German. */
export default {} satisfies AreaCatalog<typeof landing>;
