/** The API paths the web app reads. Every query key starts with one, so changes find their reads. */
export const API = {
  user: '/api/user',
  concerns: '/api/concerns',
  concernFlags: '/api/concern-flags',
  accountReminders: '/api/account/reminders',
  accountNotifications: '/api/account/notifications',
  accountSecondFactor: '/api/account/second-factor',
  signInEnrolment: '/api/login/second-factor/enrolment',
  accountSessions: '/api/account/sessions',
  register: '/api/register',
  recordedLessons: '/api/recorded-lessons',
  /** A classroom lesson's recording: its state and, once ready, its HLS (issue 29 §4–5). */
  recordings: '/api/recordings',
  adminRecordingSettings: '/api/admin/recording-settings',
  liveSessions: '/api/live-sessions',
  resources: '/api/resources',
  students: '/api/students',
  studentAccounts: '/api/student-accounts',
  dashboard: '/api/dashboard',
  schedule: '/api/schedule',
  analytics: '/api/analytics',
  search: '/api/search',
  scheduledSessions: '/api/scheduled-sessions',
  studentScheduledSessions: '/api/student/scheduled-sessions',
  studentRecordedLessons: '/api/student/recorded-lessons',
  studentResources: '/api/student/resources',
  studentYearGroup: '/api/student/year-group',
  children: '/api/children',
  familyChildren: '/api/family/children',
  calendar: '/api/calendar',
  attendance: '/api/attendance',
  adminScheduledSessions: '/api/admin/scheduled-sessions',
  adminLiveSessions: '/api/admin/live-sessions',
  adminTutors: '/api/admin/tutors',
  /** Issue 31: the tutor's own vetting record, and the admins who are safeguarding leads. */
  accountVetting: '/api/account/vetting',
  adminSafeguardingLeads: '/api/admin/safeguarding-leads',
  adminTutorOptions: '/api/admin/users/tutors',
  adminCompanies: '/api/admin/companies',
  adminRecordedLessons: '/api/admin/recorded-lessons',
  adminImportJobs: '/api/admin/import-jobs',
  adminEnquiries: '/api/admin/enquiries',
  adminJobs: '/api/admin/jobs',
  adminUndeliveredEmails: '/api/admin/emails/undelivered',
  adminAccounts: '/api/admin/accounts',
  adminSecurityEvents: '/api/admin/security-events',
  adminAuditEvents: '/api/admin/audit-events',
  adminAllocationRuns: '/api/admin/allocation-runs',
  accountErasure: '/api/account/erasure',
  accountDataExports: '/api/account/data-exports',
  adminReportSummary: '/api/admin/reports/summary',
  employerReport: '/api/employer/report',
  employerImports: '/api/employer/imports',
  employerSso: '/api/employer/sso',
  employerProvisioning: '/api/employer/provisioning',
  employerDomains: '/api/employer/domains',
  workEmailRegistration: '/api/register/work-email',
  conversations: '/api/messages/conversations',
  messageContacts: '/api/messages/contacts',
  unreadMessages: '/api/messages/unread',
  messageEvents: '/api/messages/events',
  adminConversations: '/api/admin/conversations',
  adminMessageReports: '/api/admin/message-reports',
  adminLessonChats: '/api/admin/lesson-chats',
  adminSchoolYears: '/api/admin/school-years',
  adminClasses: '/api/admin/classes',
  adminCoverage: '/api/admin/coverage',
  tutorClasses: '/api/tutor/classes',
  classes: '/api/classes',
  adminClassSessions: '/api/admin/class-sessions',
  /** A lesson's classroom, its chat and its tutor's controls (issue 29). */
  sessions: '/api/sessions',
} as const;

export type ApiPath = (typeof API)[keyof typeof API];

/** Where a company's sign-in set-up is read and written: the contact's own (null), or an admin's. */
export const companyAccessPath = (companyId: number | null, part: 'sso' | 'provisioning') =>
  companyId === null
    ? { sso: API.employerSso, provisioning: API.employerProvisioning }[part]
    : `${API.adminCompanies}/${companyId}/${part}`;

