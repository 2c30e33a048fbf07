import { createScheduledSession } from '../../src/server/factories/index.js';
import { expectNoAxeViolations, WIDTHS } from './support/axe.js';
import { addDays, dayLabel, LONDON, newFamilyWorld, thisMonday, ymdOf } from './support/family.js';
import { expect, test } from './support/fixtures.js';

/*
 * Issue 26 §5: one UK style for the dates the spec does not name (decision 090). Before, the
 * student's lesson page read "Monday, November 30, 2026", the parent's week "Monday, November 30"
 * and the student's week heading "30 November – 6 December 2026" beside "23 – 29 November 2026".
 */

test.use({ timezoneId: LONDON, locale: 'en-GB' });

/** "23 November 2026" of a noon-UTC day. */
const dayMonthYear = (day: Date) =>
  `${dayLabel(day).split(' ').slice(1).join(' ')} ${day.getUTCFullYear()}`;

/** This week as the calendars head it: "23–29 November 2026", "30 November – 6 December 2026". */
function thisWeekHeading() {
  const [monday, sunday] = [thisMonday(), addDays(thisMonday(), 6)];
  if (monday.getUTCMonth() === sunday.getUTCMonth())
    return `${monday.getUTCDate()}–${dayMonthYear(sunday)}`;
  const start = dayMonthYear(monday);
  const sameYear = monday.getUTCFullYear() === sunday.getUTCFullYear();
  return `${sameYear ? start.replace(/ \d{4}$/, '') : start} – ${dayMonthYear(sunday)}`;
}

for (const [width, height] of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height } });

    test('the student’s lesson page and week write dates the UK way', async ({
      page,
      db,
      signInAs,
    }) => {
      const world = await newFamilyWorld(db);
      const day = addDays(thisMonday(), 7);
      const session = await createScheduledSession(db, {
        title: 'Year 10 Maths: vectors',
        subject: world.subjects.maths,
        academicYear: world.years.y10,
        tutorId: world.tutor.id,
        scheduledFor: new Date(`${ymdOf(day)}T12:00:00Z`),
        duration: 60,
        status: 'confirmed',
      });
      await signInAs(world.student);

      await page.goto('/student/schedule');
      await expect(
        page.getByRole('heading', { name: thisWeekHeading(), exact: true }),
      ).toBeVisible();

      await page.goto(`/student/lesson/${session.id}`);
      await expect(
        page.getByText(`${dayLabel(day)} ${day.getUTCFullYear()}`, { exact: true }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the tutor’s calendar heads its week the UK way', async ({ page, signedInAs }) => {
      await signedInAs('tutor');
      await page.goto('/schedule');
      await expect(
        page.getByRole('heading', { name: thisWeekHeading(), exact: true }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the parent’s week names each session’s day the UK way', async ({
      page,
      db,
      signInAs,
    }) => {
      const world = await newFamilyWorld(db);
      await signInAs(world.parent);
      await page.goto('/parent-dashboard');
      const card = page.getByRole('region', { name: "This Week's Schedule" });
      await expect(
        card
          .getByText(
            /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2} [A-Z][a-z]+ •/,
          )
          .first(),
      ).toBeVisible();
      await expect(card.getByText(/day, [A-Z]/)).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });
}
