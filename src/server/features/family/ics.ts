import { PRODUCT_NAME } from '../../../shared/constants.js';

export interface CalendarEvent {
  id: number;
  title: string;
  description: string | null;
  subject: string;
  scheduledFor: Date;
  duration: number;
  status: string;
  youtubeUrl: string | null;
  tutorName?: string | null;
}

const ZONE = 'Europe/London';
// The UK rules since 1996: BST from the last Sunday of March to the last Sunday of October.
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19700329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19701025T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Local wall-clock time in London, as iCalendar's floating form (used with TZID). */
export function londonTime(date: Date): string {
  const part = Object.fromEntries(londonParts.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}${part.month}${part.day}T${part.hour}${part.minute}${part.second}`;
}

const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded (RFC 5545 §3.1), never splitting a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (bytes + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const STATUS: Record<string, string> = {
  cancelled: 'CANCELLED',
  pending: 'TENTATIVE',
  rescheduled: 'TENTATIVE',
};

function event(session: CalendarEvent, stamp: string): string[] {
  const end = new Date(session.scheduledFor.getTime() + session.duration * 60_000);
  const details = [
    session.description,
    session.tutorName ? `Tutor: ${session.tutorName}` : null,
    session.youtubeUrl ? `Join: ${session.youtubeUrl}` : null,
  ].filter(Boolean);
  return [
    'BEGIN:VEVENT',
    `UID:scheduled-session-${session.id}@classperk.co.uk`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=${ZONE}:${londonTime(session.scheduledFor)}`,
    `DTEND;TZID=${ZONE}:${londonTime(end)}`,
    `SUMMARY:${escapeText(session.title)}`,
    `DESCRIPTION:${escapeText(details.join('\n'))}`,
    `CATEGORIES:${escapeText(session.subject)}`,
    `STATUS:${STATUS[session.status.toLowerCase()] ?? 'CONFIRMED'}`,
    ...(session.youtubeUrl ? [`URL:${session.youtubeUrl}`] : []),
    'END:VEVENT',
  ];
}

/** A VCALENDAR that Google Calendar, Outlook and Apple Calendar accept. */
export function buildCalendar(name: string, sessions: CalendarEvent[], now = new Date()): string {
  const stamp = utcStamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${PRODUCT_NAME}//Sessions//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${ZONE}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    ...VTIMEZONE,
    ...sessions.flatMap((session) => event(session, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
