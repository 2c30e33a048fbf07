import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateEvents } from '../../src/server/db/schema.js';
import { createCompany, createRegistrationCode } from '../../src/server/factories/index.js';
import {
  CODE_LOOKUP_LIMIT,
  CODE_LOOKUP_WINDOW_MS,
} from '../../src/server/features/auth/code-lookups.js';
import { REGISTRATION_MSG } from '../../src/shared/onboarding/registration-messages.js';
import { createTestApp, type Response, type TestApp } from './support/app.js';

let t: TestApp;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.db, { name: 'Northwind Logistics' })).id;
});
afterAll(() => t.close());

let address = 0;
/** Each test looks codes up from an address of its own, so their counts never meet. */
const newAddress = () => `203.0.113.${++address}`;

const lookUp = (code: string, remoteAddress: string) =>
  t.get(`/api/register/${code}`, { remoteAddress });

const register = (code: string, remoteAddress: string) =>
  t.post(
    '/api/register',
    {
      code,
      fullName: 'Sam Parent',
      username: `sam.${code.toLowerCase()}`,
      email: `sam.${code.toLowerCase()}@example.com`,
      password: 'a-good-password',
      confirmPassword: 'a-good-password',
    },
    { remoteAddress },
  );

const unusableCodes = async () => {
  const past = new Date(Date.now() - 60_000);
  return [
    'NOSUCHCD',
    (await createRegistrationCode(t.db, { companyId, expiresAt: past })).code,
    (await createRegistrationCode(t.db, { companyId, revokedAt: past })).code,
    (await createRegistrationCode(t.db, { companyId, maxUses: 2, uses: 2 })).code,
  ];
};

const answer = (res: Response) => ({ status: res.statusCode, body: res.json<unknown>() });

describe('an unusable registration code', () => {
  it('looks the same whether it is unknown, expired, revoked or used up', async () => {
    const ip = newAddress();
    const answers = [];
    for (const code of await unusableCodes()) answers.push(answer(await lookUp(code, ip)));
    expect(answers).toEqual(
      Array(4).fill({ status: 404, body: { message: REGISTRATION_MSG.codeUnusable } }),
    );
  });

  it('is refused the same way at sign-up', async () => {
    const ip = newAddress();
    const answers = [];
    for (const code of await unusableCodes()) {
      const res = await register(code, ip);
      expect(res.cookies).toEqual([]);
      answers.push(answer(res));
    }
    expect(answers).toEqual(
      Array(4).fill({ status: 404, body: { message: REGISTRATION_MSG.codeUnusable } }),
    );
  });
});

describe('registration code look-ups', () => {
  it(`check at most ${CODE_LOOKUP_LIMIT} unknown codes from one address however many arrive at once`, async () => {
    const ip = newAddress();
    const burst = await Promise.all(
      Array.from({ length: CODE_LOOKUP_LIMIT * 3 }, (_, i) =>
        lookUp(`GUESS${String(i).padStart(3, '0')}`, ip),
      ),
    );
    const statuses = burst.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 404)).toHaveLength(CODE_LOOKUP_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(CODE_LOOKUP_LIMIT * 2);
    const refused = burst.find((res) => res.statusCode === 429)!;
    expect(refused.json()).toEqual({ message: REGISTRATION_MSG.tooManyCodes });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(CODE_LOOKUP_WINDOW_MS / 1000);

    // Sign-up is the other way to try a code, so it is held back too.
    const { code } = await createRegistrationCode(t.db, { companyId });
    expect((await register(code, ip)).statusCode).toBe(429);
    // Another address is not.
    expect((await lookUp(code, newAddress())).statusCode).toBe(200);
  });

  it('do not count codes that exist, so a whole office can follow one link from one address', async () => {
    const ip = newAddress();
    const { code } = await createRegistrationCode(t.db, { companyId });
    const [, expired, revoked, usedUp] = await unusableCodes();
    const burst = await Promise.all(
      Array.from({ length: CODE_LOOKUP_LIMIT * 2 }, () => lookUp(code, ip)),
    );
    expect(burst.map((res) => res.statusCode)).toEqual(Array(CODE_LOOKUP_LIMIT * 2).fill(200));
    const ranOut = await Promise.all(
      Array.from({ length: CODE_LOOKUP_LIMIT }, () =>
        [expired!, revoked!, usedUp!].map((unusable) => lookUp(unusable, ip)),
      ).flat(),
    );
    expect(ranOut.map((res) => res.statusCode)).toEqual(Array(CODE_LOOKUP_LIMIT * 3).fill(404));
    expect((await register(code, ip)).statusCode).toBe(202);
    const counted = await t.db
      .select()
      .from(rateEvents)
      .where(and(eq(rateEvents.bucket, 'registration_code'), eq(rateEvents.ip, ip)));
    expect(counted).toEqual([]);
  });
});
