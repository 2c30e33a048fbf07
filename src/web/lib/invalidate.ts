import { partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { API, queryKeys, type ApiPath } from './query-keys.js';

/** The tutor pages' figures, which count every kind of content. */
const SUMMARIES = [API.dashboard, API.schedule, API.analytics, API.search] as const;
const RECORDED_LESSONS = [
  API.recordedLessons,
  API.adminRecordedLessons,
  API.studentRecordedLessons,
] as const;
const SESSIONS = [
  API.adminScheduledSessions,
  API.scheduledSessions,
  API.studentScheduledSessions,
  API.liveSessions,
  API.adminLiveSessions,
] as const;

/** Which reads each kind of change shows up in, on the screen that made it or any other. */
const TOUCHES = {
  recordedLessons: [...RECORDED_LESSONS, ...SUMMARIES],
  liveSessions: [API.liveSessions, API.adminLiveSessions, ...SUMMARIES],
  resources: [API.resources, API.studentResources, ...SUMMARIES],
  students: [API.students, API.studentAccounts, ...SUMMARIES],
  /** Spec 2 §7: a counted view shows in every list of lessons. */
  lessonViewed: RECORDED_LESSONS,
  adminSchedule: [...SESSIONS, API.dashboard],
  adminLessons: [...RECORDED_LESSONS, API.search, API.dashboard],
  /** A tutor's name is shown on their sessions and lessons. */
  tutors: [API.adminTutors, API.adminTutorOptions, ...SESSIONS, ...RECORDED_LESSONS],
  /** An admin named or removed as a safeguarding lead: the list, and the signed-in user's flag. */
  safeguardingLeads: [API.adminSafeguardingLeads, API.user],
  /** A started allocation run joins the list of runs. */
  allocation: [API.adminAllocationRuns],
  /** How long classroom recordings are kept. */
  recordingSettings: [API.adminRecordingSettings],
  /** A retried job or email leaves the failed lists and shows up in the queue counts. */
  backgroundJobs: [API.adminJobs, API.adminUndeliveredEmails],
  /** An account disabled, enabled or signed out, which the log then shows; tutors are accounts too. */
  accounts: [API.adminAccounts, API.adminSecurityEvents, API.adminTutors, API.adminTutorOptions],
  /** A lesson report shows on its session's pages, the tutor's and the family's. */
  lessonReports: [API.scheduledSessions],
  /** Companies' pages, details and codes, and the employee counts uploads change. */
  companies: [API.adminCompanies],
  /** A company's identity provider saved: its set-up page. */
  companySso: [API.employerSso, API.adminCompanies],
  /** A SCIM token made: the set-up and its events, the contact's or an admin's view. */
  provisioning: [API.employerProvisioning, API.adminCompanies],
  /** A domain added, verified, re-sent or removed: the lists, and the SSO page that shows them. */
  companyDomains: [API.employerDomains, API.adminCompanies, API.employerSso],
  /** Anything in a conversation: the lists, the open conversation and the shell's unread count. */
  messages: [API.conversations, API.unreadMessages, API.messageContacts],
  /** A report resolved or a conversation suspended or lifted, as the safeguarding team sees it. */
  adminMessages: [API.adminConversations, API.adminMessageReports],
  /** A concern raised or a case worked: the queue, its count, the case and the raiser's list. */
  concerns: [API.concerns],
  /** An automatic flag added, turned off or removed. */
  concernFlags: [API.concernFlags],
  /** An academic year added, edited or rolled over: the list and the editor. */
  schoolYears: [API.adminSchoolYears],
  /**
   * A child's year group and subjects decide which sessions, lessons and resources the family
   * sees (docs/decisions/008).
   */
  /** A join or a register saved changes the register, and the family's marks and rates. */
  attendance: [API.scheduledSessions, API.attendance],
  /** A class joined or left decides which class sessions and recordings the family sees (issue 28). */
  classChoices: [
    API.familyChildren,
    API.scheduledSessions,
    API.studentScheduledSessions,
    API.studentRecordedLessons,
  ],
  /** A class made or changed, or a child added, moved or removed: its pages, lists and sessions. */
  classes: [API.adminClasses, API.tutorClasses, API.classes, API.adminCoverage, ...SESSIONS],
  /** A tutor's control or a chat line: the classroom's status, participants and chat. */
  classroom: [API.sessions],
  children: [
    API.children,
    API.scheduledSessions,
    API.studentScheduledSessions,
    API.studentRecordedLessons,
    API.studentResources,
  ],
} satisfies Record<string, readonly ApiPath[]>;

export type ChangeKind = keyof typeof TOUCHES;

/** Records with a page of their own, whose detail query a delete must forget. */
const DETAILS = {
  recordedLessons: queryKeys.recordedLessons.detail,
  students: queryKeys.students.detail,
} satisfies Partial<Record<ChangeKind, (id: number) => QueryKey>>;

export type Change =
  | ChangeKind
  | { deleted: keyof typeof DETAILS; id: number }
  /** A code made or revoked: only that company's list of codes changes. */
  | { registrationCodesOf: number };

/**
 * Drops a deleted record from the cache rather than asking for it again, which would only answer
 * 404. A page still showing it (its own delete button) keeps its copy until it has moved away,
 * and drops it then.
 */
const forget = (queryClient: QueryClient, queryKey: QueryKey) => {
  const query = queryClient.getQueryCache().find({ queryKey, exact: true });
  if (query && query.getObserversCount() === 0)
    queryClient.removeQueries({ queryKey, exact: true });
};

/** Refreshes every read a change shows up in; resolves once the ones on screen have answered. */
export const invalidate = (queryClient: QueryClient, change: Change) => {
  if (typeof change === 'object' && 'registrationCodesOf' in change)
    return queryClient.invalidateQueries({
      queryKey: queryKeys.admin.companies.registrationCodes(change.registrationCodesOf),
    });
  const kind = typeof change === 'string' ? change : change.deleted;
  const deleted = typeof change === 'string' ? undefined : DETAILS[change.deleted](change.id);
  if (deleted) forget(queryClient, deleted);
  const paths: readonly string[] = TOUCHES[kind];
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      typeof queryKey[0] === 'string' &&
      paths.includes(queryKey[0]) &&
      !(deleted && partialMatchKey(queryKey, deleted)),
  });
};
