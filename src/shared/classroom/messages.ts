/** The live classroom's texts (issue 29, decision 116). */
export const CLASSROOM_MSG = {
  notFound: 'Lesson not found.',
  childNotFound: 'Child not found.',
  chooseChild: 'Choose which of your children is joining.',
  missingJanus: 'Live lessons need Janus: install it with apt-get install janus janus-tools ffmpeg',
  cancelled: 'This lesson was cancelled.',
  notOpen: 'The classroom opens 10 minutes before the lesson starts.',
  ended: 'This lesson has ended.',
  participantNotFound: 'That person is not in this lesson.',
  participantNeeded: 'Choose whom this applies to.',
  notStaff: 'Staff cannot be muted, removed or admitted here.',
  mediaDown: 'The media server is not answering; try again in a moment.',
  ticketInvalid: 'This classroom link has expired or was used already. Open the lesson again.',
  signedOut: 'You have been signed out. Sign in again to rejoin the lesson.',
  waiting: 'Waiting for the tutor to let you in.',
  refused: 'Not allowed in this classroom.',
} as const;
