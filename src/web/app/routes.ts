type Id = number | string;

/** A route with an id: `pattern` for the router, `to` for links. */
const withId = (base: string) => ({
  pattern: `${base}/:id`,
  to: (id: Id) => `${base}/${id}`,
});

/** Every path the web app knows, so links and the router never drift apart. */
export const ROUTES = {
  home: '/',
  auth: '/auth',
  resetPassword: '/reset-password',
  privacyPolicy: '/privacy-policy',
  account: '/account',
  accountSecurity: '/account#security',
  choosePassword: '/account/choose-password',

  admin: '/admin',

  dashboard: '/dashboard',
  recordedLessons: '/recorded-lessons',
  recordedLesson: withId('/recorded-lessons'),
  liveSessions: '/live-sessions',
  students: '/students',
  student: withId('/students'),
  resources: '/resources',
  analytics: '/analytics',
  schedule: '/schedule',

  studentHome: '/student',
  studentLessons: '/student/lessons',
  studentLive: '/student/live',
  studentResources: '/student/resources',
  studentSchedule: '/student/schedule',
  studentLesson: withId('/student/lesson'),
  studentSession: withId('/student/session'),

  parentDashboard: '/parent-dashboard',
  parentPortal: '/parent-portal',
} as const;
