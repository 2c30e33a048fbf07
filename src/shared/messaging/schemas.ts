import { z } from 'zod';
import { dateTime } from '../api/contract.js';
import {
  cursorPageOf,
  cursorQuerySchema,
  idCursorQuerySchema,
  MAX_PAGE_SIZE,
  PAGE_SIZE,
} from '../pagination.js';
import { MAX_ID, idField } from '../validation.js';
import {
  CONTACTS_LIMIT,
  MESSAGE_MAX_LENGTH,
  MESSAGING_MSG,
  REASON_MAX_LENGTH,
} from './messages.js';

/** The two sides of a conversation: students and employers do not message (decision 056). */
export const PARTICIPANT_ROLES = ['parent', 'tutor'] as const;
export type ParticipantRole = (typeof PARTICIPANT_ROLES)[number];

const person = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(PARTICIPANT_ROLES),
});
const child = z.object({ id: z.number().int(), name: z.string() });

// ---- Requests ----

/** The text of a message: trimmed, 1 to 2,000 characters; links stay plain text. */
export const messageBodyField = z
  .string({ error: MESSAGING_MSG.bodyRequired })
  .trim()
  .min(1, MESSAGING_MSG.bodyRequired)
  .max(MESSAGE_MAX_LENGTH, MESSAGING_MSG.bodyTooLong);

export const sendMessageSchema = z.object({ body: messageBodyField });
export type SendMessage = z.infer<typeof sendMessageSchema>;

/** Start a conversation, or find the one that exists, with this person about this child. */
export const startConversationSchema = z.object({
  withUserId: idField(MESSAGING_MSG.notAllowed),
  studentId: idField(MESSAGING_MSG.notAllowed),
});
export type StartConversation = z.infer<typeof startConversationSchema>;

/** Everything up to and including this message has been read. */
export const markReadSchema = z.object({
  lastReadMessageId: idField(MESSAGING_MSG.messageNotFound),
});

export const reportMessageSchema = z.object({
  reason: z.string().trim().max(REASON_MAX_LENGTH, MESSAGING_MSG.reasonTooLong).optional(),
});

/** Part of a name, for the contacts picker. */
export const contactsQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
});

/**
 * Where the previous page of the conversation list ended: `u` (unread) or `r` (read), then the
 * last message's time in microseconds and the conversation id. Only what the answer gave is sent back.
 */
export const conversationCursorField = z
  .string()
  .regex(/^[ur]\d{1,16}\.\d{1,10}$/, 'Invalid cursor.')
  .refine((text) => Number(text.split('.').at(-1)) <= MAX_ID, 'Invalid cursor.');

export const conversationListQuerySchema = z.object({
  cursor: conversationCursorField.optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});

/** Messages newest first; `cursor` is the id of the oldest message shown so far. */
export const messagePageQuerySchema = idCursorQuerySchema;

export const adminConversationQuerySchema = cursorQuerySchema.extend({
  /** Part of a participant's or child's name, or words of a message. */
  q: z.string().trim().max(200).optional(),
});

export const adminOpenSchema = z.object({
  reason: z
    .string({ error: MESSAGING_MSG.adminReasonRequired })
    .trim()
    .min(3, MESSAGING_MSG.adminReasonRequired)
    .max(REASON_MAX_LENGTH, MESSAGING_MSG.reasonTooLong),
});

// ---- Responses ----

/** The last message in the conversation list: a preview, or null once withdrawn. */
const lastMessageSchema = z.object({
  id: z.number().int(),
  preview: z.string().nullable(),
  withdrawn: z.boolean(),
  fromMe: z.boolean(),
  sentAt: dateTime,
});