/** Every query key of the web app, grouped by the API path it reads (docs/decisions/025). */
export const queryKeys = {
  user: () => [API.user] as const,
  /** The signed-in tutor's own vetting record (issue 31 §1). */
  ownVetting: () => [API.accountVetting] as const,
  reminderSettings: () => [API.accountReminders] as const,
  notificationSettings: () => [API.accountNotifications] as const,
  secondFactor: () => [API.accountSecondFactor] as const,
  signInEnrolment: () => [API.signInEnrolment] as const,
  signedInDevices: () => [API.accountSessions] as const,
  erasure: () => [API.accountErasure] as const,
  dataExports: () => [API.accountDataExports] as const,
  registration: (code: string) => [API.register, code] as const,
  workEmailLink: (token: string) => [API.workEmailRegistration, token] as const,

  /** A recorded lesson's classroom recording, by the lesson's id. */
  recording: (lessonId: number) => [API.recordings, lessonId] as const,
  recordedLessons: {
    list: <F extends object>(filters: F) => [API.recordedLessons, 'list', filters] as const,
    detail: (id: number) => [API.recordedLessons, 'detail', id] as const,
  },
  liveSessions: {
    list: <F extends object>(filters: F) => [API.liveSessions, 'list', filters] as const,
  },
  resources: {
    list: <F extends object>(filters: F) => [API.resources, 'list', filters] as const,
  },
  students: {
    list: (search: string) => [API.students, 'list', search] as const,
    detail: (id: number) => [API.students, 'detail', id] as const,
  },
  studentAccounts: (search: string) => [API.studentAccounts, search] as const,

  dashboard: () => [API.dashboard] as const,
  schedule: (from: string, to: string) => [API.schedule, from, to] as const,
  analytics: () => [API.analytics] as const,
  search: (text: string) => [API.search, text] as const,

  scheduledSessions: {
    upcoming: () => [API.scheduledSessions, 'upcoming'] as const,
    detail: (id: number) => [API.scheduledSessions, 'detail', id] as const,
    resources: (id: number) => [API.scheduledSessions, 'resources', id] as const,
    report: (id: number) => [API.scheduledSessions, 'report', id] as const,
    join: (id: number) => [API.scheduledSessions, 'join', id] as const,
    register: (id: number) => [API.scheduledSessions, 'register', id] as const,
  },
  student: {
    scheduledSessions: (from: string, to: string) =>
      [API.studentScheduledSessions, from, to] as const,
    recordedLessons: <F extends object>(filters: F) =>
      [API.studentRecordedLessons, filters] as const,
    resources: <F extends object>(filters: F) => [API.studentResources, filters] as const,
    yearGroup: () => [API.studentYearGroup] as const,
  },
  children: () => [API.children] as const,
  /** A child's classes, waiting lists and preferred times (issue 28 §3). */
  classChoices: (childId: number) => [API.familyChildren, childId, 'classes'] as const,
  /** What the admins' roster dialogs offer: children to add, classes to move to. */
  classRoster: {
    candidates: (classId: number, search: string) =>
      [API.adminClasses, classId, 'candidates', search] as const,
    moveTargets: (classId: number) => [API.adminClasses, classId, 'move-targets'] as const,
  },
  calendarFeed: () => [API.calendar] as const,
  attendance: {
    child: (id: number) => [API.attendance, 'children', id] as const,
    marks: (from: string, to: string) => [API.attendance, 'sessions', from, to] as const,
  },

  classroom: {
    status: (sessionId: number) => [API.sessions, sessionId, 'classroom'] as const,
    chat: (sessionId: number) => [API.sessions, sessionId, 'classroom', 'chat'] as const,
  },

  messages: {
    conversations: () => [API.conversations, 'list'] as const,
    conversation: (id: number) => [API.conversations, 'detail', id] as const,
    thread: (id: number) => [API.conversations, 'messages', id] as const,
    contacts: (search: string) => [API.messageContacts, search] as const,
    unread: () => [API.unreadMessages] as const,
  },

  admin: {
    scheduledSessions: (query: Record<string, string | undefined>) =>
      [API.adminScheduledSessions, query] as const,
    liveSessionsWithLink: () => [API.adminLiveSessions, 'with-link'] as const,
    tutors: (show: string) => [API.adminTutors, 'list', show] as const,
    tutorOptions: (search: string) => [API.adminTutorOptions, search] as const,
    tutorAvailability: (id: number) => [API.adminTutors, 'availability', id] as const,
    tutorVetting: (id: number) => [API.adminTutors, 'vetting', id] as const,
    safeguardingLeads: () => [API.adminSafeguardingLeads] as const,
    allocationRuns: {
      list: () => [API.adminAllocationRuns, 'list'] as const,
      one: (id: number) => [API.adminAllocationRuns, 'one', id] as const,
      unplaced: (id: number) => [API.adminAllocationRuns, 'unplaced', id] as const,
    },
    companies: {
      list: () => [API.adminCompanies, 'list'] as const,
      options: () => [API.adminCompanies, 'options'] as const,
      detail: (id: number | null) => [API.adminCompanies, 'detail', id] as const,
      registrationCodes: (companyId: number) =>
        [API.adminCompanies, 'registration-codes', companyId] as const,
      contacts: (companyId: number) => [API.adminCompanies, 'contacts', companyId] as const,
      report: (companyId: number, from: string, to: string) =>
        [API.adminCompanies, 'report', companyId, from, to] as const,
    },
    recordedLessons: <F extends object>(filters: F) => [API.adminRecordedLessons, filters] as const,
    recordingSettings: () => [API.adminRecordingSettings] as const,
    importJob: (jobId: string | null) => [API.adminImportJobs, jobId] as const,
    enquiries: () => [API.adminEnquiries] as const,
    jobs: {
      overview: () => [API.adminJobs, 'overview'] as const,
      failed: () => [API.adminJobs, 'failed'] as const,
    },
    undeliveredEmails: () => [API.adminUndeliveredEmails] as const,
    accounts: <F extends object>(filters: F) => [API.adminAccounts, filters] as const,
    securityEvents: <F extends object>(filters: F) => [API.adminSecurityEvents, filters] as const,
    auditEvents: <F extends object>(filters: F) => [API.adminAuditEvents, filters] as const,
    conversations: (search: string) => [API.adminConversations, 'list', search] as const,
    conversationThread: (id: number) => [API.adminConversations, 'messages', id] as const,
    conversation: (id: number) => [API.adminConversations, 'one', id] as const,
    messageReports: () => [API.adminMessageReports] as const,
    lessonChats: () => [API.adminLessonChats, 'list'] as const,
    lessonChat: (id: number) => [API.adminLessonChats, 'one', id] as const,
    lessonChatLines: (id: number) => [API.adminLessonChats, 'lines', id] as const,
    reportSummary: (from: string, to: string) => [API.adminReportSummary, from, to] as const,
    schoolYears: {
      list: () => [API.adminSchoolYears, 'list'] as const,
      detail: (id: number | null) => [API.adminSchoolYears, 'detail', id] as const,
    },
  },
  /** Issue 31 §3, §4: safeguarding concerns, as leads and raisers read them. */
  concerns: {
    queue: (status: string) => [API.concerns, 'queue', status] as const,
    count: () => [API.concerns, 'count'] as const,
    detail: (id: number) => [API.concerns, 'detail', id] as const,
    mine: () => [API.concerns, 'mine'] as const,
    flags: () => [API.concernFlags] as const,
  },
  employerReport: (from: string, to: string) => [API.employerReport, from, to] as const,
  employerImports: () => [API.employerImports] as const,
  /** Issue 30 §2: a company's single sign-on set-up. */
  employerSso: () => [API.employerSso] as const,
  /**
   * Issue 30 §6: a company's sign-in set-up (single sign-on, SCIM and its events), the contact's
   * own (companyId null) or any company's for an admin.
   */
  companyAccess: {
    sso: (companyId: number | null) =>
      companyId === null
        ? queryKeys.employerSso()
        : ([API.adminCompanies, 'sso', companyId] as const),
    provisioning: (companyId: number | null) =>
      companyId === null
        ? ([API.employerProvisioning] as const)
        : ([API.adminCompanies, 'provisioning', companyId] as const),
    events: (companyId: number | null) =>
      companyId === null
        ? ([API.employerProvisioning, 'events'] as const)
        : ([API.adminCompanies, 'provisioning-events', companyId] as const),
  },
  /** Issue 30 §5–6: a company's email domains, the contact's own or one company's for admins. */
  companyDomains: (companyId: number | null) =>
    companyId === null
      ? ([API.employerDomains] as const)
      : ([API.adminCompanies, 'domains', companyId] as const),
  /** Issue 28 §8: the class pages' reads. */
  classes: {
    list: <F extends object>(filters: F) => [API.adminClasses, filters] as const,
    mine: () => [API.tutorClasses] as const,
    detail: (id: number) => [API.classes, 'detail', id] as const,
    roster: (id: number) => [API.classes, 'roster', id] as const,
    sessions: (id: number) => [API.classes, 'sessions', id] as const,
    waitlist: (id: number) => [API.classes, 'waitlist', id] as const,
    coverage: (schoolYearId: number | null) => [API.adminCoverage, schoolYearId] as const,
    /** The academic years a new class may follow. */
    schoolYearChoices: () => [API.adminSchoolYears, 'choices'] as const,
  },
};
