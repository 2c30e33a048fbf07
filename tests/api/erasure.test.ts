import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/server/db/schema-audit.js';
import { attendanceMarks } from '../../src/server/db/schema-attendance.js';
import {
  classEnrolments,
  classPreferences,
  classWaitlist,
} from '../../src/server/db/schema-classes.js';
import { authSessions, users, type UserRow } from '../../src/server/db/schema.js';
import { createTutor, createUser, TEST_PASSWORD } from '../../src/server/factories/index.js';
import { eraseDueAccounts } from '../../src/server/features/erasure/pending.js';
import type { ErasureStatus } from '../../src/shared/account/erasure.js';
import { createFamilyEverywhere } from './support/family-data.js';
import { SIGNED_IN_HINT_COOKIE } from '../../src/shared/constants.js';
import type { CurrentUser } from '../../src/shared/auth/schemas.js';
import { loginRoleFor } from '../../src/shared/policies/landing.js';
import {
  createTestApp,
  lastEmailTo,
  rowsOf,
  signIn,
  signInAs,
  type TestApp,
} from './support/app.js';

/* Issue 17 §3: erasure removes a family from every table; a parent's own waits 14 days. */

let t: TestApp;
let admin: string;
let adminUser: UserRow;
let tutor: UserRow;
beforeAll(async () => {
  t = await createTestApp({ workers: false });
  adminUser = await createUser(t.db, { role: 'admin' });
  admin = await signInAs(t, adminUser);
  tutor = await createTutor(t.db);
});
afterAll(() => t.close());

