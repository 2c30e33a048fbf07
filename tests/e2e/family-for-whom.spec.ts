import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { classSession, enrol, makeClass } from '../../src/server/factories/classes.js';
import { createScheduledSession, createStudent } from '../../src/server/factories/index.js';
import { expectNoAxeViolations, WIDTHS } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { addDays, dayOf, londonDate, thisMonday } from './support/family.js';
import { newFamily, newTutor, uniqueId } from './support/world.js';

/*
 * Issue 28 §6: the parent's schedule names the child each session is for as the server says, by
 * the roster: two children of one year group, one of them in a class, see the class's session
 * named for that one and the year group's masterclass for both.
 */

const SHOTS = '/work/shots/roster2';
const HOUR_MS = 3_600_000;

test('a parent’s schedule names the child on the class’s roster, not the whole year group', async ({
  page,
  db,
  signInAs,
}) => {
  const id = uniqueId();
  const year = `Year 10 ${id}`;
  const subject = `Mathematics ${id}`;
  const tutor = await newTutor(db, { fullName: 'Sarah Thompson' });
  const { parent, profile } = await newFamily(db, {
    grade: year,
    subjects: subject,
    childName: 'Ada Lovelace',
    parentName: 'Grace Lovelace',
  });
  await createStudent(db, { parentId: parent.id, name: 'Ben Lovelace', grade: year, subjects: '' });
  const cls = await makeClass(db, { tutorId: tutor.id, yearGroup: year, subject, name: 'Maths A' });
  await enrol(db, cls, profile.id);
  const classAt = new Date(Date.now() + 2 * HOUR_MS);
  await classSession(db, cls, {
    title: `Class algebra ${id}`,
    scheduledFor: classAt,
    status: 'confirmed',
  });
  await createScheduledSession(db, {
    tutorId: tutor.id,
    title: `Masterclass ${id}`,
    subject,
    academicYear: year,
    scheduledFor: new Date(classAt.getTime() + HOUR_MS / 2),
    status: 'confirmed',
  });

  await signInAs(parent);
  await page.goto('/parent-dashboard');
  const week = page.getByRole('region', { name: "This Week's Schedule" });
  const item = (title: string) => week.getByRole('listitem').filter({ hasText: title });
  await expect(item(`Class algebra ${id}`)).toContainText('For Ada');
  await expect(item(`Class algebra ${id}`)).not.toContainText('Ben');
  await expect(item(`Class algebra ${id}`)).toContainText('Class: Maths A');
  await expect(item(`Masterclass ${id}`)).toContainText('For Ada, Ben');

  await shots(page, 'parent-dashboard');

  // The week view names them the same way.
  await page.goto('/student/schedule');
  if (dayOf(londonDate(classAt)) >= addDays(thisMonday(), 7)) {
    await page.getByRole('button', { name: 'Next week' }).click();
  }
  const link = (name: string) => page.getByRole('link', { name: new RegExp(name) });
  await expect(link(`Class algebra ${id}.*For Ada`)).toBeVisible();
  await expect(link(`Class algebra ${id}.*Ben`)).toHaveCount(0);
  await expect(link(`Masterclass ${id}.*For Ada, Ben`)).toBeVisible();
  await shots(page, 'parent-week');
});

/** The page at a phone's and a laptop's width, then the accessibility checks. */
async function shots(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await expectNoAxeViolations(page);
}
