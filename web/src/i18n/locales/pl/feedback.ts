import type { AreaCatalog } from '../../catalog';
import type feedback from '../en/feedback';

/** The feedback area in Polish. */
export default {} satisfies AreaCatalog<typeof feedback>;
