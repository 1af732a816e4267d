import type { AreaCatalog } from '../../catalog';
import type shell from '../en/shell';

/** The shell area in Spanish. */
export default {} satisfies AreaCatalog<typeof shell>;
