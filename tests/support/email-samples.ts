import {
  passwordResetLink,
  usernameReminder,
  passwordChanged,
  emailChanged,
  enquiryNotification,
  tutorInvitation,
  employeeWelcome,
} from '../../src/server/email/templates.js';
import type { Email } from '../../src/server/email/outbox.js';
import { absenceEmail } from '../../src/server/features/attendance/absence-alerts.js';
import { readyEmail } from '../../src/server/features/data-export/worker.js';
import { contactInvitation } from '../../src/server/features/employer-report/contacts.js';
import { erasureCancelled, erasureScheduled } from '../../src/server/features/erasure/emails.js';
import { newMessageEmail } from '../../src/server/features/messaging/emails.js';
import { secondFactorReset } from '../../src/server/features/mfa/emails.js';
import {
  familyReminderEmail,
  reminderInvitation,
  tutorReminderEmail,
} from '../../src/server/features/reminders/emails.js';
import { weeklyDigestEmail } from '../../src/server/features/weekly-digest/emails.js';

/** Text a person typed, in every field an email shows: it must arrive as text, never as HTML. */
export const HOSTILE = '<script>alert("x")</script> & "Ré\'s"';

const URL_BASE = 'https://classperk.example';
const session = {
  id: 7,
  title: `Year 9 Maths ${HOSTILE}`,
  description: null,
  subject: 'Mathematics',
  scheduledFor: new Date('2026-11-24T16:00:00Z'),
  duration: 60,
  status: 'Confirmed',
  youtubeUrl: 'https://youtube.com/live/abc',
  tutorName: 'Ms Rivera',
  sequence: 0,
};
const reminderLinks = {
  session: `${URL_BASE}/student/lesson/7`,
  remindersOff: `${URL_BASE}/api/reminders/off?token=1.abc`,
  join: `${URL_BASE}/student/join/7`,
};
const link = `${URL_BASE}/reset-password?token=abc-123`;
const to = 'parent@example.com';
const name = `Priya ${HOSTILE}`;

/** One of every email the product sends, with its kind, and whether it is bulk mail. */
export const emailSamples: { kind: string; bulk: boolean; email: Email }[] = [
  { kind: 'username-reminder', bulk: false, email: usernameReminder(to, name, 'priya.shah') },
  { kind: 'password-reset', bulk: false, email: passwordResetLink(to, name, link, 60) },
  {
    kind: 'password-changed',
    bulk: false,
    email: passwordChanged(to, name, 'support@classperk.co.uk'),
  },
  {
    kind: 'email-changed',
    bulk: false,
    email: emailChanged(to, name, 'new@example.com', 'support@classperk.co.uk'),
  },
  {
    kind: 'enquiry',
    bulk: false,
    email: enquiryNotification('support@classperk.co.uk', {
      fullName: name,
      companyName: `Dŵr Cymru ${HOSTILE}`,
      role: 'HR lead',
      email: 'hr@example.com',
      phone: '020 7946 0000',
      companySize: '250-999',
      message: `We have 400 staff.\nCould we talk next week? ${HOSTILE}`,
    }),
  },
  { kind: 'tutor-invitation', bulk: false, email: tutorInvitation(to, name, 'ms.rivera', link, 7) },
  {
    kind: 'employee-welcome',
    bulk: false,
    email: employeeWelcome(
      to,
      { fullName: name, username: 'priya.shah', companyName: `Acme ${HOSTILE}` },
      link,
      7,
    ),
  },
  {
    kind: 'employer-contact-invitation',
    bulk: false,
    email: contactInvitation(
      to,
      { fullName: name, username: 'hr.lead', companyName: `Acme ${HOSTILE}` },
      link,
    ),
  },
  {
    kind: 'data-export-ready',
    bulk: false,
    email: readyEmail(to, name, `${URL_BASE}/account#your-data`),
  },
  { kind: 'erasure-scheduled', bulk: false, email: erasureScheduled(to, name, '12 December 2026') },
  { kind: 'erasure-cancelled', bulk: false, email: erasureCancelled(to, name) },
  {
    kind: 'second-factor-reset',
    bulk: false,
    email: secondFactorReset(to, name, 'support@classperk.co.uk'),
  },
  {
    kind: 'absence-alert',
    bulk: false,
    email: absenceEmail({
      to,
      fullName: name,
      children: ['Sam', `Amira ${HOSTILE}`],
      session: {
        ...session,
        tutorId: 3,
        createdAt: new Date('2026-09-01T09:00:00Z'),
        notes: null,
        academicYear: '2026-27',
        studentId: null,
        classId: null,
        classSlotId: null,
        occurrenceOn: null,
        detached: false,
        venue: 'classroom',
      },
      sessionUrl: `${URL_BASE}/student/lesson/7`,
      settingsUrl: `${URL_BASE}/account#notifications`,
    }),
  },
  {
    kind: 'family-reminder',
    bulk: true,
    email: familyReminderEmail({
      to,
      fullName: name,
      children: ['Sam', `Amira ${HOSTILE}`],
      kind: '24h',
      session,
      links: reminderLinks,
      invitation: reminderInvitation(session),
    }),
  },
  {
    kind: 'tutor-reminder',
    bulk: true,
    email: tutorReminderEmail({
      to,
      fullName: name,
      session,
      links: reminderLinks,
      invitation: reminderInvitation(session),
    }),
  },
  {
    kind: 'new-message',
    bulk: true,
    email: newMessageEmail(
      to,
      name,
      'tutor',
      `${URL_BASE}/auth`,
      `${URL_BASE}/api/message-emails/off?token=1.abc`,
    ),
  },
  {
    kind: 'weekly-digest',
    bulk: true,
    email: weeklyDigestEmail(
      {
        userId: 1,
        email: to,
        fullName: name,
        children: [
          {
            name: 'Sam',
            grade: 'Year 9',
            thisWeek: [
              {
                id: 1,
                title: 'Quadratics',
                subject: 'Mathematics',
                scheduledFor: new Date('2026-11-16T16:00:00Z'),
                status: 'late',
                covered: `Factorising ${HOSTILE}`,
                homework: 'Worksheet 3',
              },
              {
                id: 2,
                title: 'Circle theorems',
                subject: 'Mathematics',
                scheduledFor: new Date('2026-11-17T16:00:00Z'),
                status: 'present',
                covered: null,
                homework: null,
              },
            ],
            nextWeek: [
              {
                id: 3,
                title: 'Next Tuesday',
                subject: 'Mathematics',
                scheduledFor: new Date('2026-11-24T16:00:00Z'),
              },
            ],
          },
          { name: `Amira ${HOSTILE}`, grade: null, thisWeek: [], nextWeek: [] },
        ],
      },
      '2026-11-16',
      {
        schedule: `${URL_BASE}/student/schedule`,
        settings: `${URL_BASE}/account#notifications`,
        off: `${URL_BASE}/api/weekly-digest/off?token=1.abc`,
      },
    ),
  },
];
