import type { Page } from '@playwright/test';
import { ENQUIRY_RATE_LIMITED, ENQUIRY_THANKS } from '../../src/shared/enquiries/schemas.js';
import { expect, test } from './support/fixtures.js';
import { uniqueId } from './support/world.js';

/* What visitors do on the public site: the FAQ, the phone menu and the contact form. */

const QUESTIONS = [
  'How does paying per place work?',
  'Which age groups and subjects do you cover?',
  'How do families access the platform?',
  'Can we adjust the number of places?',
  'What does the package include?',
  'What implementation support do you offer?',
  'How do we get started?',
];

const question = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const answerOf = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('the pricing FAQ', () => {
  test('has the seven questions, opens one answer at a time and closes it again', async ({
    page,
  }) => {
    await page.goto('/services/pricing');
    const faq = page.getByRole('region', { name: 'Pricing questions' });
    await expect(faq.getByRole('heading', { level: 3 })).toHaveText(QUESTIONS);
    for (const name of QUESTIONS) {
      await expect(question(page, name)).toHaveAttribute('aria-expanded', 'false');
    }

    await question(page, QUESTIONS[0]!).click();
    await expect(question(page, QUESTIONS[0]!)).toHaveAttribute('aria-expanded', 'true');
    await expect(answerOf(page, QUESTIONS[0]!)).toContainText('academic year');

    await question(page, QUESTIONS[4]!).click();
    await expect(answerOf(page, QUESTIONS[4]!)).toContainText('15 hours');
    await expect(answerOf(page, QUESTIONS[0]!)).toBeHidden();
    await expect(question(page, QUESTIONS[0]!)).toHaveAttribute('aria-expanded', 'false');

    await question(page, QUESTIONS[4]!).click();
    await expect(answerOf(page, QUESTIONS[4]!)).toBeHidden();
    await expect(page.getByRole('button', { expanded: true })).toHaveCount(0);
  });

  test('works from the keyboard', async ({ page }) => {
    await page.goto('/services/pricing');
    // Keys pressed before the page's code has loaded would do nothing, as they would for a person.
    await expect(question(page, QUESTIONS[0]!)).toBeEnabled();
    await question(page, QUESTIONS[0]!).focus();
    await page.keyboard.press('Enter');
    await expect(answerOf(page, QUESTIONS[0]!)).toBeVisible();

    await page.keyboard.press('ArrowDown');
    await expect(question(page, QUESTIONS[1]!)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(answerOf(page, QUESTIONS[1]!)).toBeVisible();
    await expect(answerOf(page, QUESTIONS[0]!)).toBeHidden();

    await page.keyboard.press('End');
    await expect(question(page, QUESTIONS[6]!)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(question(page, QUESTIONS[0]!)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(question(page, QUESTIONS[6]!)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(question(page, QUESTIONS[0]!)).toBeFocused();

    await question(page, QUESTIONS[1]!).focus();
    await page.keyboard.press('Enter');
    await expect(answerOf(page, QUESTIONS[1]!)).toBeHidden();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the MENU button opens the navigation and CLOSE closes it', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'MENU' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu).toBeHidden();

    await toggle.click();
    const close = page.getByRole('button', { name: 'CLOSE' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    for (const name of ['Home', 'Pricing', 'FAQ', 'Contact', 'Our story', 'Business', 'Families']) {
      await expect(menu.getByRole('link', { name, exact: true }).first()).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'View Curriculum' })).toBeVisible();

    await close.click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'MENU' })).toBeVisible();
  });

  test('following a link in the menu closes it, and Escape closes it too', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'MENU' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: 'Our tutors' }).click();
    await expect(page).toHaveURL('/services/tutors');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our tutors');
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'MENU' }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'MENU' })).toBeFocused();
  });
});

