import { Navigate, useLocation, type RouteObject } from 'react-router';
import { ROUTES } from '../lib/paths.js';
import { page } from './lazy-page.js';

const lessonDetail = async () =>
  (await import('../features/student-area/lesson/lesson-detail-page.js')).LessonDetailPage;

/** Spec 2 §2.4: the student area, for students and parents. */
export const studentRoutes: RouteObject[] = [
  page(
    ROUTES.studentHome,
    async () =>
      (await import('../features/student-area/student-dashboard-page.js')).StudentDashboardPage,
  ),
  page(
    ROUTES.studentLessons,
    async () =>
      (await import('../features/student-area/lessons/student-lessons-page.js')).StudentLessonsPage,
  ),
  page(
    ROUTES.studentLive,
    async () =>
      (await import('../features/student-area/live/student-live-page.js')).StudentLivePage,
  ),
  page(
    ROUTES.studentResources,
    async () =>
      (await import('../features/student-area/resources/student-resources-page.js'))
        .StudentResourcesPage,
  ),
  page(
    ROUTES.studentSchedule,
    async () => (await import('../features/student-area/schedule/schedule-page.js')).SchedulePage,
  ),
  page(ROUTES.studentLesson.pattern, lessonDetail),
  page(ROUTES.studentSession.pattern, lessonDetail),
  page(
    ROUTES.studentJoin.pattern,
    async () => (await import('../features/attendance/join-page.js')).JoinPage,
  ),
];

/** The old parent portal, kept working: its address and any ?watch= open the lessons page. */
function PortalMoved() {
  return <Navigate to={`${ROUTES.studentLessons}${useLocation().search}`} replace />;
}

/** Spec 2 §2.5: the parent's own pages. */
export const parentRoutes: RouteObject[] = [
  page(
    ROUTES.parentDashboard,
    async () =>
      (await import('../features/parent-area/parent-dashboard-page.js')).ParentDashboardPage,
  ),
  page(
    ROUTES.parentClasses,
    async () => (await import('../features/class-choice/classes-page.js')).ClassesPage,
  ),
  // Issue 18 §2: the portal's lessons grid was a second home; its links now open the lessons page.
  { path: ROUTES.parentPortal, Component: PortalMoved },
];
