import { z } from 'zod';
import { dateTime } from '../api/contract.js';
import { cursorPageOf, idCursorQuerySchema } from '../pagination.js';
import { calendarDate, idField, MAX_INT, optional } from '../validation.js';
import { CONCERN_MSG } from './messages.js';
import {
  CONCERN_CATEGORIES,
  CONCERN_STATUSES,
  FLAG_PHRASE_MAX_LENGTH,
  RAISED_CATEGORIES,
  URGENCIES,
} from './rules.js';

const DESCRIPTION_MAX = 4000;
const text = (required: string, tooLong: string, max = DESCRIPTION_MAX) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

// ---- Requests ----

/** A concern as a tutor, parent or admin raises it; what it is about is optional. */
export const raiseConcernSchema = z.object({
  category: z.enum(RAISED_CATEGORIES, { error: CONCERN_MSG.categoryRequired }),
  urgency: z.enum(URGENCIES, { error: CONCERN_MSG.urgencyRequired }),
  description: text(CONCERN_MSG.descriptionRequired, CONCERN_MSG.descriptionTooLong),
  studentId: optional(idField(CONCERN_MSG.linkNotFound)),
  messageId: optional(idField(CONCERN_MSG.linkNotFound)),
  sessionId: optional(idField(CONCERN_MSG.linkNotFound)),
});
export type RaiseConcern = z.infer<typeof raiseConcernSchema>;

export const concernQuerySchema = idCursorQuerySchema.extend({
  status: z.enum(CONCERN_STATUSES).optional(),
});

export const concernNoteSchema = z.object({
  body: text(CONCERN_MSG.noteRequired, CONCERN_MSG.noteTooLong),
});
export type ConcernNote = z.infer<typeof concernNoteSchema>;

export const concernActionSchema = z.object({
  description: text(CONCERN_MSG.actionRequired, CONCERN_MSG.tooLong, 200),
  owner: text(CONCERN_MSG.ownerRequired, CONCERN_MSG.tooLong, 200),
  dueOn: optional(calendarDate('Please enter a date.')),
});
export type ConcernActionInput = z.infer<typeof concernActionSchema>;

/** Move a case on; closing it needs its outcome. */
export const concernStatusSchema = z
  .object({
    status: z.enum(CONCERN_STATUSES),
    outcome: optional(text(CONCERN_MSG.outcomeRequired, CONCERN_MSG.descriptionTooLong)),
  })
  .refine((value) => value.status !== 'closed' || value.outcome !== undefined, {
    message: CONCERN_MSG.outcomeRequired,
    path: ['outcome'],
  });
export type ConcernStatusChange = z.infer<typeof concernStatusSchema>;

export const flagTermSchema = z.object({
  phrase: text(CONCERN_MSG.phraseRequired, CONCERN_MSG.phraseTooLong, FLAG_PHRASE_MAX_LENGTH),
});
export const flagTermChangeSchema = z.object({ enabled: z.boolean() });
export const actionParams = z.object({
  id: idField(CONCERN_MSG.notFound),
  actionId: idField(CONCERN_MSG.actionNotFound),
});

// ---- Responses ----

const category = z.enum(CONCERN_CATEGORIES);
const status = z.enum(CONCERN_STATUSES);

/** What the person who raised a concern sees of it: its status, never the leads' work. */
export const ownConcernSchema = z.object({
  id: z.number().int(),
  category,
  urgency: z.enum(URGENCIES),
  description: z.string(),
  status,
  raisedAt: dateTime,
});
export type OwnConcern = z.infer<typeof ownConcernSchema>;
export const ownConcernPageSchema = cursorPageOf(ownConcernSchema);

export const raisedConcernSchema = ownConcernSchema.extend({ message: z.string() });

/** A case in the leads' queue: no description, so listing reads nothing about the child. */
export const concernSummarySchema = z.object({
  id: z.number().int(),
  category,
  urgency: z.enum(URGENCIES),
  status,
  childName: z.string().nullable(),
  raisedByName: z.string().nullable(),
  raisedAt: dateTime,
  notifiedAt: dateTime.nullable(),
});
export type ConcernSummary = z.infer<typeof concernSummarySchema>;
export const concernPageSchema = cursorPageOf(concernSummarySchema);
export const concernCountSchema = z.object({ open: z.number().int().max(MAX_INT) });

/** One line around an automatically flagged one: who wrote it, when and what. */
export const flagContextLineSchema = z.object({
  author: z.string(),
  at: z.string(),
  body: z.string(),
  flagged: z.boolean(),
});
export type FlagContextLine = z.infer<typeof flagContextLineSchema>;

export const concernHistorySchema = z.object({
  id: z.number().int(),
  kind: z.enum(['raised', 'notified', 'note', 'action', 'action_done', 'status']),
  actorName: z.string().nullable(),
  body: z.string().nullable(),
  at: dateTime,
});
export const concernActionRowSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  owner: z.string(),
  dueOn: z.string().nullable(),
  doneAt: dateTime.nullable(),
});
export type ConcernActionRow = z.infer<typeof concernActionRowSchema>;

export const concernCaseSchema = concernSummarySchema.extend({
  description: z.string(),
  outcome: z.string().nullable(),
  studentId: z.number().int().nullable(),
  messageId: z.number().int().nullable(),
  sessionId: z.number().int().nullable(),
  sessionTitle: z.string().nullable(),
  context: z
    .object({ phrases: z.array(z.string()), lines: z.array(flagContextLineSchema) })
    .nullable(),
  closedAt: dateTime.nullable(),
  actions: z.array(concernActionRowSchema),
  history: z.array(concernHistorySchema),
});
export type ConcernCase = z.infer<typeof concernCaseSchema>;

export const flagTermRowSchema = z.object({
  id: z.number().int(),
  phrase: z.string(),
  enabled: z.boolean(),
  fired: z.number().int(),
  lastFiredAt: dateTime.nullable(),
});
export type FlagTermRow = z.infer<typeof flagTermRowSchema>;
export const flagTermPageSchema = cursorPageOf(flagTermRowSchema);