export const conversationSummarySchema = z.object({
  id: z.number().int(),
  /** The person on the other side. */
  with: person,
  student: child,
  lastMessageAt: dateTime,
  lastMessage: lastMessageSchema.nullable(),
  /** Messages from the other side not read yet, up to UNREAD_COUNT_CAP. */
  unreadCount: z.number().int(),
  suspended: z.boolean(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** Every conversation answer carries the safeguarding notice, so no screen can leave it out. */
const withNotice = { safeguardingNotice: z.string() };

export const conversationPageSchema = cursorPageOf(conversationSummarySchema).extend(withNotice);

export const conversationSchema = z.object({
  id: z.number().int(),
  with: person,
  student: child,
  createdAt: dateTime,
  suspended: z.boolean(),
  /** The id of the newest message the caller has read. */
  lastReadMessageId: z.number().int(),
  ...withNotice,
});
export type Conversation = z.infer<typeof conversationSchema>;

/** A message as the participants see it: a withdrawn one has no body. */
export const messageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  fromMe: z.boolean(),
  senderRole: z.enum(PARTICIPANT_ROLES).nullable(),
  body: z.string().nullable(),
  sentAt: dateTime,
  withdrawn: z.boolean(),
  /** Until when the caller may withdraw it; null when they cannot. */
  withdrawableUntil: dateTime.nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/** Newest first: `nextCursor` asks for older messages. */
export const messagePageSchema = cursorPageOf(messageSchema).extend({
  ...withNotice,
  suspended: z.boolean(),
});

export const contactSchema = z.object({
  with: person,
  student: child,
  /** The conversation that already exists with them about this child, if any. */
  conversationId: z.number().int().nullable(),
});
export const contactListSchema = z.object({
  items: z.array(contactSchema).max(CONTACTS_LIMIT),
  /** More match than were listed: search by name to find them. */
  more: z.boolean(),
});
export type Contact = z.infer<typeof contactSchema>;

export const unreadTotalSchema = z.object({ total: z.number().int() });

export const reportReceivedSchema = z.object({ message: z.string() });

/**
 * What the live stream (`GET /api/messages/events`) sends, one JSON object per `data:` line: ids
 * only, never a message's text; the browser refetches what changed.
 */
export const messagingEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.enum(['message', 'withdrawn']),
    conversationId: z.number().int(),
    messageId: z.number().int(),
  }),
  /** The caller read a conversation in another tab: unread counts changed. */
  z.object({ type: z.literal('read'), conversationId: z.number().int() }),
  z.object({ type: z.enum(['suspended', 'lifted']), conversationId: z.number().int() }),
]);
export type MessagingEvent = z.infer<typeof messagingEventSchema>;

// ---- Admin ----

const adminPerson = z.object({ id: z.number().int().nullable(), name: z.string() });

export const adminConversationSchema = z.object({
  id: z.number().int(),
  parent: adminPerson,
  tutor: adminPerson,
  student: child,
  createdAt: dateTime,
  lastMessageAt: dateTime,
  suspendedAt: dateTime.nullable(),
});
export type AdminConversation = z.infer<typeof adminConversationSchema>;

export const adminConversationPageSchema = cursorPageOf(adminConversationSchema);

/** A message as the safeguarding team sees it: a withdrawn one keeps its text. */
export const adminMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  sender: adminPerson.extend({ role: z.enum(PARTICIPANT_ROLES).nullable() }),
  body: z.string(),
  sentAt: dateTime,
  withdrawnAt: dateTime.nullable(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

export const adminMessagePageSchema = cursorPageOf(adminMessageSchema);

export const messageReportSchema = z.object({
  id: z.number().int(),
  reason: z.string().nullable(),
  createdAt: dateTime,
  reporter: adminPerson,
  message: adminMessageSchema,
  conversation: adminConversationSchema,
  /** A few messages before and after the reported one, oldest first, the reported one among them. */
  context: z.array(adminMessageSchema),
});
export type MessageReport = z.infer<typeof messageReportSchema>;

export const messageReportPageSchema = cursorPageOf(messageReportSchema);

export const reportResolvedSchema = z.object({ id: z.number().int(), resolvedAt: dateTime });
