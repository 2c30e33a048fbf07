import { PRODUCT_NAME } from '../../../shared/constants.js';
import { STATUS_LABELS } from '../../../shared/attendance/rules.js';
import type { Email } from '../../email/outbox.js';
import { escapeHtml } from '../../email/templates.js';
import { ukTime } from '../reminders/emails.js';
import type { ChildDigest, DigestSession, ParentDigest, PastSession } from './collect.js';

export interface DigestLinks {
  /** The family's schedule, where each session opens with its report and comments. */
  schedule: string;
  /** Account settings, where the digest is turned off. */
  settings: string;
}

const ukDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'long',
});

/** "16 November": the Monday the week starts. */
export const weekLabel = (weekStart: string) => ukDay.format(new Date(`${weekStart}T12:00:00Z`));

const childTitle = (child: ChildDigest) =>
  child.grade ? `${child.name} (${child.grade})` : child.name;
const sessionLine = (s: DigestSession) => `${ukTime(s.scheduledFor)}: ${s.subject}, ${s.title}`;

const pastText = (s: PastSession) => [
  `- ${sessionLine(s)}. ${STATUS_LABELS[s.status]}.`,
  ...(s.covered ? [`  Covered: ${s.covered}`] : ['  No report yet.']),
  ...(s.homework ? [`  Homework: ${s.homework}`] : []),
];

const childText = (child: ChildDigest) => [
  childTitle(child),
  'This week:',
  ...(child.thisWeek.length ? child.thisWeek.flatMap(pastText) : ['- No sessions.']),
  'Next week:',
  ...(child.nextWeek.length
    ? child.nextWeek.map((s) => `- ${sessionLine(s)}`)
    : ['- No sessions.']),
  '',
];

const cell = 'padding:6px 8px;border-bottom:1px solid #e2e8f0;vertical-align:top;text-align:left';
const pastRow = (s: PastSession) =>
  `<tr><td style="${cell}">${escapeHtml(ukTime(s.scheduledFor))}</td><td style="${cell}"><strong>${escapeHtml(s.subject)}</strong>, ${escapeHtml(s.title)}${
    s.covered ? `<br>Covered: ${escapeHtml(s.covered)}` : '<br>No report yet.'
  }${s.homework ? `<br>Homework: ${escapeHtml(s.homework)}` : ''}</td><td style="${cell}">${STATUS_LABELS[s.status]}</td></tr>`;
const nextRow = (s: DigestSession) =>
  `<li>${escapeHtml(ukTime(s.scheduledFor))}: <strong>${escapeHtml(s.subject)}</strong>, ${escapeHtml(s.title)}</li>`;

const childHtml = (child: ChildDigest) => `
  <h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(childTitle(child))}</h2>
  <h3 style="font-size:15px;margin:12px 0 4px">This week</h3>
  ${
    child.thisWeek.length
      ? `<table role="presentation" style="border-collapse:collapse;width:100%">${child.thisWeek.map(pastRow).join('')}</table>`
      : '<p>No sessions.</p>'
  }
  <h3 style="font-size:15px;margin:12px 0 4px">Next week</h3>
  ${child.nextWeek.length ? `<ul>${child.nextWeek.map(nextRow).join('')}</ul>` : '<p>No sessions.</p>'}`;

/**
 * Issue 15 §2: per child, the week's sessions with attendance and what the report says was covered
 * and set, then next week's sessions. The tutor's private comments stay in the app, behind a
 * sign-in, rather than travel in an email that can be forwarded.
 */
export function weeklyDigestEmail(
  digest: ParentDigest,
  weekStart: string,
  links: DigestLinks,
): Email {
  const week = weekLabel(weekStart);
  const closing = [
    `Each session, with the tutor's comments, is in ${PRODUCT_NAME}: ${links.schedule}`,
    '',
    `You get this digest on Sunday evenings. To stop it, turn off the weekly digest in your account settings: ${links.settings}`,
  ];
  return {
    to: digest.email,
    subject: `Your family's week at ${PRODUCT_NAME}: week of ${week}`,
    text: [
      `Hello ${digest.fullName},`,
      '',
      `Here is the week of ${week} at ${PRODUCT_NAME}, and what is coming next week.`,
      '',
      ...digest.children.flatMap(childText),
      ...closing,
      '',
      `The ${PRODUCT_NAME} team`,
    ].join('\n'),
    html: `<!doctype html>
<html lang="en">
<body style="font-family: Arial, sans-serif; color: #0f172a; line-height: 1.5;">
  <h1 style="color: #3730a3; font-size: 22px;">The week of ${escapeHtml(week)}</h1>
  <p>Hello ${escapeHtml(digest.fullName)},</p>
  <p>Here is the week at ${PRODUCT_NAME}, and what is coming next week.</p>
  ${digest.children.map(childHtml).join('')}
  <p style="margin-top:24px"><a href="${escapeHtml(links.schedule)}" style="color: #4338ca;">Open your schedule</a> to see each session with the tutor's comments.</p>
  <p style="font-size:13px;color:#475569">You get this digest on Sunday evenings. To stop it, turn off the weekly digest in your <a href="${escapeHtml(links.settings)}" style="color: #4338ca;">account settings</a>.</p>
  <p>The ${PRODUCT_NAME} team</p>
</body>
</html>`,
  };
}
