import type { AreaCatalog } from '../../catalog';
import type colours from '../en/colours';

/** The colours area in Polish. */
export default {} satisfies AreaCatalog<typeof colours>;
