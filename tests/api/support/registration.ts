import { expect } from 'vitest';
import { REGISTRATION_MSG } from '../../../src/shared/onboarding/registration-messages.js';
import { lastEmailTo, type Response, type TestApp } from './app.js';

/** The token of the finish link in the newest email to the address. */
export async function finishToken(t: TestApp, email: string) {
  const mail = await lastEmailTo(t.db, email);
  const token = mail?.textBody.match(/finish-registration\?token=([\w.-]+)/)?.[1];
  if (!token) throw new Error(`No finish link in the email to ${email}: ${mail?.textBody}`);
  return token;
}

/**
 * Registers as a person does (decision 078): the form, which always answers "check your email",
 * then the emailed link. Returns the link's answer: 201 with the user, or 202 to enrol.
 */
export async function registerThroughEmail(
  t: TestApp,
  input: { email: string } & Record<string, unknown>,
): Promise<Response> {
  const asked = await t.post('/api/register', input);
  expect(asked.statusCode, asked.body).toBe(202);
  expect(asked.json()).toEqual({ message: REGISTRATION_MSG.checkEmail });
  return t.post('/api/register/confirm', { token: await finishToken(t, input.email) });
}
