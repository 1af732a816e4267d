import type { AreaCatalog } from '../../catalog';
import type feedback from '../en/feedback';

/** The feedback area in Spanish. */
export default {} satisfies AreaCatalog<typeof feedback>;
