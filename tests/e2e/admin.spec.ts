import { addMinutes, addYears, format } from 'date-fns';
import type { Locator, Page } from '@playwright/test';
import {
  createRecordedLesson,
  createScheduledSession,
  inDays,
} from '../../src/server/factories/index.js';
import { expect, expectToast, test } from './support/fixtures.js';
import { newTutor, uniqueId as unique } from './support/world.js';

/*
 * The admin dashboard (spec 2 §2.2, docs/decisions/014), as an admin of each test's own. An admin
 * sees everyone's rows, so each test makes what it reads with its id in the name and finds it so.
 */

/** The next half hour at least 40 minutes away, so this test's session comes early in Upcoming. */
const soonestSlot = () => {
  const slot = addMinutes(new Date(), 40);
  slot.setMinutes(slot.getMinutes() <= 30 ? 30 : 60, 0, 0);
  return slot;
};

/** The card in a list whose heading is this title. */
const card = (page: Page, title: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** Loads more of a list until the target shows, for lists other tests add to. */
async function loadUntilShown(page: Page, target: Locator) {
  const loaded = page.getByRole('region', { name: 'Schedule' }).locator('ul[aria-busy="false"]');
  await expect(loaded).toBeVisible();
  const more = page.getByRole('button', { name: 'Load more' });
  while ((await target.count()) === 0 && (await more.count()) > 0) {
    await more.click();
    await expect(page.getByRole('button', { name: 'Loading…' })).toHaveCount(0);
  }
}

async function choose(scope: Page | Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The tutor picker lists the first 50 by name; typing finds any other. */
async function chooseTutor(scope: Locator, name: string) {
  await scope.getByRole('searchbox', { name: 'Find a tutor' }).fill(name);
  await choose(scope, 'Tutor', name);
}

test.beforeEach(async ({ signedInAs }) => {
  await signedInAs('admin');
});

test.describe('the page', () => {
  test('shows the title, subtitle and the six tabs, with the open tab in the address', async ({
    page,
  }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText('Centrally manage tutoring sessions and tutors')).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');
    await expect(tabs).toHaveText([
      'Schedule',
      'Tutors',
      'Companies',
      'CSV Upload',
      'Registration',
      'Lesson Videos',
    ]);
    await expect(page.getByRole('tab', { name: 'Schedule' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await page.getByRole('tab', { name: 'Tutors' }).click();
    await expect(page).toHaveURL('/admin?tab=tutors');
    await expect(page.getByRole('heading', { name: 'Tutor Management' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Tutors' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await page.getByRole('tab', { name: 'Lesson Videos' }).click();
    await expect(page).toHaveURL('/admin?tab=lessons');
    await page.goBack();
    await expect(page).toHaveURL('/admin?tab=tutors');
    await expect(page.getByRole('heading', { name: 'Tutor Management' })).toBeVisible();

    await page.goto('/admin?tab=employees');
    await expect(page.getByRole('tab', { name: 'CSV Upload' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('says how many sessions it shows and loads more on request', async ({ page, db }) => {
    const tutor = await newTutor(db);
    for (let day = 1; day <= 49; day++) {
      await createScheduledSession(db, { tutorId: tutor.id, scheduledFor: inDays(day) });
    }
    await page.goto('/admin?tab=schedule&view=all');
    // One row a session in the desktop table, each headed by its title.
    await expect(page.getByText('Showing 24 sessions')).toBeVisible();
    await expect(page.getByRole('rowheader')).toHaveCount(24);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByText('Showing 48 sessions')).toBeVisible();
    await expect(page.getByRole('rowheader')).toHaveCount(48);
  });
});

test.describe('Schedule tab', () => {
  test('schedules a session, adds its YouTube link, edits it and cancels it', async ({
    page,
    db,
  }) => {
    // One journey through four dialogs and several pages of the schedule, on the cards a phone
    // shows; the desktop table's row menu is in admin-schedule-views.spec.ts.
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    const id = unique();
    const title = `E2E session ${id}`;
    const sarah = await newTutor(db, { fullName: `Sarah Thompson ${id}` });
    const james = await newTutor(db, { fullName: `James Patel ${id}` });
    await page.goto('/admin');

    // The form checks the spec 2 §5 rules before anything is sent.
    await page.getByRole('button', { name: 'Schedule New Session' }).click();
    const form = page.getByRole('dialog', { name: 'Schedule New Session' });
    await form.getByRole('button', { name: 'Schedule Session' }).click();
    await expect(form.getByText('Title must be at least 5 characters')).toBeVisible();
    await expect(form.getByText('Please select a tutor')).toBeVisible();
    // Spec 2 §9 defaults.
    await expect(form.getByRole('combobox', { name: 'Time' })).toHaveText('14:00');
    await expect(form.getByRole('combobox', { name: 'Duration' })).toHaveText('60 minutes');
    await expect(form.getByRole('combobox', { name: 'Academic year' })).toHaveText('Year 10');

    // Soon, so it shows early in Upcoming; the edit moves it half an hour, within the day.
    const day = soonestSlot();
    const later = addMinutes(day, day.getHours() === 23 && day.getMinutes() === 30 ? -30 : 30);
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('A session made by the browser tests.');
    await choose(form, 'Subject', 'Physics');
    await chooseTutor(form, sarah.fullName);
    await form.getByLabel('Date').fill(format(day, 'yyyy-MM-dd'));
    await choose(form, 'Time', format(day, 'HH:mm'));
    await choose(form, 'Duration', '45 minutes');
    await choose(form, 'Academic year', 'Year 11 (GCSE)');
    await form.getByRole('button', { name: 'Schedule Session' }).click();
    await expectToast(page, 'Success!', 'Session has been scheduled successfully.');
    await expect(form).toBeHidden();

    const session = card(page, title);
    await loadUntilShown(page, session);
    await expect(session).toContainText(format(day, 'MMM d, yyyy'));
    await expect(session).toContainText(format(day, 'h:mm a'));
    await expect(session).toContainText('Physics');
    await expect(session).toContainText(sarah.fullName);
    await expect(session).toContainText('45 minutes');
    await expect(session).toContainText('Year 11 (GCSE)');
    await expect(session).toContainText('Confirmed');

    // Add YouTube Link: https only, then a live session appears under the Live filter.
    await session.getByRole('button', { name: /^Add YouTube Link/ }).click();
    const linkDialog = page.getByRole('dialog', { name: 'Add YouTube Link' });
    await linkDialog.getByLabel('YouTube URL').fill('http://www.youtube.com/watch?v=e2e');
    await linkDialog.getByRole('button', { name: 'Add Link' }).click();
    await expect(linkDialog.getByText('URL must start with https://')).toBeVisible();
    await linkDialog.getByLabel('YouTube URL').fill('https://www.youtube.com/watch?v=e2e');
    await linkDialog.getByRole('button', { name: 'Add Link' }).click();
    await expectToast(page, 'Success', 'YouTube link has been added and live session created.');
    await expect(linkDialog).toBeHidden();
    await expect(session.getByRole('link', { name: 'Streaming link' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=e2e',
    );
    await page.getByRole('button', { name: 'Live Sessions' }).click();
    await expect(page).toHaveURL(/view=live/);
    const live = card(page, title);
    await loadUntilShown(page, live);
    await expect(live).toContainText('Live Session');
    await expect(live).toContainText('Live');
    await expect(live.getByRole('link', { name: /Open the stream/ })).toBeVisible();

    // Edit: a new time and tutor show on the card at once.
    await page.getByRole('button', { name: 'Upcoming Sessions' }).click();
    await loadUntilShown(page, session);
    await session.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Session' });
    await expect(edit.getByLabel('Title')).toHaveValue(title);
    await choose(edit, 'Time', format(later, 'HH:mm'));
    await chooseTutor(edit, james.fullName);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Session updated');
    await expect(edit).toBeHidden();
    await expect(session).toContainText(format(later, 'h:mm a'));
    await expect(session).toContainText(james.fullName);

    // Moved decades ahead, it heads All, which lists the furthest first, whatever other tests
    // have scheduled.
    const far = addYears(later, 50);
    await session.getByRole('button', { name: /^Edit/ }).click();
    await edit.getByLabel('Date').fill(format(far, 'yyyy-MM-dd'));
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await page.getByRole('button', { name: 'All Sessions' }).click();
    await expect(session).toContainText(format(far, 'MMM d, yyyy'));

    // Cancel: asks first, then the session shows as Cancelled.
    await session.getByRole('button', { name: /^Edit/ }).click();
    await edit.getByRole('button', { name: 'Cancel Session' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this session?' });
    await confirm.getByRole('button', { name: 'Cancel Session' }).click();
    await expectToast(page, 'Session cancelled');
    await expect(session).toContainText('Cancelled');
  });
});

test.describe('Tutors tab', () => {
  test('adds a tutor by invitation, edits their details and deactivates them', async ({ page }) => {
    const id = unique();
    const name = `Tess Tutor ${id}`;
    await page.goto('/admin?tab=tutors');
    await page.getByRole('button', { name: 'Add New Tutor' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Tutor' });
    await form.getByRole('button', { name: 'Add Tutor' }).click();
    await expect(form.getByText('Please select at least one subject')).toBeVisible();
    await expect(form.getByText('Years of experience is required')).toBeVisible();
    // With the invitation on, no password is asked for.
    await expect(form.getByRole('switch', { name: 'Send invitation email' })).toBeChecked();
    await expect(form.getByLabel('Password')).toHaveCount(0);

    await form.getByLabel('Full name').fill(name);
    await form.getByLabel('Username').fill(`tess_${id}`);
    await form.getByLabel('Email', { exact: true }).fill(`tess.${id}@example.com`);
    await form.getByRole('checkbox', { name: 'Chemistry' }).check();
    await form.getByLabel('Qualifications').fill('QTS, MChem');
    await choose(form, 'Years of experience', '3-5 years');
    await form
      .getByLabel('Bio', { exact: true })
      .fill('Chemistry teacher with a love of practicals.');
    await form.getByRole('button', { name: 'Add Tutor' }).click();
    await expectToast(page, 'Success', 'Tutor has been added successfully.');
    await expect(form).toBeHidden();

    const tutor = card(page, name);
    await expect(tutor).toContainText(`tess.${id}@example.com`);
    await expect(tutor).toContainText(`tess_${id}`);
    await expect(tutor).toContainText('Tutor');
    await expect(tutor).toContainText(`Added ${format(new Date(), 'MMM d, yyyy')}`);
    await expect(tutor).toContainText('Invitation pending');

    await tutor.getByRole('button', { name: /^Edit Details/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Details' });
    await edit.getByLabel('Full name').fill(`${name} Jones`);
    await edit.getByRole('checkbox', { name: 'Physics' }).check();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Tutor updated');
    const renamed = card(page, `${name} Jones`);
    await expect(renamed).toContainText('Physics');

    await renamed.getByRole('button', { name: /^Deactivate/ }).click();
    await page
      .getByRole('alertdialog', { name: `Deactivate ${name} Jones?` })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await expectToast(page, 'Tutor deactivated');
    await expect(renamed).toContainText('Inactive');
    await expect(renamed.getByRole('button', { name: /^Reactivate/ })).toBeVisible();
  });

  test('the invitation link opens the page where a tutor sets their own password', async ({
    page,
  }) => {
    await page.goto('/reset-password?token=invitation-token&invite=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Set password' })).toBeVisible();
  });

  test('shows the server message when a username is taken', async ({ page, db }) => {
    const taken = await newTutor(db);
    await page.goto('/admin?tab=tutors');
    await page.getByRole('button', { name: 'Add New Tutor' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Tutor' });
    await form.getByLabel('Full name').fill('Duplicate Person');
    await form.getByLabel('Username').fill(taken.username);
    await form.getByLabel('Email', { exact: true }).fill(`dup.${unique()}@example.com`);
    await form.getByRole('checkbox', { name: 'English' }).check();
    await form.getByLabel('Qualifications').fill('PGCE');
    await choose(form, 'Years of experience', '0-2 years');
    await form.getByLabel('Bio', { exact: true }).fill('Should never be created at all.');
    await form.getByRole('button', { name: 'Add Tutor' }).click();
    // The open dialog hides the rest of the page from the accessibility tree, so the toast is
    // found with hidden elements included; the dialog's own alert says the same to screen readers.
    const toast = page
      .getByRole('region', { name: /^Notifications/, includeHidden: true })
      .getByRole('listitem', { includeHidden: true });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Failed to add tutor');
    await expect(toast).toContainText('That username is already taken.');
    await expect(form.getByRole('alert')).toContainText('That username is already taken.');
  });
});

test.describe('Companies tab', () => {
  test('adds a company on the server and edits its status', async ({ page }) => {
    const name = `Globex ${unique()}`;
    await page.goto('/admin?tab=companies');
    await page.getByRole('button', { name: 'Add Company' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add Company' });
    await form.getByRole('button', { name: 'Add Company' }).click();
    await expect(form.getByText('Company name must be at least 2 characters')).toBeVisible();
    await expect(form.getByText('Please enter a valid email')).toBeVisible();
    await form.getByLabel('Company name').fill(name);
    await form.getByLabel('Contact name').fill('Hank Scorpio');
    await form.getByLabel('Contact email').fill('hank@globex.example');
    await form.getByLabel('Phone (optional)').fill('0113 496 0000');
    await form.getByRole('button', { name: 'Add Company' }).click();
    await expectToast(page, 'Company added');
    await expect(form).toBeHidden();

    const company = card(page, name);
    await expect(company).toContainText('Active');
    await expect(company).toContainText('Hank Scorpio');
    await expect(company).toContainText('hank@globex.example');
    await expect(company).toContainText('0113 496 0000');
    await expect(company).toContainText('0 employee accounts');
    await expect(company).toContainText(`Added ${format(new Date(), 'MMM d, yyyy')}`);

    await company.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Company' });
    await choose(edit, 'Status', 'Pending');
    await edit.getByLabel('Notes (optional)').fill('Waiting for the contract.');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Company updated');
    await expect(company).toContainText('Pending');
    await expect(company).toContainText('Waiting for the contract.');

    // It was saved on the server: a reload still shows it.
    await page.reload();
    await expect(card(page, name)).toContainText('Pending');
  });
});

test('with no companies, the Companies tab says No Companies Yet', async ({ page }) => {
  await page.route('**/api/admin/companies', (route) =>
    route.fulfill({ json: { items: [], nextCursor: null } }),
  );
  await page.goto('/admin?tab=companies');
  await expect(page.getByRole('heading', { name: 'No Companies Yet' })).toBeVisible();
});

test.describe('Lesson Videos tab', () => {
  test('adds, finds, edits and deletes a lesson', async ({ page, db }) => {
    const id = unique();
    const title = `Titration ${id}`;
    const emily = await newTutor(db, { fullName: `Emily Clarke ${id}` });
    // The subject filter offers the subjects lessons have; this one puts English there.
    await createRecordedLesson(db, {
      title: `Poetry ${id}`,
      subject: 'English',
      tutorId: emily.id,
    });
    await page.goto('/admin?tab=lessons');
    await page.getByRole('button', { name: 'Add Lesson' }).click();
    const form = page.getByRole('dialog', { name: 'Add Lesson' });
    await form.getByRole('button', { name: 'Add Lesson' }).click();
    await expect(form.getByText('Title is required')).toBeVisible();
    await expect(form.getByText('Please select a tutor')).toBeVisible();
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description (optional)').fill('Acids, alkalis and a burette.');
    await choose(form, 'Subject', 'Chemistry');
    await chooseTutor(form, emily.fullName);
    await form.getByLabel('Duration in minutes (optional)').fill('0');
    await form.getByLabel('Video URL (optional)').fill('not a link');
    await form.getByRole('button', { name: 'Add Lesson' }).click();
    await expect(form.getByText('Duration must be at least 1 minute')).toBeVisible();
    await expect(form.getByText('Please enter a valid URL')).toBeVisible();
    await form.getByLabel('Duration in minutes (optional)').fill('25');
    await form.getByLabel('Video URL (optional)').fill('https://www.youtube.com/watch?v=titration');
    await form.getByRole('button', { name: 'Add Lesson' }).click();
    await expectToast(page, 'Success', 'Lesson created successfully');
    await expect(form).toBeHidden();

    const lesson = card(page, title);
    await expect(lesson).toContainText('Chemistry');
    await expect(lesson).toContainText(emily.fullName);
    await expect(lesson).toContainText('25 min');
    await expect(lesson).toContainText('0 views');

    // Search and subject filter run on the server.
    await page.getByRole('searchbox', { name: 'Search lessons' }).fill(title.toUpperCase());
    const lessons = page.getByRole('region', { name: 'Lesson Videos' }).getByRole('listitem');
    await expect(lessons).toHaveCount(1);
    await choose(page, 'Subject', 'English');
    await expect(page.getByRole('heading', { name: 'No lessons found' })).toBeVisible();
    await choose(page, 'Subject', 'All Subjects');
    await expect(lesson).toBeVisible();

    await lesson.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Lesson' });
    await expect(edit.getByLabel('Title')).toHaveValue(title);
    await edit.getByLabel('Title').fill(`${title} revised`);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Success', 'Lesson updated successfully');
    await page.getByRole('searchbox', { name: 'Search lessons' }).fill('');
    const revised = card(page, `${title} revised`);
    await expect(revised).toBeVisible();

    await revised.getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to delete this lesson?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Success', 'Lesson deleted successfully');
    await expect(revised).toHaveCount(0);
  });

  test('shows six skeleton cards while the lessons load', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/recorded-lessons*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin?tab=lessons');
    await expect(
      page.getByRole('status', { name: 'Loading lessons' }).getByTestId('card-skeleton'),
    ).toHaveCount(6);
    release();
    await expect(page.getByRole('status', { name: 'Loading lessons' })).toHaveCount(0);
  });
});

test.describe('who may open /admin', () => {
  test.beforeEach(async ({ page }) => {
    await page.request.post('/api/logout');
  });

  test('a tutor is sent to /auth and on to their dashboard', async ({ page, signedInAs }) => {
    await signedInAs('tutor');
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto('/admin');
    await expect(page).toHaveURL('/dashboard');
    expect(visited).toContain('/auth');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  });

  test('a parent is sent to /auth and on to the parent dashboard', async ({ page, signedInAs }) => {
    await signedInAs('parent');
    await page.goto('/admin');
    await expect(page).toHaveURL('/parent-dashboard');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  });
});
