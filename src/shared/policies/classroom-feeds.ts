/* Who comes into the classroom how (issue 29 §2, decision 118), for the page and its tests. */

import type { FeedRole } from '../classroom/schemas.js';

/**
 * The tutor comes in with their camera on; a pupil with theirs off unless their class turns
 * pupils' cameras on; an admin, who looks in for safeguarding, with theirs off.
 */
export const startsWithCamera = (role: FeedRole, classCamerasOn: boolean) =>
  role === 'tutor' || (role === 'pupil' && classCamerasOn);
