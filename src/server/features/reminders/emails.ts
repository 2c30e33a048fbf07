import type { EmailAttachment } from '../../db/schema.js';
import { ukDayAt } from '../../uk-time.js';
import { bareLink, composeEmail, link, note, paragraph } from '../../email/compose.js';
import type { Email } from '../../email/outbox.js';
import { oneClickHeaders } from '../email-lists/links.js';
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
    ? `Reminder: ${session.subject} on ${ukDayAt(session.scheduledFor)}`
    : `Starting soon: ${session.subject} on ${ukDayAt(session.scheduledFor)}`;

const footer = (links: ReminderLinks) =>
  note(
    'You get these emails before each session. To turn them off, open this link (no sign-in needed):',
    bareLink('Turn off reminders', links.remindersOff),
    'You can turn them back on in your account settings.',
  );

const details = (session: ReminderSession) => [
  `When: ${ukDayAt(session.scheduledFor)} (UK time), ${session.duration} minutes`,
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
export function familyReminderEmail(reminder: FamilyReminder): Email {
  const { session, links, children } = reminder;
  const who = names.format(children);
  return composeEmail({
    to: reminder.to,
    headers: oneClickHeaders(links.remindersOff),
    subject: subjectLine(reminder.kind, session),
    blocks: [
      paragraph(`Hello ${reminder.fullName},`),
      paragraph(
        `${who} ${children.length > 1 ? 'have' : 'has'} a ${session.subject} session: ${session.title}`,
        ...details(session),
      ),
      paragraph(
        `How to join: ${JOIN_RULE}`,
        link('Open the session', links.session),
        ...(session.youtubeUrl ? [link('Join the live class', links.join)] : []),
      ),
      paragraph('The calendar invitation is attached.'),
      footer(links),
    ],
    attachments: [reminder.invitation],
  });
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
  return composeEmail({
    to: reminder.to,
    headers: oneClickHeaders(links.remindersOff),
    subject: subjectLine('1h', session),
    blocks: [
      paragraph(`Hello ${reminder.fullName},`),
      paragraph(
        `Your ${session.subject} session starts soon: ${session.title}`,
        ...details(session),
      ),
      paragraph(
        session.youtubeUrl
          ? link('Live class link', session.youtubeUrl)
          : 'There is no live class link yet: add it before the start so pupils can join.',
        link('Open the session', links.session),
      ),
      paragraph('The calendar invitation is attached.'),
      footer(links),
    ],
    attachments: [reminder.invitation],
  });
}
