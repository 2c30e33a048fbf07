/**
 * The children's code (issue 17 §4): what the student area tells a child about who sees their
 * records, in words a 10-year-old understands.
 */
export const STUDENT_PRIVACY_NOTICE = {
  title: 'Who can see your lessons',
  text: 'Your parent or carer can see your lessons and whether you joined them. Your tutors can see them too. Nobody else can.',
} as const;
