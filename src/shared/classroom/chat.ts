import { z } from 'zod';
import { dateTime, type Wire } from '../api/contract.js';
import { cursorPageOf, idCursorQuerySchema } from '../pagination.js';
import { idField } from '../validation.js';
import { CHAT_MSG } from './chat-messages.js';

export const CHAT_KINDS = ['message', 'hand-raised', 'hand-lowered'] as const;

/** One line of a lesson's chat, oldest first; `mine` marks the reader's own. */
export const chatLineSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CHAT_KINDS),
  body: z.string().nullable(),
  authorId: z.number().int(),
  authorName: z.string(),
  mine: z.boolean(),
  createdAt: dateTime,
});
export type ChatLine = Wire<typeof chatLineSchema>;

/** A hand up now: its latest hand line says raised. */
export const raisedHandSchema = z.object({
  authorId: z.number().int(),
  authorName: z.string(),
  raisedAt: dateTime,
});
export type RaisedHand = Wire<typeof raisedHandSchema>;

/** The chat after the line the cursor names (oldest first), and the hands up now. */
export const chatPageSchema = cursorPageOf(chatLineSchema).extend({
  raisedHands: z.array(raisedHandSchema).describe('At most 100, earliest first.'),
});
export type ChatPage = Wire<typeof chatPageSchema>;

/** A lesson whose classroom has a chat, as the safeguarding team's list shows it: no chat text. */
export const lessonChatSchema = z.object({
  sessionId: z.number().int(),
  title: z.string(),
  subject: z.string(),
  className: z.string().nullable(),
  scheduledFor: dateTime,
  tutorName: z.string(),
});
export type LessonChat = Wire<typeof lessonChatSchema>;
export const lessonChatPageSchema = cursorPageOf(lessonChatSchema);

/** Pass the previous answer's `nextCursor`, or the last line's id, for the lines after it. */
export const chatQuerySchema = idCursorQuerySchema;

export const chatMessageSchema = z.object({
  body: z.string().trim().min(1, CHAT_MSG.emptyMessage).max(1000, CHAT_MSG.tooLong),
});
export type ChatMessageInput = z.input<typeof chatMessageSchema>;

/** Raise or lower one's own hand; the tutor may lower someone else's by `userId`. */
export const handSchema = z.object({
  raised: z.boolean(),
  userId: idField('Choose someone in the lesson.').optional(),
});
export type HandInput = z.input<typeof handSchema>;
