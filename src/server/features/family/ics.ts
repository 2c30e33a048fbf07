import ical, {
  escape,
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalTemporalPlainDateTimeStub,
  type ICalTemporalZonedDateTimeStub,
} from 'ical-generator';
import { PRODUCT_NAME } from '../../../shared/constants.js';
import { ukClockFields } from '../../../shared/dates/format.js';
import { UK_ZONE } from '../../../shared/dates/uk-zone.js';

export interface CalendarEvent {
  id: number;
  title: string;
  description: string | null;
  subject: string;
  scheduledFor: Date;
  duration: number;
  status: string;
  youtubeUrl: string | null;
  /** How many times the session has changed (the database counts, migration 0023). */
  sequence: number;
  tutorName?: string | null;
}

/**
 * METHOD:PUBLISH needs an organizer (RFC 5546 §3.2.1): the product, at the address its emails
 * come from by default (MAIL_FROM), on the domain its event UIDs already name.
 */
const ORGANIZER = { name: PRODUCT_NAME, email: 'hello@classperk.co.uk' };

// The UK rules since 1996: BST from the last Sunday of March to the last Sunday of October.
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${UK_ZONE}`,
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
].join('\r\n');

/**
 * The instant as a Temporal.ZonedDateTime in London, with just what ical-generator reads: given
 * a native Date it writes the server process's own zone's wall clock, and Node 20 has no Temporal.
 */
function inLondon(date: Date): ICalTemporalZonedDateTimeStub {
  const fields = ukClockFields(date);
  const iso = date.toISOString();
  const text = { toJSON: () => iso, toString: () => iso };
  const plain: ICalTemporalPlainDateTimeStub = {
    ...fields,
    ...text,
    toPlainDate: () => ({ ...fields, ...text }),
    toZonedDateTime: () => zoned,
  };
  const zoned: ICalTemporalZonedDateTimeStub = {
    ...fields,
    ...text,
    timeZoneId: UK_ZONE,
    toInstant: () => ({
      ...text,
      epochMilliseconds: date.getTime(),
      toZonedDateTimeISO: () => zoned,
    }),
    toPlainDateTime: () => plain,
    withTimeZone: () => zoned,
  };
  return zoned;
}

const STATUS: Record<string, ICalEventStatus> = {
  cancelled: ICalEventStatus.CANCELLED,
  pending: ICalEventStatus.TENTATIVE,
  rescheduled: ICalEventStatus.TENTATIVE,
};

/**
 * One session as an event. A cancelled one says so in its title, which is all Outlook and a
 * calendar holding an earlier import show, and loses its way in: nobody should try to join it.
 */
function eventOf(session: CalendarEvent, stamp: Date) {
  const status = STATUS[session.status] ?? ICalEventStatus.CONFIRMED;
  const cancelled = status === ICalEventStatus.CANCELLED;
  const joinUrl = cancelled ? null : session.youtubeUrl;
  const details = [
    session.description,
    session.tutorName ? `Tutor: ${session.tutorName}` : null,
    joinUrl ? `Join: ${joinUrl}` : null,
  ].filter(Boolean);
  return {
    id: `scheduled-session-${session.id}@classperk.co.uk`,
    sequence: session.sequence,
    stamp,
    start: inLondon(session.scheduledFor),
    end: inLondon(new Date(session.scheduledFor.getTime() + session.duration * 60_000)),
    timezone: UK_ZONE,
    summary: cancelled ? `Cancelled: ${session.title}` : session.title,
    description: details.join('\n'),
    categories: [{ name: session.subject }],
    status,
    organizer: ORGANIZER,
    url: joinUrl,
  };
}

/** A VCALENDAR that Google Calendar, Outlook and Apple Calendar accept. */
export function buildCalendar(name: string, sessions: CalendarEvent[], now = new Date()): string {
  const calendar = ical({
    // ical-generator escapes event text but writes the calendar's name as given.
    name: escape(name, false),
    prodId: { company: PRODUCT_NAME, product: 'Sessions', language: 'EN' },
    scale: 'GREGORIAN',
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone: with one, ical-generator writes DTSTAMP as local time, not UTC.
    timezone: { name: null, generator: () => VTIMEZONE },
    x: { 'X-WR-TIMEZONE': UK_ZONE },
    ttl: 3600,
    events: sessions.map((session) => eventOf(session, now)),
  });
  return calendar.toString() + '\r\n';
}
