import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/server/factories/index.js';
import { createTestApp, lastEmailTo, type TestApp } from './support/app.js';

// The web server's start: it answers first and starts pg-boss and its workers afterwards (main.ts).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jobsAfterListen: true });
});
afterAll(async () => {
  await t.close();
});

describe('jobs started after the server listens', () => {
  it('answers a read at once, and a call that queues an email starts the engine and its workers first', async () => {
    expect((await t.get('/api/health')).statusCode).toBe(200);

    const user = await createUser(t.db);
    const res = await t.post('/api/reset-password', { username: user.username });
    expect(res.statusCode).toBe(200);

    await t.jobsIdle();
    expect(await lastEmailTo(t.db, user.email)).toMatchObject({ status: 'sent' });
  });
});
