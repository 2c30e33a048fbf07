import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createRegistrationCode,
  createTutor,
  createUser,
} from '../../src/server/factories/index.js';
import type { CurrentUser } from '../../src/shared/auth/schemas.js';
import type { ErrorBody } from '../../src/shared/api/contract.js';
import { USERNAME_CHARACTERS } from '../../src/shared/auth/usernames.js';
import type { BulkUploadResult } from '../../src/shared/onboarding/schemas.js';
import { createTestApp, lastEmailTo, signIn, type TestApp } from './support/app.js';
import { adminCookie, postCredentials } from './support/onboarding.js';
import { registerThroughEmail } from './support/registration.js';

let t: TestApp;
let admin: string;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCookie(t);
  companyId = (await createCompany(t.db, { name: 'Northwind Logistics' })).id;
});
afterAll(() => t.close());

let n = 0;
const fieldsFor = async (username: string) => {
  n++;
  const { code } = await createRegistrationCode(t.db, { companyId });
  return {
    code,
    fullName: 'Sam Parent',
    username,
    email: `sam.parent.${n}@example.com`,
    password: 'a-good-password',
    confirmPassword: 'a-good-password',
  };
};
/** The registration form, which checks the fields. */
const register = async (username: string) => t.post('/api/register', await fieldsFor(username));
/** The form and then the emailed link, which creates the account (decision 078). */
const registerAndFinish = async (username: string) =>
  registerThroughEmail(t, await fieldsFor(username));

const addTutor = (username: string) =>
  t.post(
    '/api/admin/tutors',
    {
      username,
      password: 'a-good-password',
      email: `tutor.${username.length}.${++n}@example.com`,
      fullName: 'Tom Tutor',
      subjects: ['Maths'],
      qualifications: 'BSc Mathematics',
      bio: 'Ten years of GCSE maths.',
      yearsExperience: '10+',
      sendInvite: false,
    },
    { cookie: admin },
  );

describe('a chosen username', () => {
  it.each([
    ['a Cyrillic homoglyph', '\u0430dmin'],
    ['a zero-width space', 'ad\u200Bmin'],
    ['an accented letter', 'zoë.smith'],
    ['a space', 'sam parent'],
    ['an @', 'sam@home'],
  ])('with %s is refused with the character rule', async (_, username) => {
    const res = await register(username);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().errors?.username).toEqual([USERNAME_CHARACTERS]);
  });

  it('is refused the same way when an admin adds a tutor', async () => {
    const res = await addTutor('tüt\u200Bor');
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().errors?.username).toEqual([USERNAME_CHARACTERS]);
  });

  it('keeps letters, digits, dot, hyphen and underscore', async () => {
    const res = await registerAndFinish('Sam.Parent-01_x');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<CurrentUser>().username).toBe('Sam.Parent-01_x');
  });

  it('is NFKC-normalised: full-width letters become plain ones', async () => {
    const res = await registerAndFinish('\uFF2D\uFF41\uFF59\uFF41_\uFF10\uFF11');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<CurrentUser>().username).toBe('Maya_01');
  });

  it('clashes with an existing one whatever its case or width', async () => {
    await createUser(t.db, { username: 'clash.admin' });
    for (const username of [
      'CLASH.ADMIN',
      '\uFF23\uFF4C\uFF41\uFF53\uFF48.\uFF21\uFF44\uFF4D\uFF49\uFF4E',
    ]) {
      // The form answers as for any name (decision 078); the email says the name is taken.
      expect((await register(username)).statusCode, username).toBe(202);
      const mail = await lastEmailTo(t.db, `sam.parent.${n}@example.com`);
      expect(mail?.subject, username).toBe('Choose another ClassPerk username');
    }
    const tutor = await addTutor('\uFF23\uFF2C\uFF21\uFF33\uFF28.admin');
    expect(tutor.statusCode, tutor.body).toBe(409);
  });
});

describe('an admin editing a tutor', () => {
  const edit = (id: number, username: string) =>
    t.request({
      method: 'PUT',
      url: `/api/admin/tutors/${id}`,
      cookie: admin,
      payload: {
        username,
        email: `legacy.${id}@example.com`,
        fullName: 'Lena Legacy',
        subjects: ['Maths'],
        qualifications: 'BSc Mathematics',
        bio: 'Ten years of GCSE maths.',
        yearsExperience: '10+',
      },
    });

  it('keeps a username named before the character rule', async () => {
    const tutor = await createTutor(t.db, { username: 'Lena Müller' });
    const res = await edit(tutor.id, 'Lena Müller');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ username: string }>().username).toBe('Lena Müller');
  });

  it('refuses a new username that breaks it', async () => {
    const tutor = await createTutor(t.db);
    const res = await edit(tutor.id, '\u0430dmin.tutor');
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().errors?.username).toEqual([USERNAME_CHARACTERS]);
  });
});

describe('signing in', () => {
  it('finds the account from its full-width or upper-case spelling', async () => {
    const user = await createUser(t.db, { username: 'wide.parent' });
    for (const typed of ['\uFF37\uFF29\uFF24\uFF25.parent', 'WIDE.PARENT']) {
      const cookie = await signIn(t, typed);
      const me = (await t.get('/api/user', { cookie })).json<CurrentUser>();
      expect(me.id).toBe(user.id);
    }
  });

  it('still finds an account named before the character rule', async () => {
    const user = await createUser(t.db, { username: 'José Legacy' });
    const cookie = await signIn(t, 'josé legacy');
    expect((await t.get('/api/user', { cookie })).json<CurrentUser>().id).toBe(user.id);
  });

  it('does not find "admin" from a Cyrillic look-alike', async () => {
    await createUser(t.db, { username: 'lookalike' });
    const res = await t.post('/api/login', {
      username: 'l\u043Eokalike',
      password: 'correct-horse-battery',
      role: 'student',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('generated usernames', () => {
  it('transliterate accented names and drop every other character', async () => {
    const company = await createCompany(t.db, { name: 'Accents Ltd' });
    const names = [
      'Zoë Ñúñez',
      'Ｊｏｓé O\u2019Brien-Smith',
      'Ada \u0410\u043D\u043D\u0430 Lovelace',
      '李 小龍',
    ];
    const res = await postCredentials(
      t,
      '/api/admin/bulk-upload-employees',
      {
        employees: names.map((fullName, i) => ({
          row: i + 2,
          fullName,
          email: `accent${i}@accents.test`,
          department: 'Operations',
          jobTitle: 'Analyst',
        })),
        companyId: company.id,
      },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const usernames = res.json<BulkUploadResult>().credentials.map((c) => c.username);
    expect(usernames).toEqual(['zoe.nunez', 'jose.obriensmith', 'ada.lovelace', 'user']);
  });
});
