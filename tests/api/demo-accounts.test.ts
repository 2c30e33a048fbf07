import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.js';
import { companies, recordedLessons, students, users } from '../../src/server/db/schema.js';
import { createUser } from '../../src/server/factories/index.js';
import { removeDemoAccounts } from '../../src/server/seed/demo-accounts.js';
import { DEMO_COMPANIES, DEMO_USERNAMES } from '../../src/server/seed/demo-content.js';
import { seedDemo } from '../../src/server/seed/demo.js';
import { prepareDatabase, StartRefused } from '../../src/server/startup.js';
import { createTestApp, signInAs, type TestApp } from './support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const deployment = loadConfig({ PUBLIC_URL: 'https://classperk.example', EMAIL_OUTBOX: 'true' });
const localEvaluation = loadConfig({});

describe('demo accounts in a deployment', () => {
  it('refuses to start until npm run demo:remove has removed them, keeping everyone else', async () => {
    expect(await seedDemo(t.db)).toBe(true);
    const real = await createUser(t.db, { username: 'real.parent' });

    const refusal = await prepareDatabase(deployment, t.database).then(
      () => null,
      (err: unknown) => err,
    );
    expect(refusal).toBeInstanceOf(StartRefused);
    const message = (refusal as Error).message;
    expect(message).toContain('will not start');
    expect(message).toContain('npm run demo:remove');
    expect(message).toContain('PUBLIC_URL https://classperk.example');
    for (const username of ['admin', 'tutor', 'parent', 'student']) {
      expect(message).toContain(username);
    }
    // The same database is fine for a local evaluation.
    await expect(prepareDatabase(localEvaluation, t.database)).resolves.toBe(false);

    const removed = await removeDemoAccounts(t.db);
    expect(removed.map((account) => account.username).sort()).toEqual([...DEMO_USERNAMES].sort());
    await expect(prepareDatabase(deployment, t.database)).resolves.toBe(false);

    expect(await t.db.select().from(users).where(inArray(users.username, DEMO_USERNAMES))).toEqual(
      [],
    );
    expect(
      await t.db
        .select()
        .from(companies)
        .where(inArray(companies.name, [...DEMO_COMPANIES])),
    ).toEqual([]);
    expect(await t.db.select().from(recordedLessons)).toEqual([]);
    expect(await t.db.select().from(students)).toEqual([]);
    expect(await signInAs(t, real)).toMatch(/=/);
    // It seeds the whole demo, a school year of class sessions included: slow on a busy machine.
  }, 120_000);

  it('does not mistake an account that only shares a demo username for a demo account', async () => {
    await createUser(t.db, { username: 'tutor', role: 'tutor' });
    await expect(prepareDatabase(deployment, t.database)).resolves.toBe(false);
    expect(await removeDemoAccounts(t.db)).toEqual([]);
  });

  it('seeds nothing in a deployment', async () => {
    const before = await t.db.select({ id: users.id }).from(users);
    await expect(prepareDatabase(deployment, t.database)).resolves.toBe(false);
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });
});
