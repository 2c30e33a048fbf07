import type { Page } from '@playwright/test';
import { scheduledSessions, schoolTerms, schoolYears } from '../../src/server/db/schema.js';
import { addToWaitlist, makeClass, enrol } from '../../src/server/factories/classes.js';
import { createStudent, inDays } from '../../src/server/factories/index.js';
import { ukInstant } from '../../src/shared/dates/uk-instant.js';
import { expectNoAxeViolations, WIDTHS } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { unique } from './support/tutor.js';
import { newTutor } from './support/world.js';

/* Issue 28 §8: the class screens, for admins and tutors. */

const SHOTS = process.env.SHOTS_DIR;

/** Axe at a phone's and a laptop's width, with a screenshot of each when SHOTS_DIR is set. */
async function checkScreen(page: Page, name: string) {
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('a tutor sees their classes and a class roster', async ({ page, db, signedInAs }) => {
  const { user } = await signedInAs('tutor');
  const name = unique('Maths 10T');
  const cls = await makeClass(db, { tutorId: user.id, name });
  const child = await createStudent(db, { name: unique('Rosa Roster') });
  await enrol(db, cls, child.id);
  await makeClass(db, { tutorId: (await newTutor(db)).id, name: unique('Not mine') });

  await page.goto('/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'My classes' }).first().click();
  await expect(page.getByRole('heading', { name: 'My classes', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Not mine/ })).toHaveCount(0);
  await checkScreen(page, 'tutor-classes');

  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const roster = page.getByRole('region', { name: 'Roster' }).last();
  await expect(roster.getByText(child.name!)).toBeVisible();
  await checkScreen(page, 'tutor-class');
});

test("an admin opens a class's roster from the classes list", async ({ page, db, signedInAs }) => {
  await signedInAs('admin');
  const tutor = await newTutor(db, { fullName: unique('Tara Tutor') });
  const small = await makeClass(db, { tutorId: tutor.id, name: unique('Small class') });
  const full = await makeClass(db, {
    tutorId: tutor.id,
    name: unique('Full class'),
    capacity: 2,
  });
  const names = [unique('Ada'), unique('Ben')];
  for (const childName of names) {
    await enrol(db, full, (await createStudent(db, { name: childName })).id);
  }
  await enrol(db, small, (await createStudent(db, { name: unique('Cai') })).id);
  const waiting = await createStudent(db, { name: unique('Dee Waiting') });
  await addToWaitlist(db, full.id, waiting.id);
  await db.insert(scheduledSessions).values({
    classId: full.id,
    tutorId: tutor.id,
    title: 'Year 10 Maths',
    subject: 'Mathematics',
    academicYear: 'Year 10',
    scheduledFor: inDays(1),
    duration: 60,
  });

  await page.goto('/admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Classes' }).first().click();
  await expect(page.getByRole('heading', { name: 'Classes', level: 1 })).toBeVisible();
  // The tutor's classes, by the filter's address (the tutor picker lists the first 50 by name).
  await page.goto(`/admin/classes?tutorId=${tutor.id}`);
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: small.name }).getByText('Below 8')).toBeVisible();
  await expect(
    rows.filter({ hasText: full.name }).getByText('Full', { exact: true }),
  ).toBeVisible();
  await checkScreen(page, 'admin-classes');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('link', { name: full.name }).click();
  await expect(page.getByRole('heading', { name: full.name, level: 1 })).toBeVisible();
  const roster = page.getByRole('table', { name: 'Roster' });
  for (const childName of names) await expect(roster.getByText(childName)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Upcoming sessions' })).toContainText(
    'Year 10 Maths',
  );
  // The class's count says someone waits, so the page reads the waitlist.
  await expect(page.getByRole('region', { name: 'Waitlist' })).toContainText(waiting.name!);
  await checkScreen(page, 'admin-class');
});

test('an admin sees the weeks a year group falls short of 15 hours', async ({
  page,
  db,
  signedInAs,
}) => {
  await signedInAs('admin');
  const label = unique('Year');
  const [year] = await db
    .insert(schoolYears)
    .values({ label, startsOn: '2031-01-01', endsOn: '2031-01-31' })
    .returning();
  await db.insert(schoolTerms).values({
    schoolYearId: year!.id,
    position: 1,
    name: 'Spring',
    startsOn: '2031-01-06',
    endsOn: '2031-01-17',
  });
  const tutor = await newTutor(db);
  const cls = await makeClass(
    db,
    { tutorId: tutor.id, schoolYearId: year!.id, yearGroup: 'Year 7', subject: 'English' },
    [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startsAt: '16:00', duration: 180 })),
  );
  // The full week of 6 January, and only Monday of the week of 13 January.
  const days = ['06', '07', '08', '09', '10', '13'].map((d) => `2031-01-${d}`);
  await db.insert(scheduledSessions).values(
    days.map((day) => ({
      classId: cls.id,
      tutorId: tutor.id,
      title: 'English',
      subject: 'English',
      scheduledFor: ukInstant(day, '16:00'),
      duration: 180,
    })),
  );

  await page.goto(`/admin/coverage?year=${year!.id}`);
  const card = page.getByRole('region', { name: 'Year 7' });
  await expect(card.getByText('15 hours a week')).toBeVisible();
  await card.getByText('1 week falls short of 15 hours').click();
  await expect(card.getByText('Week of 13 January 2031: 3 hours')).toBeVisible();
  await checkScreen(page, 'admin-coverage');
});
