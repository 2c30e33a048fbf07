import { clockKey, dayKey } from '../../../../shared/dates/format.js';
import { z } from 'zod';
import { SCHEDULE_MSG, scheduleSessionSchema } from '../../../../shared/admin/schemas.js';
import {
  DEFAULT_ACADEMIC_YEAR,
  DEFAULT_SESSION_DURATION,
  DEFAULT_SESSION_TIME,
  SCHEDULED_SESSION_STATUSES,
} from '../../../../shared/constants.js';
import { optionalText } from '../../../../shared/validation.js';
import type { AdminScheduledSession } from '../../../../shared/admin/schemas.js';

const PICK_WHEN = 'Please select a date and time';

/**
 * The shared schedule-session rules, with the moment split into the date and the time the form
 * asks for. Status and notes belong to Edit only.
 */
export const sessionFormSchema = scheduleSessionSchema.omit({ scheduledFor: true }).extend({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, PICK_WHEN),
  time: z.string().regex(/^\d{2}:\d{2}$/, PICK_WHEN),
  status: z.enum(SCHEDULED_SESSION_STATUSES).optional(),
  notes: optionalText(2000),
  /** Who a new session is for (issue 28 §5); Edit leaves a session's class as it is. */
  audience: z.enum(['class', 'yearGroup']).optional(),
});
export type SessionFormInput = z.input<typeof sessionFormSchema>;
export type SessionFormValues = z.output<typeof sessionFormSchema>;

/** Schedule New Session: the same fields, and a class to join when the session is for one. */
export const newSessionFormSchema = sessionFormSchema.refine(
  (values) => values.audience !== 'class' || values.classId !== undefined,
  {
    path: ['classId'],
    message: SCHEDULE_MSG.chooseClass,
  },
);

/** The admin's own clock: 14:00 on the form means 14:00 where they sit. */
export const toScheduledFor = (date: string, time: string) => new Date(`${date}T${time}:00`);

export const NEW_SESSION_DEFAULTS: SessionFormInput = {
  audience: 'yearGroup',
  classId: '',
  title: '',
  description: '',
  subject: '',
  tutorId: '',
  date: '',
  time: DEFAULT_SESSION_TIME,
  duration: String(DEFAULT_SESSION_DURATION),
  youtubeUrl: '',
  venue: 'classroom',
  academicYear: DEFAULT_ACADEMIC_YEAR,
  notes: '',
};

export const sessionDefaults = (session: AdminScheduledSession): SessionFormInput => {
  const when = new Date(session.scheduledFor);
  return {
    title: session.title,
    description: session.description ?? '',
    subject: session.subject,
    tutorId: String(session.tutorId),
    date: dayKey(when),
    time: clockKey(when),
    duration: String(session.duration),
    youtubeUrl: session.youtubeUrl ?? '',
    venue: session.venue ?? 'classroom',
    // A session stored without a year (older data) has to be given one when it is edited.
    academicYear: (session.academicYear ?? '') as SessionFormInput['academicYear'],
    status: session.status as SessionFormInput['status'],
    notes: session.notes ?? '',
  };
};
