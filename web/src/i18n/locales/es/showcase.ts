import type { AreaCatalog } from '../../catalog';
import type showcase from '../en/showcase';

/** The showcase area in Spanish. */
export default {} satisfies AreaCatalog<typeof showcase>;
