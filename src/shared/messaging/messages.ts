import { PRODUCT_NAME } from '../constants.js';

/** The longest message, in characters (issue 16). */
export const MESSAGE_MAX_LENGTH = 2000;
/** A sender may withdraw a message for this long after sending it. */
export const WITHDRAW_WINDOW_MINUTES = 5;
/** Messages one sender may send in a minute, and in a day. */
export const MESSAGES_PER_MINUTE = 20;
export const MESSAGES_PER_DAY = 200;
/** At most one new-message email per recipient and conversation in this many minutes. */
export const EMAIL_INTERVAL_MINUTES = 15;
/** The contacts call lists at most this many; a search finds the others. */
export const CONTACTS_LIMIT = 50;
/** Unread counts stop at this, and the web shows "99+" above it, so counting stays cheap. */
export const UNREAD_COUNT_CAP = 100;
/** Longest reason for a report or for an admin opening a conversation. */
export const REASON_MAX_LENGTH = 500;
/** How long an admin's opening of a conversation lets them read its pages. */
export const ADMIN_READ_MINUTES = 60;

/** Every text of messaging (issue 16), shown by the web and sent by the API. */
/** How the email names the sender's side of the conversation. */
const SENDERS = { tutor: 'a tutor', parent: 'a parent' } as const;

export const MESSAGING_MSG = {
  safeguardingNotice: `Messages here are kept, and the ${PRODUCT_NAME} safeguarding team can read them to keep children safe.`,
  messageWithdrawn: 'message withdrawn',
  suspendedNotice:
    'The safeguarding team has suspended this conversation. No new messages can be sent.',

  title: 'Messages',
  noConversations: 'No conversations yet',
  noConversationsText: 'Start one with New message.',
  newMessage: 'New message',
  chooseContact: 'Who do you want to write to?',
  searchContacts: 'Search by name',
  noContacts: 'There is nobody you can message yet.',
  noContactsFound: 'Nobody found with that name.',
  aboutChild: (child: string) => `About ${child}`,
  messageLabel: 'Message',
  messagePlaceholder: 'Write a message',
  send: 'Send',
  sending: 'Sending…',
  withdraw: 'Withdraw',
  confirmWithdraw: 'Withdraw this message? Both of you will see "message withdrawn" instead.',
  report: 'Report',
  reportTitle: 'Report this message',
  reportReasonLabel: 'What is wrong with it? (optional)',
  reportSent: 'Thank you. The safeguarding team will look at this message.',
  olderMessages: 'Show older messages',
  noMessages: 'No messages yet. Say hello.',
  unread: (count: number) => (count >= UNREAD_COUNT_CAP ? '99+ unread' : `${count} unread`),
  you: 'You',
  roleLabel: { parent: 'Parent', tutor: 'Tutor' } as const,

  notAllowed:
    'You can only message the parents of children you teach, or the tutors of your own children.',
  conversationNotFound: 'Conversation not found.',
  messageNotFound: 'Message not found.',
  bodyRequired: 'Write a message first.',
  bodyTooLong: `A message can be at most ${MESSAGE_MAX_LENGTH.toLocaleString('en-GB')} characters.`,
  tooManyPerMinute: `You can send up to ${MESSAGES_PER_MINUTE} messages a minute. Please wait a moment and try again.`,
  tooManyPerDay: `You can send up to ${MESSAGES_PER_DAY} messages a day. Please try again tomorrow.`,
  suspended:
    'The safeguarding team has suspended this conversation, so new messages cannot be sent.',
  withdrawOwnOnly: 'You can only withdraw your own messages.',
  withdrawTooLate: `A message can only be withdrawn in the first ${WITHDRAW_WINDOW_MINUTES} minutes after sending.`,
  alreadyWithdrawn: 'This message has already been withdrawn.',
  reportOwn: 'You cannot report your own message.',
  alreadyReported: 'You have already reported this message.',
  reasonTooLong: `Please keep the reason to ${REASON_MAX_LENGTH} characters.`,
  tooManyConnections: 'Messages are open in too many tabs. Close one and reload this page.',

  adminTitle: 'Conversations',
  adminSearch: 'Search by name or message text',
  adminOpenReasonLabel: 'Why are you opening this conversation?',
  adminOpenReasonHint: 'Your name, the time and this reason are written to the audit trail.',
  adminReasonRequired: 'Give the reason for opening this conversation.',
  adminOpenFirst: 'Open this conversation with a reason before reading it.',
  adminReportsTitle: 'Reported messages',
  adminNoReports: 'No open reports',
  adminResolve: 'Resolve',
  adminSuspend: 'Suspend conversation',
  adminLift: 'Lift suspension',
  adminAlreadySuspended: 'This conversation is already suspended.',
  adminNotSuspended: 'This conversation is not suspended.',
  adminReportResolved: 'This report has already been resolved.',
  adminReportNotFound: 'Report not found.',

  emailSubject: `You have a new message on ${PRODUCT_NAME}`,
  emailFrom: (sender: 'parent' | 'tutor') => `You have a new message from ${SENDERS[sender]}.`,
  emailSignIn: 'Sign in to read it and reply:',
  emailTurnOff: 'You can turn these emails off in your account settings.',
} as const;