/** Every text, varchar, array and jsonb column of every table, with the rows that hold `text`. */
async function tablesMentioning(identifiers: string[]) {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    t.db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public'
          and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
  );
  expect(columns.length).toBeGreaterThan(40);
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    for (const text of identifiers) {
      const [row] = await rowsOf<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from ${sql.identifier(table_name)}
            where position(${text.toLowerCase()} in lower(${sql.identifier(column_name)}::text)) > 0`,
      );
      if (row!.n > 0) found.push(`${table_name}.${column_name}: ${text}`);
    }
  }
  return found;
}

describe('an admin’s erasure', () => {
  it('leaves no name, username or email of the family in any table, and keeps the counts', async () => {
    const family = await createFamilyEverywhere(t.db, tutor);
    const other = await createFamilyEverywhere(t.db, tutor);
    const familySession = await signInAs(t, family.parent);
    expect(await tablesMentioning(family.identifiers)).not.toEqual([]);
    const otherBefore = await tablesMentioning(other.identifiers);
    const marksBefore = await t.db.$count(attendanceMarks);

    const res = await t.post(
      `/api/admin/accounts/${family.parent.id}/erase`,
      { reason: 'family_request' },
      { cookie: admin },
    );
    expect(res.statusCode, res.body).toBe(204);

    expect(await tablesMentioning(family.identifiers)).toEqual([]);
    // The other family shares the tutor, the sessions and the lesson: none of it is theirs to lose.
    expect(await tablesMentioning(other.identifiers)).toEqual(otherBefore);
    expect(await t.db.$count(attendanceMarks)).toBe(marksBefore);
    // The children leave their classes today, keeping the history; what was still to come goes.
    const places = await t.db
      .select()
      .from(classEnrolments)
      .where(inArray(classEnrolments.studentId, family.childIds));
    expect(places).toEqual([expect.objectContaining({ leftOn: expect.any(String) as string })]);
    expect(
      await t.db.$count(classWaitlist, inArray(classWaitlist.studentId, family.childIds)),
    ).toBe(0);
    expect(
      await t.db.$count(classPreferences, inArray(classPreferences.studentId, family.childIds)),
    ).toBe(0);
    expect(await t.db.$count(authSessions, eq(authSessions.userId, family.parent.id))).toBe(0);
    expect((await t.get('/api/user', { cookie: familySession })).statusCode).toBe(401);
    const trail = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'erase'));
    expect(trail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actorId: adminUser.id,
          recordType: 'user',
          recordId: family.parent.id,
          reason: 'family_request',
        }),
      ]),
    );
  });

  it('needs a reason and refuses the admin’s own account', async () => {
    const user = await createUser(t.db);
    const noReason = await t.post(`/api/admin/accounts/${user.id}/erase`, {}, { cookie: admin });
    expect(noReason.statusCode).toBe(400);
    const self = await t.post(
      `/api/admin/accounts/${adminUser.id}/erase`,
      { reason: 'account_support' },
      { cookie: admin },
    );
    expect(self.statusCode).toBe(400);
  });
});

describe('a parent’s own erasure', () => {
  it('waits 14 days, is cancelled by signing in, and otherwise runs when the grace ends', async () => {
    const family = await createFamilyEverywhere(t.db, tutor);
    const cookie = await signInAs(t, family.parent);
    const wrong = await t.post(
      '/api/account/erasure',
      { currentPassword: 'not-the-password' },
      { cookie },
    );
    expect(wrong.statusCode).toBe(400);
    const asked = await t.post(
      '/api/account/erasure',
      { currentPassword: TEST_PASSWORD },
      { cookie },
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const until = new Date(asked.json<ErasureStatus>().pendingUntil!);
    expect(until.getTime() - Date.now()).toBeGreaterThan(13.9 * 86_400_000);
    expect((await t.get('/api/user', { cookie })).statusCode).toBe(401);

    const again = await signIn(t, family.parent.username);
    const status = await t.get('/api/account/erasure', { cookie: again });
    expect(status.json<ErasureStatus>()).toMatchObject({ pendingUntil: null });
    expect(status.json<ErasureStatus>().cancelledAt).not.toBeNull();
    expect(
      await eraseDueAccounts(t.db, t.config.uploadDir, new Date(until.getTime() + 1000)),
    ).toEqual({ erased: 0 });

    await t.post('/api/account/erasure', { currentPassword: TEST_PASSWORD }, { cookie: again });
    expect(await eraseDueAccounts(t.db, t.config.uploadDir, new Date())).toEqual({ erased: 0 });
    expect(
      await eraseDueAccounts(t.db, t.config.uploadDir, new Date(until.getTime() + 60_000)),
    ).toEqual({ erased: 1 });
    const [row] = await t.db.select().from(users).where(eq(users.id, family.parent.id));
    expect(row).toMatchObject({ fullName: 'Erased account', passwordHash: '!' });
    expect(await tablesMentioning(family.identifiers)).toEqual([]);
  });

  it('ends the browser’s cookies, and the sign-in that cancels it says so once', async () => {
    const family = await createFamilyEverywhere(t.db, tutor);
    const cookie = await signInAs(t, family.parent);
    const asked = await t.post(
      '/api/account/erasure',
      { currentPassword: TEST_PASSWORD },
      { cookie: `${cookie}; ${SIGNED_IN_HINT_COOKIE}=1` },
    );
    expect(asked.statusCode, asked.body).toBe(200);
    // Issue 26 §5: the public pages read the hint cookie, which must not outlive the session.
    const cleared = asked.cookies.filter((c) => c.value === '').map((c) => c.name);
    expect(cleared).toEqual(expect.arrayContaining([SIGNED_IN_HINT_COOKIE]));
    expect(cleared.length).toBe(2);

    const login = () =>
      t.post('/api/login', {
        username: family.parent.username,
        password: TEST_PASSWORD,
        role: loginRoleFor('parent'),
      });
    const first = await login();
    expect(first.json<CurrentUser>()).toMatchObject({ erasureCancelled: true });
    expect((await lastEmailTo(t.db, family.parent.email))?.subject).toMatch(/will not be deleted/);
    const second = await login();
    expect(second.json<CurrentUser>()).not.toHaveProperty('erasureCancelled');
  });
});
