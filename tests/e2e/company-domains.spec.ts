import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.js';
import { emailOutbox } from '../../src/server/db/schema.js';
import { createCompany } from '../../src/server/factories/index.js';
import { createEmployerContact } from '../../src/server/factories/usage.js';
import { WORK_EMAIL_MSG } from '../../src/shared/company-domains/messages.js';
import { checkAndShoot as shoot } from './support/axe.js';
import { acceptCookies, expect, expectToast, test } from './support/fixtures.js';
import { uniqueId } from './support/world.js';

/* Issue 30 §5–6: the employer contact adds the company's domain and verifies it through the
   emailed link; an employee then registers with a work address on it and lands signed in. */

/** The link in the newest email to an address, once the email is there. */
async function linkTo(db: Db, address: string, path: string) {
  let link: string | undefined;
  await expect(async () => {
    const [mail] = await db
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, address))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    link = mail?.text.match(new RegExp(`http\\S+${path}\\?token=[\\w.-]+`))?.[0];
    expect(link).toBeTruthy();
  }).toPass();
  return new URL(link!).pathname + new URL(link!).search;
}

test('the contact verifies a domain by its emailed link, and an employee registers with a work email', async ({
  page,
  browser,
  db,
  signInAs,
}) => {
  const company = await createCompany(db, { name: `Initech ${uniqueId()}` });
  const domain = `initech-${uniqueId()}.example.com`;
  await signInAs(await createEmployerContact(db, company.id));
  await page.goto('/employer');
  await page.getByRole('link', { name: 'Email domains' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Email domains' })).toBeVisible();
  await expect(page.getByText('No domains yet.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Domain' }).fill('gmail.com');
  await page.getByLabel('Send the link to').fill('someone@gmail.com');
  await page.getByRole('button', { name: 'Add domain' }).click();
  await expect(page.getByText('gmail.com is a public email service').first()).toBeVisible();

  await page.getByRole('textbox', { name: 'Domain' }).fill(domain);
  await page.getByLabel('Send the link to').fill(`hr@${domain}`);
  await page.getByRole('button', { name: 'Add domain' }).click();
  const list = page.getByRole('list', { name: 'Email domains' });
  await expect(list.getByText('Waiting for the link')).toBeVisible();
  // Drawn as typed: Inter would draw the "x" of "06x3" between digits as "×".
  await expect(list.getByText(domain, { exact: true })).toHaveCSS(
    'font-variant-ligatures',
    'no-contextual',
  );
  await expect(list.getByText(`Link sent to hr@${domain}`)).toBeVisible();
  await shoot(page, 'domains-waiting');

  // Whoever reads hr@ opens the link, in a browser of their own, signed out.
  const hrContext = await browser.newContext();
  await acceptCookies(hrContext);
  const hr = await hrContext.newPage();
  await hr.goto(await linkTo(db, `hr@${domain}`, '/verify-domain'));
  await hr.getByRole('button', { name: 'Confirm the domain' }).click();
  await expect(hr.getByText(`${domain} is verified`)).toBeVisible();
  await shoot(hr, 'domain-verified');
  await hrContext.close();

  await page.reload();
  await expect(list.getByText('Verified', { exact: true })).toBeVisible();
  await expect(list.getByText(`Verified by hr@${domain}`)).toBeVisible();
  await shoot(page, 'domains-verified');

  // An employee with no code, who has never been to ClassPerk.
  const context = await browser.newContext();
  await acceptCookies(context);
  const employee = await context.newPage();
  const email = `peter.gibbons@${domain}`;
  await employee.goto('/auth');
  await employee.getByRole('link', { name: 'Register with your work email' }).click();
  await expect(
    employee.getByRole('heading', { level: 1, name: WORK_EMAIL_MSG.title }),
  ).toBeVisible();
  await employee.getByLabel('Work email').fill(email);
  await shoot(employee, 'work-email');
  await employee.getByRole('button', { name: 'Email me a link' }).click();
  await expect(employee.getByText(WORK_EMAIL_MSG.checkEmail)).toBeVisible();

  await employee.goto(await linkTo(db, email, '/register/work-email/finish'));
  await expect(employee.getByText(WORK_EMAIL_MSG.finishIntro(company.name))).toBeVisible();
  await expect(employee.getByText(email)).toBeVisible();
  await employee.getByLabel('Full name').fill('Peter Gibbons');
  await employee.getByLabel('Username').fill(`peter_${uniqueId()}`);
  await employee.getByLabel('Password', { exact: true }).fill('tps-reports-cover-sheet');
  await employee.getByLabel('Confirm password').fill('tps-reports-cover-sheet');
  await shoot(employee, 'work-email-finish');
  await employee.getByRole('button', { name: 'Create Account' }).click();
  await expect(employee).toHaveURL('/parent-dashboard');
  await expectToast(employee, 'Registration successful');
  await context.close();
});
