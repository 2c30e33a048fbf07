import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiries } from '../../src/server/db/schema.js';
import {
  ENQUIRY_RATE_LIMITED,
  ENQUIRY_THANKS,
  type Enquiry,
} from '../../src/shared/enquiries/schemas.js';
import { SERVER_MSG } from '../../src/shared/messages.js';
import { expectFieldErrors, messageOf, signInEveryRole, type Cookies } from './support/admin.js';
import { createTestApp, lastEmailTo, type TestApp } from './support/app.js';
import { expectPagingContract, type CursorPage } from './support/paging.js';

/* The landing page's contact form (spec 1 §2): stored, e-mailed, rate-limited, read by admins. */

let t: TestApp;
let cookies: Cookies;
beforeAll(async () => {
  t = await createTestApp();
  cookies = await signInEveryRole(t);
});
afterAll(() => t.close());

let nextAddress = 1;
/** Each test sends from its own address, so the per-address limit of one never reaches another. */
const send = (payload: object, remoteAddress = `198.51.100.${nextAddress++}`) =>
  t.request({ method: 'POST', url: '/api/enquiries', payload, remoteAddress });

const valid = (companyName: string) => ({
  fullName: '  Jordan Ellis ',
  companyName,
  role: 'HR Director',
  email: 'Jordan.Ellis@Example.com',
  phone: '+44 20 7946 0000',
  companySize: '250+',
  message: 'We have about 60 parents.',
});

describe('POST /api/enquiries', () => {
  it('stores the enquiry, tidied, e-mails support and thanks the sender', async () => {
    const res = await send(valid('Northwind Traders'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ message: string }>().message).toBe(ENQUIRY_THANKS);

    const [row] = await t.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.companyName, 'Northwind Traders'));
    expect(row).toMatchObject({
      fullName: 'Jordan Ellis',
      email: 'jordan.ellis@example.com',
      role: 'HR Director',
      companySize: '250+',
      message: 'We have about 60 parents.',
    });
    const email = await lastEmailTo(t.db, t.config.supportEmail);
    expect(email?.subject).toBe('New enquiry from Northwind Traders');
    expect(email?.textBody).toContain('jordan.ellis@example.com');
  });

  it('accepts an enquiry without a message', async () => {
    const { message: _message, ...rest } = valid('Quiet Ltd');
    const res = await send(rest);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.select().from(enquiries).where(eq(enquiries.companyName, 'Quiet Ltd'));
    expect(row?.message).toBeNull();
  });

  it('answers 400 with a message for every field that is wrong', async () => {
    const res = await send({
      fullName: 'J',
      companyName: '',
      role: 'Intern',
      email: 'not-an-email',
      phone: 'call me',
      companySize: '10000',
    });
    expectFieldErrors(res, {
      fullName: 'Please enter your full name',
      companyName: 'Please enter your company name',
      role: 'Please choose your role',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      companySize: 'Please choose your company size',
    });
  });

  it('refuses a sixth enquiry from one address within the hour, and only from that address', async () => {
    const address = '203.0.113.77';
    for (let index = 0; index < 5; index++) {
      expect((await send(valid(`Busy ${index}`), address)).statusCode).toBe(201);
    }
    const refused = await send(valid('Busy 6'), address);
    expect(refused.statusCode).toBe(429);
    expect(messageOf(refused)).toBe(ENQUIRY_RATE_LIMITED);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(await t.db.select().from(enquiries).where(eq(enquiries.companyName, 'Busy 6'))).toEqual(
      [],
    );
    expect((await send(valid('Elsewhere Ltd'))).statusCode).toBe(201);
  });

  it('stores at most five of 30 enquiries sent at once from one address', async () => {
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, index) => send(valid(`Burst ${index}`), '203.0.113.78')),
    );
    const stored = await t.db
      .select()
      .from(enquiries)
      .where(like(enquiries.companyName, 'Burst %'));
    expect(stored).toHaveLength(5);
    expect(burst.filter((res) => res.statusCode === 201)).toHaveLength(5);
    expect(burst.filter((res) => res.statusCode === 429)).toHaveLength(25);
  });
});

describe('GET /api/admin/enquiries', () => {
  it('is for admins only', async () => {
    expect((await t.get('/api/admin/enquiries')).statusCode).toBe(401);
    for (const role of ['tutor', 'parent', 'student'] as const) {
      const res = await t.get('/api/admin/enquiries', { cookie: cookies[role] });
      expect(res.statusCode).toBe(403);
      expect(messageOf(res)).toBe(SERVER_MSG.forbidden);
    }
  });

  it('lists enquiries newest first, a page at a time after a cursor', async () => {
    for (const name of ['Paged One', 'Paged Two', 'Paged Three']) {
      expect((await send(valid(name))).statusCode).toBe(201);
    }
    const first = await t.get('/api/admin/enquiries?pageSize=2', { cookie: cookies.admin });
    expect(first.statusCode).toBe(200);
    const page = first.json<CursorPage<Enquiry>>();
    expect(page.items.map((item) => item.companyName)).toEqual(['Paged Three', 'Paged Two']);
    expect(page).not.toHaveProperty('total');
    expect(new Date(page.items[0]!.createdAt).toISOString()).toBe(page.items[0]!.createdAt);

    const second = await t.get(`/api/admin/enquiries?pageSize=2&cursor=${page.nextCursor}`, {
      cookie: cookies.admin,
    });
    expect(second.json<CursorPage<Enquiry>>().items[0]?.companyName).toBe('Paged One');
  });

  it('keeps the paging contract while enquiries arrive', async () => {
    let n = 0;
    await expectPagingContract(t, {
      url: '/api/admin/enquiries',
      cookie: cookies.admin,
      insert: async (count) => {
        const rows = await t.db
          .insert(enquiries)
          .values(
            Array.from({ length: count }, () => ({
              fullName: 'Paging Enquirer',
              email: `paging${(n += 1)}@example.com`,
              companyName: `Paging Co ${n}`,
              role: 'HR Director',
              phone: '020 7946 0000',
              companySize: '50-200',
            })),
          )
          .returning({ id: enquiries.id });
        return rows.map((row) => row.id);
      },
    });
  });
});
