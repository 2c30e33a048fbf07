import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MSG } from '../../src/shared/messages.js';
import { ukDayOf } from '../../src/shared/dates/uk-instant.js';
import { placesEndOn } from '../../src/shared/provisioning/notice.js';
import { classEnrolments, classWaitlist } from '../../src/server/db/schema-classes.js';
import { companyLeavers, companyProvisioning } from '../../src/server/db/schema-provisioning.js';
import { addToWaitlist, enrol, makeClass } from '../../src/server/factories/classes.js';
import {
  createCompany,
  createStudent,
  createTutor,
  createUser,
  TEST_PASSWORD,
} from '../../src/server/factories/index.js';
import { leaverPlacesQueue } from '../../src/server/features/leavers/places-task.js';
import { createSessionWatch } from '../../src/server/identity/session-watch.js';
import { hashSecret } from '../../src/server/identity/tokens.js';
import {
  createTestApp,
  emailsTo,
  lastEmailTo,
  signInAs,
  withJobEngine,
  type TestApp,
} from './support/app.js';
import { body, clientFor, patchOps, scimClient } from './support/scim.js';

/*
 * Leavers (issue 30 §4): a deactivation through SCIM ends the person's sessions on every app
 * server within 60 seconds, refuses their sign-in, tells the family, and ends the children's class
 * places at the end of the company's notice, offering them to the waitlist.
 */

const MINUTE = 60_000;
// Both servers keep sessions for a minute, so only the database's notice can end them sooner.
const env = { SESSION_CACHE_SECONDS: '60' };

let here: TestApp;
let there: TestApp;
beforeAll(async () => {
  here = await createTestApp({ env });
  there = await createTestApp({ env, database: here.database, workers: false });
});
afterAll(async () => {
  await there.close();
  await here.close();
});

async function employee(companyId: number) {
  const address = `leaver-${Math.random().toString(36).slice(2)}@example.com`;
  return createUser(here.db, {
    companyId,
    username: address,
    email: address,
    fullName: 'Sam Leaver',
  });
}

const status = (t: TestApp, cookie: string) =>
  t.get('/api/user', { cookie }).then((res) => res.statusCode);

