import type { AreaCatalog } from '../../catalog';
import type shell from '../en/shell';

/** The shell area in Polish. */
export default {} satisfies AreaCatalog<typeof shell>;
