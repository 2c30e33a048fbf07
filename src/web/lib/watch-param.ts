import { ROUTES } from './paths.js';

/** The query parameter that opens a lesson's player on arrival at the lessons page. */
export const WATCH_PARAM = 'watch';

/** Where a dashboard's Watch link leads: the lessons page with that lesson's player open. */
export const watchPath = (lessonId: number) =>
  `${ROUTES.studentLessons}?${WATCH_PARAM}=${lessonId}`;
