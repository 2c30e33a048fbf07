import type { RouteObject } from 'react-router';
import { ROUTES } from '../lib/paths.js';
import { page } from './lazy-page.js';

/** Spec 2 §2.3: the tutor-type pages, for tutors and admins. */
export const tutorRoutes: RouteObject[] = [
  page(
    ROUTES.dashboard,
    async () => (await import('../features/dashboard/dashboard-page.js')).DashboardPage,
  ),
  page(
    ROUTES.recordedLessons,
    async () => (await import('../features/lessons/lessons-page.js')).LessonsPage,
  ),
  page(
    ROUTES.recordedLesson.pattern,
    async () => (await import('../features/lessons/lesson-page.js')).LessonPage,
  ),
  page(
    ROUTES.liveSessions,
    async () => (await import('../features/live-sessions/live-sessions-page.js')).LiveSessionsPage,
  ),
  page(
    ROUTES.students,
    async () => (await import('../features/students/students-page.js')).StudentsPage,
  ),
  page(
    ROUTES.student.pattern,
    async () => (await import('../features/students/student-page.js')).StudentPage,
  ),
  page(
    ROUTES.analytics,
    async () => (await import('../features/analytics/analytics-page.js')).AnalyticsPage,
  ),
  page(
    ROUTES.schedule,
    async () => (await import('../features/schedule/schedule-page.js')).SchedulePage,
  ),
  page(
    ROUTES.tutorClasses,
    async () => (await import('../features/classes/tutor-classes-page.js')).TutorClassesPage,
  ),
  page(
    ROUTES.tutorClass.pattern,
    async () => (await import('../features/classes/tutor-classes-page.js')).TutorClassPage,
  ),
  page(
    ROUTES.tutorSession.pattern,
    async () => (await import('../features/session-page/session-page.js')).SessionPage,
  ),
];
