/** Business constants of spec 1 §9 and spec 2 §9, shared by server and web. */

export const PRODUCT_NAME = 'ClassPerk';

export const ROLES = ['admin', 'tutor', 'parent', 'student', 'employer'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The roles that use the tuition itself. An employer contact (issue 15 §3) sees only its own
 * company's usage report and its account, so "any signed-in user" means one of these.
 */
export const LEARNING_ROLES = ['admin', 'tutor', 'parent', 'student'] as const;

/** Values of the sign-in role picker: the student value is labelled Parent (spec 1 §2). */
export const LOGIN_ROLES = ['admin', 'tutor', 'student', 'employer'] as const;
export type LoginRole = (typeof LOGIN_ROLES)[number];
export const LOGIN_ROLE_LABELS: Record<LoginRole, string> = {
  admin: 'Admin',
  tutor: 'Tutor',
  student: 'Parent',
  employer: 'Employer',
};

export const MIN_USERNAME_LENGTH = 3;
/** For a password someone chooses now (decision 034). */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
/** What the sign-in form accepts, so passwords chosen under the earlier rules still sign in. */
export const MIN_SIGN_IN_PASSWORD_LENGTH = 6;
export const MAX_SIGN_IN_PASSWORD_LENGTH = 200;
/** How long a generated one-time password can be used to sign in. */
export const ONE_TIME_PASSWORD_DAYS = 7;

/**
 * A readable cookie that only says "a session cookie was issued" (the session cookie itself is
 * httpOnly). Without it the web app knows it is signed out without asking the server, so signed-out
 * pages make no request that is bound to fail.
 */
export const SIGNED_IN_HINT_COOKIE = 'classperk_signed_in';

export const COOKIE_CONSENT_KEY = 'cookie-consent';
export const COOKIE_CONSENT_VERSION = '1.0';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

export const SIDEBAR_BREAKPOINT_PX = 1024;
export const STUDENT_SIDEBAR_BREAKPOINT_PX = 768;
export const RECENT_STUDENTS_IN_SIDEBAR = 3;
export const DASHBOARD_RECENT_LESSONS = 3;

export const DATE_FORMAT = 'MMM d, yyyy';
export const TIME_FORMAT = 'h:mm a';

export const COMPANY_STATUSES = ['active', 'inactive', 'pending'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export const LIVE_SESSION_STATUSES = ['scheduled', 'live', 'completed', 'cancelled'] as const;
export type LiveSessionStatus = (typeof LIVE_SESSION_STATUSES)[number];

export const SCHEDULED_SESSION_STATUSES = [
  'confirmed',
  'scheduled',
  'pending',
  'rescheduled',
  'completed',
  'cancelled',
] as const;
export type ScheduledSessionStatus = (typeof SCHEDULED_SESSION_STATUSES)[number];

/**
 * The subject a stream added by its YouTube link gets when none is given (spec 2 §7). It stands
 * for "no subject", so subject filters never offer it.
 */
export const LIVE_SESSION_SUBJECT = 'Live Session';

export const SESSION_SUBJECTS = [
  'Mathematics',
  'English',
  'Science',
  'Chemistry',
  'Physics',
  'Biology',
  'History',
  'Geography',
] as const;
export const LESSON_SUBJECTS = [
  'Mathematics',
  'English',
  'Biology',
  'Chemistry',
  'Physics',
] as const;

export const ACADEMIC_YEARS = [
  'Year 5',
  'Year 6',
  'Year 7',
  'Year 8',
  'Year 9',
  'Year 10',
  'Year 11 (GCSE)',
] as const;
export type AcademicYear = (typeof ACADEMIC_YEARS)[number];

export const SESSION_DURATIONS = [30, 45, 60, 90, 120] as const;
export const SESSION_TIMES: readonly string[] = Array.from({ length: 48 }, (_, i) => {
  const hours = String(Math.floor(i / 2)).padStart(2, '0');
  return `${hours}:${i % 2 === 0 ? '00' : '30'}`;
});
export const DEFAULT_SESSION_TIME = '14:00';
export const DEFAULT_SESSION_DURATION = 60;
export const DEFAULT_ACADEMIC_YEAR: AcademicYear = 'Year 10';
export const DEFAULT_LIVE_SESSION_DURATION = 60;

export const YEARS_OF_EXPERIENCE = ['0-2', '3-5', '6-10', '10+'] as const;

export const RESOURCE_FORM_TYPES = ['pdf', 'doc', 'ppt', 'quiz', 'link', 'other'] as const;
export const RESOURCE_TYPES = [
  'pdf',
  'doc',
  'docx',
  'txt',
  'quiz',
  'ppt',
  'pptx',
  'presentation',
  'link',
  'other',
] as const;

/**
 * The stored types each type of the form and the filters stands for: older files came in as
 * .docx, .pptx and the like, which people look for as a document or a presentation (issue 26 §5).
 */
export const RESOURCE_TYPE_GROUPS: Record<string, readonly string[]> = {
  doc: ['doc', 'docx', 'txt'],
  ppt: ['ppt', 'pptx', 'presentation'],
};

export const BULK_ACCOUNTS_MIN = 1;
export const BULK_ACCOUNTS_MAX = 1000;

/** The offer as stated in the marketing copy (spec 1 §1, §9). */
export const OFFER = {
  liveHoursPerWeek: 15,
  weeksPerYear: 39,
  yearGroups: 'Year 5 to Year 11 (GCSE)',
  groupSize: '8 to 12',
  recordingsWithinHours: 24,
  launchWithinHours: 48,
  satisfactionRefundDays: 30,
  uptimePercent: '99.9%',
  tutorMinYearsExperience: 3,
  enquiryResponseHours: 24,
  technicalIssueHours: 4,
} as const;
