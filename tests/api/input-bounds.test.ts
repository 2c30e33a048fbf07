import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTutor, createUser } from '../../src/server/factories/index.js';
import {
  DATE_RANGE_MESSAGE,
  LONE_SURROGATE_MESSAGE,
  NUL_MESSAGE,
} from '../../src/shared/validation.js';
import { createTestApp, signInAs, type TestApp } from './support/app.js';

/**
 * What the database cannot hold is refused with a 400 that names the field (decision 044); the
 * fuzz test checks that nothing answers 5xx, these check the messages people see.
 */
let t: TestApp;
let admin: string;
let tutor: string;
let tutorId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, await createUser(t.db, { role: 'admin' }));
  const tutorRow = await createTutor(t.db);
  tutorId = tutorRow.id;
  tutor = await signInAs(t, tutorRow);
});
afterAll(() => t.close());

const session = (overrides: Record<string, unknown>) => ({
  title: 'Fractions revision',
  description: 'Adding and subtracting fractions.',
  subject: 'Mathematics',
  tutorId,
  scheduledFor: '2030-01-10T16:00:00.000Z',
  duration: 60,
  academicYear: 'Year 7',
  ...overrides,
});

describe('input the database cannot hold', () => {
  it('refuses a NUL character in a body, a query or a path, naming the field', async () => {
    const body = await t.post('/api/enquiries', {
      fullName: 'Ada\u0000',
      companyName: 'Acme',
      role: 'HR',
      email: 'ada@example.com',
      companySize: '1-49',
      message: 'Hello',
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({ message: NUL_MESSAGE, errors: { fullName: [NUL_MESSAGE] } });

    const query = await t.get('/api/students?search=a%00b', { cookie: tutor });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({ message: NUL_MESSAGE, errors: { search: [NUL_MESSAGE] } });

    const path = await t.get('/api/register/CODE%00');
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual({ message: NUL_MESSAGE, errors: { code: [NUL_MESSAGE] } });
  });

  it('refuses half of a surrogate pair, which a job payload could not store, naming the field', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/reset-password',
      payload: '{"username":"a\\udfffb"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: LONE_SURROGATE_MESSAGE,
      errors: { username: [LONE_SURROGATE_MESSAGE] },
    });
  });

  it('stores an uploaded file whose name holds a NUL character, without it', async () => {
    const boundary = 'bounds';
    const payload =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="notes\u0000.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\n\r\n--${boundary}--\r\n`;
    const upload = await t.request({
      method: 'POST',
      url: '/api/uploads',
      payload,
      cookie: tutor,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    expect(upload.json<{ name: string }>().name).toBe('notes.pdf');
  });

  it('refuses ids past PostgreSQL integers', async () => {
    const path = await t.get('/api/scheduled-sessions/student/2147483648', { cookie: tutor });
    expect(path.statusCode).toBe(400);
    const body = await t.post('/api/admin/scheduled-sessions', session({ tutorId: 2 ** 31 }), {
      cookie: admin,
    });
    expect(body.statusCode).toBe(400);
    expect(body.json<{ errors: object }>().errors).toEqual({ tutorId: ['Please select a tutor'] });
  });

  it.each(['+275760-09-13T00:00:00.000Z', '-000001-01-01T00:00:00.000Z', '1999-12-31T23:59:59Z'])(
    'refuses the date %s with the range it accepts',
    async (date) => {
      const created = await t.post(
        '/api/admin/scheduled-sessions',
        session({ scheduledFor: date }),
        {
          cookie: admin,
        },
      );
      expect(created.statusCode).toBe(400);
      expect(created.json()).toEqual({
        message: DATE_RANGE_MESSAGE,
        errors: { scheduledFor: [DATE_RANGE_MESSAGE] },
      });
      const range = await t.get(
        `/api/student/scheduled-sessions?from=${encodeURIComponent(date)}`,
        { cookie: tutor },
      );
      expect(range.statusCode).toBe(400);
      expect(range.json<{ errors: object }>().errors).toEqual({ from: [DATE_RANGE_MESSAGE] });
    },
  );

  it('accepts the last moment of 2099', async () => {
    const created = await t.post(
      '/api/admin/scheduled-sessions',
      session({ scheduledFor: '2099-12-31T23:59:59.999Z' }),
      { cookie: admin },
    );
    expect(created.statusCode, created.body).toBe(201);
  });
});
