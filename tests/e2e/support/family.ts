import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect } from './fixtures.js';

/*
 * Helpers for the student and parent browser tests: dates as a person in London reads them, and
 * rows made through the admin API so each test owns what it changes.
 */

export const LONDON = 'Europe/London';
const DAY_MS = 86_400_000;

/** The London calendar date of an instant, as yyyy-mm-dd. */
export const londonDate = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: LONDON,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);

/** Noon UTC of a yyyy-mm-dd date: a stand-in for that calendar day, whatever the zone. */
export const dayOf = (ymd: string) => new Date(`${ymd}T12:00:00Z`);
export const addDays = (day: Date, days: number) => new Date(day.getTime() + days * DAY_MS);
export const ymdOf = (day: Date) => day.toISOString().slice(0, 10);

/** "Monday 23 November", as the week view names its days. */
export const dayLabel = (day: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(day);

/** The Monday of the London week that contains today (spec 2 §9: weeks start on Monday). */
export const thisMonday = () => {
  const today = dayOf(londonDate(new Date()));
  return addDays(today, -((today.getUTCDay() + 6) % 7));
};

/** An instant on a London calendar day, around midday whatever the clocks say. */
export const middayOn = (ymd: string) => new Date(`${ymd}T11:30:00Z`);

/** Signs an admin in on a separate request context and returns it, for setting up rows. */
export async function adminApi(request: APIRequestContext) {
  const res = await request.post('/api/login', {
    data: { username: 'admin', password: DEMO_PASSWORD, role: 'admin' },
  });
  expect(res.status(), 'admin sign-in').toBe(200);
  return request;
}

interface SessionSpec {
  title: string;
  scheduledFor: Date;
  status: string;
  youtubeUrl?: string;
  academicYear?: string;
}

/** A Year 10 group session (the demo student's year), with the status it needs. */
export async function createSession(admin: APIRequestContext, spec: SessionSpec) {
  // A seeded tutor that no browser test signs in as: other tests read the demo tutor's schedule,
  // and create and deactivate tutors of their own while this runs.
  const tutors = await admin.get('/api/admin/users/tutors');
  const options = (await tutors.json()) as { id: number; fullName: string }[];
  const tutorId = (options.find((t) => t.fullName === 'James Patel') ?? options[0]!).id;
  const created = await admin.post('/api/admin/scheduled-sessions', {
    data: {
      title: spec.title,
      description: 'Created by a browser test of the join rules.',
      subject: 'Mathematics',
      tutorId,
      scheduledFor: spec.scheduledFor.toISOString(),
      duration: 60,
      academicYear: spec.academicYear ?? 'Year 10',
      ...(spec.youtubeUrl ? { youtubeUrl: spec.youtubeUrl } : {}),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const updated = await admin.put(`/api/admin/scheduled-sessions/${id}`, {
    data: { status: spec.status },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  return id;
}

let counter = 0;

/**
 * A new parent of the demo company, signed in on the page through a registration code, so a
 * test can add and remove children without touching the demo family.
 */
export async function signInNewParent(page: Page, admin: APIRequestContext) {
  const companies = await admin.get('/api/admin/companies?pageSize=1');
  const companyId = ((await companies.json()) as { items: { id: number }[] }).items[0]!.id;
  const code = await admin.post('/api/admin/create-registration-code', {
    data: { companyId, maxUses: 1, expiryDays: 1 },
  });
  expect(code.status(), await code.text()).toBe(201);
  const unique = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  const fullName = `Test Parent ${unique}`;
  const res = await page.request.post('/api/register', {
    data: {
      code: ((await code.json()) as { code: string }).code,
      fullName,
      username: `e2e-parent-${unique}`,
      email: `e2e-parent-${unique}@example.com`,
      password: 'a-parent-password',
      confirmPassword: 'a-parent-password',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { fullName, unique };
}
