import type { AreaCatalog } from '../../catalog';
import type showcase from '../en/showcase';

/** The showcase area in Italian. */
export default {} satisfies AreaCatalog<typeof showcase>;
