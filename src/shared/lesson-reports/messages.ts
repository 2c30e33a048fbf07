import { COMMENT_MAX, COVERED_MAX, HOMEWORK_MAX } from './rules.js';

/** Texts of lesson reports and the weekly digest (issue 15 §2). */
export const REPORT_MSG = {
  coveredRequired: 'Please say what the session covered.',
  coveredTooLong: `Please keep what was covered under ${COVERED_MAX} characters.`,
  homeworkTooLong: `Please keep the homework under ${HOMEWORK_MAX} characters.`,
  commentTooLong: `Please keep each comment under ${COMMENT_MAX} characters.`,
  duplicateComment: 'Each pupil can have one comment per save.',
  notExpected:
    'This pupil is not on the register of this session: not expected there, and did not join it.',
  notStarted: 'The lesson report can be written once the session has started.',
  cancelled: 'This session was cancelled, so it has no lesson report.',
  notYourSession: 'Only the tutor of this session or an admin can write its report.',
  sessionNotFound: 'Session not found.',
  saved: 'Lesson report saved',
  noReportYet: 'The tutor has not written a report for this session yet.',
} as const;
