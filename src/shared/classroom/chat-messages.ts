/** What the classroom's chat and hand-raise say, and why a lesson is elsewhere (issue 29 §2). */
export const CHAT_MSG = {
  notFound: 'Lesson not found.',
  emptyMessage: 'Please write a message.',
  tooLong: 'Messages can be at most 1000 characters.',
  onlyOwnHand: 'Only the tutor can lower someone else’s hand, and nobody can raise it for them.',
  noSuchHand: 'That person has not raised a hand in this lesson.',
  needsJanus: 'Live lessons need Janus: install it with apt-get install janus janus-tools ffmpeg',
  youtubeLesson: 'This lesson is streamed on YouTube: use Join to open its link.',
  adminInRoomOnly:
    'Admins read a lesson’s chat in its classroom while they are in the lesson. Safeguarding leads read it from Messages, giving a reason.',
  adminOpenFirst: 'Open this lesson’s chat with a reason before reading it.',
  classroomLesson: 'This lesson is in the ClassPerk classroom: open it with Join lesson.',
} as const;
