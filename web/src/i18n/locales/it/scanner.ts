import type { AreaCatalog } from '../../catalog';
import type scanner from '../en/scanner';

/** The scanner area in Italian. */
export default {} satisfies AreaCatalog<typeof scanner>;