test.describe('the contact form', () => {
  const form = (page: Page) => page.locator('#contact form');

  const fillValid = async (page: Page, company: string) => {
    await page.getByLabel('Full name').fill('Jordan Ellis');
    await page.getByLabel('Company name').fill(company);
    await page.getByLabel('Role within company').selectOption('Benefits Manager');
    await page.getByLabel('Company size').selectOption('50-249');
    await page.getByLabel('Work email').fill('jordan.ellis@example.com');
    await page.getByLabel('Phone').fill('+44 20 7946 0000');
    await page.getByLabel('Message (optional)').fill('About 40 parents on our team.');
  };

  test('offers the roles and company sizes of the spec', async ({ page }) => {
    await page.goto('/#contact');
    await expect(
      page.getByLabel('Role within company').locator('option:not([disabled])'),
    ).toHaveText(['HR Director', 'CEO', 'Benefits Manager', 'HR Business Partner', 'Other']);
    await expect(page.getByLabel('Company size').locator('option:not([disabled])')).toHaveText([
      '1-49',
      '50-249',
      '250+',
    ]);
  });

  test('explains every missing or wrong answer before sending anything', async ({ page }) => {
    let sent = 0;
    await page.route('**/api/enquiries', async (route) => {
      sent++;
      await route.continue();
    });
    await page.goto('/#contact');
    await page.getByLabel('Work email').fill('not-an-email');
    await page.getByLabel('Phone').fill('12');
    await page.getByRole('button', { name: 'Send enquiry' }).click();

    for (const [label, message] of [
      ['Full name', 'Please enter your full name'],
      ['Company name', 'Please enter your company name'],
      ['Role within company', 'Please choose your role'],
      ['Company size', 'Please choose your company size'],
      ['Work email', 'Please enter a valid email address'],
      ['Phone', 'Please enter a valid phone number'],
    ] as const) {
      const field = page.getByLabel(label);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(page.getByLabel('Full name')).toBeFocused();
    expect(sent).toBe(0);
  });

  test('sends a valid enquiry, shows the thanks, and an admin can read it', async ({
    page,
    signedInAs,
  }) => {
    const company = `Northwind ${uniqueId()}`;
    await page.goto('/#contact');
    await fillValid(page, company);
    await page.getByRole('button', { name: 'Send enquiry' }).click();

    const thanks = page.getByRole('status').filter({ hasText: 'Enquiry sent' });
    await expect(thanks).toContainText(ENQUIRY_THANKS);
    await expect(page.getByRole('heading', { name: 'Enquiry sent' })).toBeFocused();
    await thanks.getByRole('button', { name: 'Send another enquiry' }).click();
    await expect(page.getByLabel('Full name')).toHaveValue('');

    await signedInAs('admin');
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Enquiries' }).first().click();
    await expect(page).toHaveURL('/admin/enquiries');
    await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: company });
    await expect(card.getByRole('heading', { name: 'Jordan Ellis' })).toBeVisible();
    await expect(card).toContainText(`Benefits Manager, ${company} · 50-249 employees`);
    await expect(card.getByRole('link', { name: 'jordan.ellis@example.com' })).toHaveAttribute(
      'href',
      'mailto:jordan.ellis@example.com',
    );
    await expect(card).toContainText('About 40 parents on our team.');
  });

  test('shows the server’s refusal and keeps what was typed', async ({ page }) => {
    await page.route('**/api/enquiries', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ message: ENQUIRY_RATE_LIMITED }),
      }),
    );
    await page.goto('/#contact');
    await fillValid(page, 'Contoso');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    const alert = form(page).getByRole('alert');
    await expect(alert).toContainText(ENQUIRY_RATE_LIMITED);
    await expect(alert.getByRole('link', { name: 'hello@classperk.co.uk' })).toHaveAttribute(
      'href',
      'mailto:hello@classperk.co.uk',
    );
    await expect(page.getByLabel('Company name')).toHaveValue('Contoso');
  });

  test('shows the server’s message under the field it is about', async ({ page }) => {
    await page.route('**/api/enquiries', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Some of the details you entered are not valid.',
          errors: { email: ['Please enter a valid email address'] },
        }),
      }),
    );
    await page.goto('/#contact');
    await fillValid(page, 'Fabrikam');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByLabel('Work email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    await expect(page.getByLabel('Work email')).toBeFocused();
    await expect(form(page).getByRole('alert')).toHaveCount(0);
  });
});

test('admins only: the enquiries page sends others to sign in', async ({ page, signedInAs }) => {
  await signedInAs('tutor');
  await page.goto('/admin/enquiries');
  await expect(page).not.toHaveURL('/admin/enquiries');
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toHaveCount(0);
});
