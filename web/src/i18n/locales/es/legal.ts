import type { AreaCatalog } from '../../catalog';
import type legal from '../en/legal';

/** The legal area in Spanish. */
export default {} satisfies AreaCatalog<typeof legal>;
