import { PRODUCT_NAME } from '../../../shared/constants.js';
import { STATUS_LABELS } from '../../../shared/attendance/rules.js';
import { composeEmail, custom, link, note, paragraph } from '../../email/compose.js';
import { html } from '../../email/html.js';
import type { Email } from '../../email/outbox.js';
import { oneClickHeaders } from '../email-lists/links.js';
import { ukDayAt, ukDayMonth } from '../../uk-time.js';
import type { ChildDigest, DigestSession, ParentDigest, PastSession } from './collect.js';

export interface DigestLinks {
  /** The family's schedule, where each session opens with its report and comments. */
  schedule: string;
  /** Account settings, where the digest is turned off. */
  settings: string;
  /** Turns this parent's digest off without signing in: the one-click unsubscribe. */
  off: string;
}

/** "16 November": the Monday the week starts. */
export const weekLabel = (weekStart: string) => ukDayMonth(weekStart);

const childTitle = (child: ChildDigest) =>
  child.grade ? `${child.name} (${child.grade})` : child.name;
const sessionLine = (s: DigestSession) => `${ukDayAt(s.scheduledFor)}: ${s.subject}, ${s.title}`;

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
];

// One block per session rather than a table, so a phone's 390 px keeps whole words.
const RULE = 'padding:8px 0;border-bottom:1px solid #e2e8f0';
const pastRow = (s: PastSession) =>
  html`<div class="cp-rule" style="${RULE}">
    <strong>${ukDayAt(s.scheduledFor)}</strong> · ${STATUS_LABELS[s.status]}<br />${s.subject},
    ${s.title}<br />${
      s.covered ? `Covered: ${s.covered}` : 'No report yet.'
    }${s.homework ? html`<br />Homework: ${s.homework}` : html``}
  </div>`;
const nextRow = (s: DigestSession) =>
  html`<li style="margin:0 0 4px">
    ${ukDayAt(s.scheduledFor)}: <strong>${s.subject}</strong>, ${s.title}
  </li>`;

const none = html`<p style="margin:0 0 12px">No sessions.</p>`;
const childHtml = (child: ChildDigest) =>
  html` <h2 style="font-size:18px;line-height:1.3;margin:8px 0 8px">${childTitle(child)}</h2>
    <h3 style="font-size:15px;margin:12px 0 4px">This week</h3>
    ${
      child.thisWeek.length
        ? html`<div style="margin:0 0 12px">${child.thisWeek.map(pastRow)}</div>`
        : none
    }
    <h3 style="font-size:15px;margin:12px 0 4px">Next week</h3>
    ${
      child.nextWeek.length
        ? html`<ul style="margin:0 0 20px;padding-left:20px">
            ${child.nextWeek.map(nextRow)}
          </ul>`
        : none
    }`;

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
  return composeEmail({
    to: digest.email,
    subject: `${PRODUCT_NAME} weekly digest: week of ${week}`,
    headers: oneClickHeaders(links.off),
    blocks: [
      paragraph(`Hello ${digest.fullName},`),
      paragraph(`Here is the week of ${week} at ${PRODUCT_NAME}, and what is coming next week.`),
      ...digest.children.map((child) => custom(childText(child).join('\n'), childHtml(child))),
      paragraph([
        `Each session, with the tutor's comments, is in `,
        link(PRODUCT_NAME, links.schedule),
      ]),
      note([
        'You get this digest on Sunday evenings. To stop it, turn off the weekly digest in your ',
        link('account settings', links.settings),
      ]),
    ],
  });
}
