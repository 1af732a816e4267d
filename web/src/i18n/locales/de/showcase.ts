import type { AreaCatalog } from '../../catalog';
import type showcase from '../en/showcase';

/** The showcase area in German. */
export default {} satisfies AreaCatalog<typeof showcase>;
