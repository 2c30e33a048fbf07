import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledSessions } from '../../src/server/db/schema.js';
import { createScheduledSession, createTutor, inDays } from '../../src/server/factories/index.js';
import type { AdminScheduledSession } from '../../src/shared/admin/schemas.js';
import { signInEveryRole } from './support/admin.js';
import { createTestApp, type TestApp } from './support/app.js';

let t: TestApp;
let admin: string;
let tutorId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInEveryRole(t)).admin;
  tutorId = (await createTutor(t.db)).id;
});
afterAll(() => t.close());

const storedStatus = async (id: number) =>
  (
    await t.db
      .select({ status: scheduledSessions.status })
      .from(scheduledSessions)
      .where(eq(scheduledSessions.id, id))
  )[0]!.status;

describe('a scheduled session’s status, stored canonical (decision 101)', () => {
  it('is stored trimmed and in lower case whatever case it is written in, and answered so', async () => {
    const session = await createScheduledSession(t.db, {
      tutorId,
      scheduledFor: inDays(3),
      status: ' Cancelled ',
    });
    expect(await storedStatus(session.id)).toBe('cancelled');
    await t.db
      .update(scheduledSessions)
      .set({ status: 'PENDING' })
      .where(eq(scheduledSessions.id, session.id));
    expect(await storedStatus(session.id)).toBe('pending');
    const res = await t.get(`/api/admin/scheduled-sessions/${session.id}`, { cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminScheduledSession>().status).toBe('pending');
  });

  it('is refused by the database in any other form, whatever writes it', async () => {
    const session = await createScheduledSession(t.db, { tutorId });
    await expect(
      t.db.execute(
        sql`update scheduled_sessions set status = 'Confirmed' where id = ${session.id}`,
      ),
    ).rejects.toThrow();
    expect(await storedStatus(session.id)).toBe('confirmed');
  });
});
