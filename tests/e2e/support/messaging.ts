import type { Browser, BrowserContext } from '@playwright/test';
import type { Db } from '../../../src/server/db/client.js';
import type { UserRow } from '../../../src/server/db/schema.js';
import { createConversation, createMessage } from '../../../src/server/factories/messaging.js';
import { acceptCookies } from './fixtures.js';
import { newAdmin, newFamily, newTutor, uniqueId } from './world.js';

/*
 * A tutor and a family whose child the tutor teaches (a child on the tutor's students list may
 * message, decision 056), for the messaging browser tests.
 */
export async function newMessagingWorld(db: Db) {
  const tutor = await newTutor(db, { fullName: 'Sarah Thompson' });
  const family = await newFamily(db, {
    grade: `Year 10 ${uniqueId()}`,
    childName: 'Maya Shah',
    parentName: 'Priya Shah',
    tutorId: tutor.id,
  });
  const admin = await newAdmin(db, { fullName: 'Alex Morgan' });
  return { tutor, admin, ...family };
}

export type MessagingWorld = Awaited<ReturnType<typeof newMessagingWorld>>;

/** A conversation between the world's parent and tutor, the parent first, a minute apart. */
export async function withConversation(db: Db, world: MessagingWorld, bodies: string[]) {
  const conversation = await createConversation(db, {
    parentId: world.parent.id,
    tutorId: world.tutor.id,
    studentId: world.profile.id,
  });
  const start = Date.now() - bodies.length * 60_000;
  for (const [index, body] of bodies.entries()) {
    await createMessage(db, {
      conversationId: conversation.id,
      senderId: index % 2 === 0 ? world.parent.id : world.tutor.id,
      body,
      sentAt: new Date(start + index * 60_000),
    });
  }
  return conversation;
}

/** A page of its own browser context, cookies accepted, signed in as the user. */
export async function pageOf(
  browser: Browser,
  signInAs: (user: UserRow, context: BrowserContext) => Promise<UserRow>,
  user: UserRow,
  viewport = { width: 1280, height: 800 },
) {
  const context = await browser.newContext({ viewport });
  await acceptCookies(context);
  await signInAs(user, context);
  return context.newPage();
}
