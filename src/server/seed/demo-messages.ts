import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { conversationReads, messageReports, messages } from '../db/schema-messaging.js';
import { students, users } from '../db/schema.js';
import { createConversation, createMessage } from '../factories/messaging.js';
import { MINUTE_MS } from '../../shared/dates/durations.js';

/**
 * Issue 16's demo: the parent has an unread answer from Maya's tutor and a settled exchange with
 * Arjun's; the tutor has an unread question from another family; a withdrawn message shows how
 * that looks; and one reported message waits in the admins' safeguarding queue.
 */

type Line = [from: 'parent' | 'tutor', minutesAgo: number, body: string];

const MAYA: Line[] = [
  [
    'parent',
    3 * 1440,
    'Hello Ms Thompson, Maya found the quadratics homework hard this week. Could she try a few more examples?',
  ],
  [
    'tutor',
    3 * 1440 - 45,
    'Of course. There is a worksheet in Resources called "Algebra worksheet"; questions 1 to 6 are the ones to start with.',
  ],
  ['parent', 2 * 1440, 'Thank you, she did them last night and says they made sense.'],
  ['parent', 2 * 1440 - 2, 'Sorry, that was meant for her English tutor.'],
  [
    'tutor',
    90,
    'Lovely to hear. Maya answered two questions in class today; she is getting there. See https://www.bbc.co.uk/bitesize for extra practice.',
  ],
];
/** The parent's message above that they withdrew within five minutes. */
const MAYA_WITHDRAWN = 3;

const ARJUN: Line[] = [
  [
    'tutor',
    6 * 1440,
    'Hi Mrs Shah, Arjun will miss Thursday’s session for the school trip; the recording will be on his lessons page.',
  ],
  ['parent', 6 * 1440 - 30, 'Thanks for letting us know, he will watch it at the weekend.'],
];

const ELLA: Line[] = [
  [
    'parent',
    5 * 1440,
    'Hello, Ella would like to move up to the Year 7 group next term. Is that possible?',
  ],
  ['tutor', 5 * 1440 - 120, 'Let us talk after Thursday’s session about where she is.'],
  ['parent', 4 * 1440, 'Could you send me your personal number so we can text instead?'],
  ['parent', 25, 'Also, is there homework this week?'],
];
/** The message the tutor reported: a move to a private channel, which safeguarding forbids. */
const ELLA_REPORTED = 2;

async function conversation(
  tx: Db,
  ids: { parentId: number; tutorId: number; studentId: number },
  lines: Line[],
  nowMs: number,
) {
  const row = await createConversation(tx, {
    ...ids,
    createdAt: new Date(nowMs - (lines[0]![1] + 1) * MINUTE_MS),
  });
  const sent = [];
  for (const [from, minutesAgo, body] of lines) {
    sent.push(
      await createMessage(tx, {
        conversationId: row.id,
        senderId: from === 'parent' ? ids.parentId : ids.tutorId,
        body,
        sentAt: new Date(nowMs - minutesAgo * MINUTE_MS),
      }),
    );
  }
  return { id: row.id, sent };
}

/** How far each side has read: up to the message given, or nothing. */
async function reads(
  tx: Db,
  conversationId: number,
  entries: [userId: number, upTo: { id: number } | undefined][],
) {
  await tx.insert(conversationReads).values(
    entries.map(([userId, upTo]) => ({
      conversationId,
      userId,
      lastReadMessageId: upTo?.id ?? 0,
    })),
  );
}

export async function seedDemoMessages(tx: Db, nowMs: number) {
  const people = new Map(
    (
      await tx
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.username, ['parent', 'tutor', 'james.patel', 'tom.walker']))
    ).map((row) => [row.username, row.id]),
  );
  const child = async (name: string) =>
    (await tx.select({ id: students.id }).from(students).where(eq(students.name, name)))[0]!.id;
  const parent = people.get('parent')!;
  const tutor = people.get('tutor')!;

  const maya = await conversation(
    tx,
    { parentId: parent, tutorId: tutor, studentId: await child('Maya Shah') },
    MAYA,
    nowMs,
  );
  await reads(tx, maya.id, [
    [parent, maya.sent[MAYA_WITHDRAWN]],
    [tutor, maya.sent.at(-1)],
  ]);
  const withdrawn = maya.sent[MAYA_WITHDRAWN]!;
  await tx
    .update(messages)
    .set({ withdrawnAt: new Date(withdrawn.sentAt.getTime() + MINUTE_MS) })
    .where(eq(messages.id, withdrawn.id));

  const jamesPatel = people.get('james.patel')!;
  const arjun = await conversation(
    tx,
    { parentId: parent, tutorId: jamesPatel, studentId: await child('Arjun Shah') },
    ARJUN,
    nowMs,
  );
  await reads(tx, arjun.id, [
    [parent, arjun.sent.at(-1)],
    [jamesPatel, arjun.sent.at(-1)],
  ]);

  const tom = people.get('tom.walker')!;
  const ella = await conversation(
    tx,
    { parentId: tom, tutorId: tutor, studentId: await child('Ella Walker') },
    ELLA,
    nowMs,
  );
  await reads(tx, ella.id, [
    [tom, ella.sent.at(-1)],
    [tutor, ella.sent[ELLA_REPORTED]],
  ]);
  await tx.insert(messageReports).values({
    messageId: ella.sent[ELLA_REPORTED]!.id,
    reportedBy: tutor,
    reason: 'The parent asked for my personal number.',
    createdAt: new Date(nowMs - 4 * 1440 * MINUTE_MS + 10 * MINUTE_MS),
  });
}