describe('a leaver deactivated through SCIM', () => {
  it('is signed out on both app servers within 60 seconds and cannot sign in', async () => {
    const scim = await scimClient(here);
    const person = await employee(scim.companyId);
    const onHere = await signInAs(here, person);
    const onThere = await signInAs(there, person);
    // Either cookie on either server: each server has read and keeps both sessions.
    const everywhere = [
      [here, onHere],
      [there, onThere],
      [here, onThere],
      [there, onHere],
    ] as const;
    for (const [t, cookie] of everywhere) expect(await status(t, cookie)).toBe(200);

    const started = Date.now();
    const directoryOnThere = clientFor(there, scim.companyId, scim.token);
    const response = await directoryOnThere.patch(
      `/Users/${person.id}`,
      patchOps({ op: 'replace', path: 'active', value: false }),
    );
    expect(response.statusCode).toBe(200);
    for (const [t, cookie] of everywhere)
      await expect.poll(() => status(t, cookie), { timeout: MINUTE, interval: 200 }).toBe(401);
    expect(Date.now() - started).toBeLessThan(MINUTE);

    const again = await here.post('/api/login', {
      username: person.username,
      password: TEST_PASSWORD,
      role: 'student',
    });
    expect(again.statusCode).toBe(403);
    expect(again.json<{ message: string }>().message).toBe(SERVER_MSG.accountDeactivated);
  });

  it('ends a watched open connection once its session is gone', async () => {
    const scim = await scimClient(here);
    const person = await employee(scim.companyId);
    const cookie = await signInAs(here, person);
    const watch = createSessionWatch(here.db, here.app.log, 50);
    let ended = false;
    watch.watch(hashSecret(cookie.split('=')[1]!), () => (ended = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ended).toBe(false);
    await scim.delete(`/Users/${person.id}`);
    await expect.poll(() => ended, { timeout: 5_000 }).toBe(true);
    watch.close();
  });

  it('tells the family and keeps the children’s places to the end of the month', async () => {
    const scim = await scimClient(here);
    const person = await employee(scim.companyId);
    const tutor = await createTutor(here.db);
    const cls = await makeClass(here.db, { tutorId: tutor.id, name: 'Year 10 Maths Leavers' });
    const child = await createStudent(here.db, { parentId: person.id, name: 'Ada' });
    await enrol(here.db, cls, child.id);

    await scim.patch(
      `/Users/${person.id}`,
      patchOps({ op: 'Replace', path: 'active', value: 'False' }),
    );
    const expected = placesEndOn(ukDayOf(new Date()), null);
    const [leaver] = await here.db
      .select()
      .from(companyLeavers)
      .where(eq(companyLeavers.userId, person.id));
    expect(leaver).toMatchObject({ placesEndOn: expected, placesEndedAt: null });
    const email = await lastEmailTo(here.db, person.email);
    expect(email?.subject).toMatch(/access through .* has ended/);
    expect(email?.textBody).toContain('Ada in Year 10 Maths Leavers');
    // Still on the roster: the places last to the end of the month.
    const [place] = await here.db
      .select()
      .from(classEnrolments)
      .where(eq(classEnrolments.studentId, child.id));
    expect(place!.leftOn).toBeNull();

    // Coming back before then keeps them; nothing more is sent.
    await scim.patch(`/Users/${person.id}`, patchOps({ op: 'replace', value: { active: true } }));
    expect(
      await here.db.select().from(companyLeavers).where(eq(companyLeavers.userId, person.id)),
    ).toEqual([]);
    expect(await emailsTo(here.db, person.email)).toHaveLength(1);
  });

  it('ends the places at the end of the company’s notice and offers them to the next waiting', async () => {
    const company = await createCompany(here.db);
    await here.db.insert(companyProvisioning).values({ companyId: company.id, noticeDays: 0 });
    const scim = await scimClient(here, company.id);
    const person = await employee(company.id);
    const tutor = await createTutor(here.db);
    const cls = await makeClass(here.db, { tutorId: tutor.id, capacity: 1 });
    const child = await createStudent(here.db, { parentId: person.id, name: 'Ben' });
    await enrol(here.db, cls, child.id);
    const otherParent = await createUser(here.db);
    const waiting = await createStudent(here.db, { parentId: otherParent.id, name: 'Cleo' });
    await addToWaitlist(here.db, cls.id, waiting.id);

    const gone = await scim.delete(`/Users/${person.id}`);
    expect(gone.statusCode).toBe(204);
    await withJobEngine(here, (engine) => engine.send(leaverPlacesQueue, {}));
    await here.jobsIdle();

    const [place] = await here.db
      .select()
      .from(classEnrolments)
      .where(eq(classEnrolments.studentId, child.id));
    expect(place!.leftOn).toBe(ukDayOf(new Date()));
    const [offer] = await here.db
      .select()
      .from(classWaitlist)
      .where(and(eq(classWaitlist.classId, cls.id), eq(classWaitlist.studentId, waiting.id)));
    expect(offer!.status).toBe('offered');
    expect(body(await scim.get(`/Users/${person.id}`)).status).toBe('404');
  });
});

describe('a leaver an admin disables', () => {
  it('leaves as through the directory: signed out, the family told, the places kept for the notice', async () => {
    const company = await createCompany(here.db);
    const person = await employee(company.id);
    const cookie = await signInAs(here, person);
    const admin = await signInAs(here, await createUser(here.db, { role: 'admin' }));
    const res = await here.post(`/api/admin/accounts/${person.id}/disable`, undefined, {
      cookie: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(await status(here, cookie)).toBe(401);
    const [leaver] = await here.db
      .select()
      .from(companyLeavers)
      .where(eq(companyLeavers.userId, person.id));
    expect(leaver?.placesEndOn).toBe(placesEndOn(ukDayOf(new Date()), null));
    expect((await lastEmailTo(here.db, person.email))?.subject).toContain(company.name);
  });

  it('keeps the children’s places when the admin enables the account before the notice ends', async () => {
    const company = await createCompany(here.db);
    const person = await employee(company.id);
    const admin = await signInAs(here, await createUser(here.db, { role: 'admin' }));
    await here.post(`/api/admin/accounts/${person.id}/disable`, undefined, { cookie: admin });
    const res = await here.post(`/api/admin/accounts/${person.id}/enable`, undefined, {
      cookie: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(
      await here.db.select().from(companyLeavers).where(eq(companyLeavers.userId, person.id)),
    ).toEqual([]);
  });
});
