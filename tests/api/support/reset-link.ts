import { lastEmailTo, type TestApp } from './app.js';

/** Asks for a password reset as the user would and returns the token from the emailed link. */
export async function resetLinkToken(t: TestApp, user: { username: string; email: string }) {
  await t.post('/api/reset-password', { username: user.username });
  await t.jobsIdle();
  const mail = await lastEmailTo(t.db, user.email);
  const token = mail?.textBody.match(/reset-password\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`No reset link in the email: ${mail?.textBody}`);
  return token;
}
