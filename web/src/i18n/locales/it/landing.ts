import type { AreaCatalog } from '../../catalog';
import type landing from '../en/landing';

/** The landing area in Italian. */
export default {} satisfies AreaCatalog<typeof landing>;
