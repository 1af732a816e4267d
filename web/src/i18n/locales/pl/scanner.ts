import type { AreaCatalog } from '../../catalog';
import type scanner from '../en/scanner';

/** The scanner area in Polish. */
export default {} satisfies AreaCatalog<typeof scanner>;
