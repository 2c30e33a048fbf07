/** The days a parent has to change their mind after asking to delete their account (issue 17 §3). */
export const ERASURE_GRACE_DAYS = 14;

export const ERASURE_MSG = {
  sectionTitle: 'Delete your account',
  explanation: `This deletes your account and your children's records: their names, sign-ins, messages and lesson comments. You have ${ERASURE_GRACE_DAYS} days to change your mind: signing in during that time cancels it. Attendance counts stay, with no name attached.`,
  button: 'Delete my account',
  confirmTitle: 'Delete your account?',
  confirmDescription: `Enter your password. Your account and your children's records are erased in ${ERASURE_GRACE_DAYS} days unless you sign in before then.`,
  confirmButton: 'Delete in 14 days',
  pending: (date: string) =>
    `Your account will be deleted on ${date}. Sign in before then to keep it.`,
  cancelledOnSignIn: 'Your account deletion was cancelled because you signed in.',
  cancelled: (date: string) =>
    `You signed in on ${date}, so your account deletion was cancelled. Your account stays as it was.`,
  cannotEraseSelf: 'You cannot erase your own account here.',
} as const;
