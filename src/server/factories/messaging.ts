import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { conversations, messageReports, messages } from '../db/schema-messaging.js';

/** Factories for messaging (issue 16), shared by the demo seed and the tests. */

export async function createConversation(
  db: Db,
  values: { parentId: number; tutorId: number; studentId: number } & Partial<
    typeof conversations.$inferInsert
  >,
) {
  const [row] = await db.insert(conversations).values(values).returning();
  return row!;
}

/** A message, and the conversation's last message time moved to it. */
export async function createMessage(
  db: Db,
  values: { conversationId: number; senderId: number } & Partial<typeof messages.$inferInsert>,
) {
  const [row] = await db
    .insert(messages)
    .values({ body: 'Hello, a quick question about homework.', ...values })
    .returning();
  await db
    .update(conversations)
    .set({ lastMessageAt: row!.sentAt })
    .where(eq(conversations.id, row!.conversationId));
  return row!;
}

/** A report of a message, open until resolved. */
export async function createMessageReport(
  db: Db,
  values: { messageId: number; reportedBy: number } & Partial<typeof messageReports.$inferInsert>,
) {
  const [row] = await db
    .insert(messageReports)
    .values({ reason: 'This message worried me.', ...values })
    .returning();
  return row!;
}
