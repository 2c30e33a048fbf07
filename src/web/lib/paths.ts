import { DOMAIN_PAGES } from '../../shared/company-domains/rules.js';

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
  termsOfService: '/terms-of-service',
  privacyPolicyPdf: '/pdf/privacy-policy',
  termsOfServicePdf: '/pdf/terms-of-service',

  ourStory: '/about/our-story',
  missionValues: '/about/mission-values',
  team: '/about/team',
  howItWorks: '/services/how-it-works',
  subjects: '/services/subjects',
  tutors: '/services/tutors',
  pricing: '/services/pricing',
  guarantees: '/services/guarantees',
  employers: '/benefits/employers',
  employees: '/benefits/employees',
  comingSoon: '/coming-soon',
  sitemap: '/sitemap',
  contact: '/contact',
  landingServices: '/#services',
  landingBenefits: '/#benefits',
  landingPricing: '/#pricing',
  landingTestimonials: '/#testimonials',
  landingFaq: '/#faq',
  landingContact: '/#contact',

  register: { pattern: '/register/:code', to: (code: string) => `/register/${code}` },
  /** Where the registration email's link lands (decision 078). */
  finishRegistration: '/finish-registration',

  account: '/account',
  accountSecurity: '/account#security',
  choosePassword: '/account/choose-password',

  admin: '/admin',
  adminEnquiries: '/admin/enquiries',
  adminJobs: '/admin/jobs',
  adminAccounts: '/admin/accounts',
  adminSecurity: '/admin/security',
  adminAudit: '/admin/audit',
  /** Issue 15 §3: usage across companies, and one company's report from its card. */
  adminUsageReports: '/admin/usage-reports',
  adminCompanyReport: {
    pattern: '/admin/companies/:id/report',
    to: (id: Id) => `/admin/companies/${id}/report`,
  },

  /** Issue 15 §3: the employer contact's own company's usage report. */
  employer: '/employer',
  /** Issue 30 §6: the employee files uploaded for the contact's company. */
  employerImports: '/employer/imports',
  /** Issue 30 §2: the company's single sign-on set-up, for its employer contact. */
  employerSso: '/employer/single-sign-on',
  /** Issue 30 §6: the company's SCIM set-up and its directory's events, for its employer contact. */
  employerProvisioning: '/employer/provisioning',
  /** Issue 30 §6: an admin's view of a company's single sign-on and SCIM, from its card. */
  adminCompanySignIn: {
    pattern: '/admin/companies/:id/sign-in',
    to: (id: Id) => `/admin/companies/${id}/sign-in`,
  },
  /** Issue 30 §5–6: the company's email domains, verified by an emailed link (decision 128). */
  employerDomains: '/employer/email-domains',
  verifyDomain: DOMAIN_PAGES.verify,
  workEmailRegister: DOMAIN_PAGES.workEmail,
  workEmailFinish: DOMAIN_PAGES.finishWorkEmail,
  adminMessages: '/admin/messages',
  /** Issue 31 §3, §4: the leads' queue of concerns and one case. */
  adminConcerns: '/admin/concerns',
  adminConcern: withId('/admin/concerns'),
  /** Issue 31 §4: the automatic flags' words and phrases, which leads tune. */
  adminConcernFlags: '/admin/concern-flags',
  /** Issue 31 §3: the concerns a tutor, parent or admin raised, with where each stands. */
  myConcerns: '/my-concerns',
  /** Issue 31 §2: naming and removing the designated safeguarding leads. */
  adminSafeguardingLeads: '/admin/safeguarding-leads',
  /** Issue 28: classes, their pages, the academic-year editor, allocation runs and coverage. */
  adminClasses: '/admin/classes',
  adminClass: withId('/admin/classes'),
  adminSchoolYears: '/admin/academic-years',
  adminAllocation: '/admin/allocation',
  adminAllocationRun: withId('/admin/allocation'),
  adminCoverage: '/admin/coverage',
  adminMessageReports: '/admin/messages?tab=reports',
  adminConversation: withId('/admin/messages'),
  adminLessonChat: withId('/admin/messages/lessons'),

  dashboard: '/dashboard',
  recordedLessons: '/recorded-lessons',
  recordedLesson: withId('/recorded-lessons'),
  liveSessions: '/live-sessions',
  students: '/students',
  student: withId('/students'),
  resources: '/resources',
  analytics: '/analytics',
  schedule: '/schedule',
  /** Issue 28: a tutor's classes with their rosters. */
  tutorClasses: '/classes',
  tutorClass: withId('/classes'),
  /** Issue 15: one scheduled session for its tutor, with its register and lesson report. */
  tutorSession: withId('/schedule/sessions'),

  studentHome: '/student',
  studentLessons: '/student/lessons',
  studentLive: '/student/live',
  studentResources: '/student/resources',
  studentSchedule: '/student/schedule',
  studentLesson: withId('/student/lesson'),
  studentSession: withId('/student/session'),
  /** Issue 15 §1: joining a session through the product, which records who joined. */
  studentJoin: withId('/student/join'),

  parentDashboard: '/parent-dashboard',
  /** The parent's children, on their dashboard (spec 1 §1: parents add their children). */
  parentChildren: '/parent-dashboard#children',
  parentPortal: '/parent-portal',
  /** Issue 28: choosing each child's classes, per subject, and the waitlist. */
  parentClasses: '/parent-dashboard/classes',

  /** Issue 29 §2: a lesson's classroom, for its pupils, their parents, its tutor and admins. */
  classroom: { pattern: '/classroom/:sessionId', to: (sessionId: Id) => `/classroom/${sessionId}` },

  /** Issue 16: parents' and tutors' conversations, one open beside the list on wide screens. */
  messages: '/messages',
  conversation: withId('/messages'),
} as const;
