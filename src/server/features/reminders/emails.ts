import { PRODUCT_NAME } from '../../../shared/constants.js';
import type { EmailAttachment } from '../../db/schema.js';
import type { Email } from '../../email/outbox.js';
import { buildCalendar, type CalendarEvent } from '../family/ics.js';
import type { ReminderKind } from './plan.js';

export interface ReminderSession extends CalendarEvent {
  tutorName: string | null;
}

export interface ReminderLinks {
  /** Where the session opens in the app. */
  session: string;
  /** Turns the recipient's reminders off without signing in. */
  remindersOff: string;
  /** The join page, which records who joins before opening the stream (decision 062). */
  join: string;
}

const ukParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** Wall-clock time in the UK, as people write it: "Tuesday 3 March, 4:30pm". */
export function ukTime(date: Date): string {
  const part = Object.fromEntries(ukParts.formatToParts(date).map((p) => [p.type, p.value]));
  const period = String(part.dayPeriod).toLowerCase().replace(/\W/g, '');
  return `${part.weekday} ${part.day} ${part.month}, ${part.hour}:${part.minute}${period}`;
}

const names = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/**
 * Spec 2 §4 and §8: a family joins from the session's page in the app, where Join Session opens
 * the live class once the tutor has added its link.
 */
export const JOIN_RULE =
  'On the day, sign in and open the session; Join Session opens the live class in a new tab once the tutor has added its link.';

/** The session as a calendar file, the same for every recipient, so it is built once per session. */
export const reminderInvitation = (session: ReminderSession): EmailAttachment => ({
  filename: `classperk-session-${session.id}.ics`,
  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  content: buildCalendar(session.title, [session]),
});

const subjectLine = (kind: ReminderKind, session: ReminderSession) =>
  kind === '24h'
    ? `Reminder: ${session.subject} on ${ukTime(session.scheduledFor)}`
    : `Starting soon: ${session.subject} at ${ukTime(session.scheduledFor)}`;

const footer = (links: ReminderLinks) => [
  '',
  `You get these emails before each session. To turn them off, open this link (no sign-in needed):`,
  links.remindersOff,
  'You can turn them back on in your account settings.',
  '',
  `The ${PRODUCT_NAME} team`,
];

const details = (session: ReminderSession) => [
  `When: ${ukTime(session.scheduledFor)} (UK time), ${session.duration} minutes`,
  ...(session.tutorName ? [`Tutor: ${session.tutorName}`] : []),
];

export interface FamilyReminder {
  to: string;
  fullName: string;
  /** The family's children in the session, each named once. */
  children: string[];
  kind: ReminderKind;
  session: ReminderSession;
  links: ReminderLinks;
  invitation: EmailAttachment;
}

/** One family's reminder: every child of theirs in the session, in one email. */
/** RFC 8058: mail apps show their own "unsubscribe", which posts to the same switch-off address. */
const oneClickOff = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

export function familyReminderEmail(reminder: FamilyReminder): Email {
  const { session, links, children } = reminder;
  const who = names.format(children);
  return {
    to: reminder.to,
    headers: oneClickOff(links.remindersOff),
    subject: subjectLine(reminder.kind, session),
    text: [
      `Hello ${reminder.fullName},`,
      '',
      `${who} ${children.length > 1 ? 'have' : 'has'} a ${session.subject} session: ${session.title}`,
      ...details(session),
      '',
      `How to join: ${JOIN_RULE}`,
      `Open the session: ${links.session}`,
      ...(session.youtubeUrl ? [`Join the live class: ${links.join}`] : []),
      '',
      'The calendar invitation is attached.',
      ...footer(links),
    ].join('\n'),
    attachments: [reminder.invitation],
  };
}

export interface TutorReminder {
  to: string;
  fullName: string;
  session: ReminderSession;
  links: ReminderLinks;
  invitation: EmailAttachment;
}

/** The tutor's reminder an hour before, with what pupils need from them: the live link. */
export function tutorReminderEmail(reminder: TutorReminder): Email {
  const { session, links } = reminder;
  return {
    to: reminder.to,
    headers: oneClickOff(links.remindersOff),
    subject: subjectLine('1h', session),
    text: [
      `Hello ${reminder.fullName},`,
      '',
      `Your ${session.subject} session starts soon: ${session.title}`,
      ...details(session),
      '',
      session.youtubeUrl
        ? `Live class link: ${session.youtubeUrl}`
        : 'There is no live class link yet: add it before the start so pupils can join.',
      `Open the session: ${links.session}`,
      '',
      'The calendar invitation is attached.',
      ...footer(links),
    ].join('\n'),
    attachments: [reminder.invitation],
  };
}
