import { expect } from 'vitest';
import { createCompany, createTutor, createUser } from '../../../src/server/factories/index.js';
import { createEmployerContact } from '../../../src/server/factories/usage.js';
import type { Role } from '../../../src/shared/constants.js';
import { signInAs, type Response, type TestApp } from './app.js';

export type Cookies = Record<Role, string>;

/** One signed-in account of each role, for the admin tests and their refusals. */
export async function signInEveryRole(t: TestApp): Promise<Cookies> {
  const [admin, tutor, parent, student, employer] = await Promise.all([
    createUser(t.db, { role: 'admin', fullName: 'Test Admin' }),
    createTutor(t.db),
    createUser(t.db, { role: 'parent' }),
    createUser(t.db, { role: 'student' }),
    createCompany(t.db).then((company) => createEmployerContact(t.db, company.id)),
  ]);
  return {
    admin: await signInAs(t, admin),
    tutor: await signInAs(t, tutor),
    parent: await signInAs(t, parent),
    student: await signInAs(t, student),
    employer: await signInAs(t, employer),
  };
}

export const put = (t: TestApp, url: string, payload: object, cookie: string) =>
  t.request({ method: 'PUT', url, payload, cookie });

export const del = (t: TestApp, url: string, cookie: string) =>
  t.request({ method: 'DELETE', url, cookie });

interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

/** A 400 whose field errors carry exactly these first messages. */
export function expectFieldErrors(res: Response, expected: Record<string, string>) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json<ErrorBody>();
  const firsts = Object.fromEntries(
    Object.entries(body.errors ?? {}).map(([field, messages]) => [field, messages[0]]),
  );
  expect(firsts).toEqual(expected);
}

export const messageOf = (res: Response) => res.json<ErrorBody>().message;
