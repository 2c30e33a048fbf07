import { z } from 'zod';
import {
  analyticsSchema,
  dashboardSchema,
  scheduleSchema,
} from '../../../shared/insights/responses.js';
import { dateInput } from '../../../shared/validation.js';
import type { Api } from '../../http/contract.js';
import type { Services } from '../../services.js';
import { currentUser } from '../../identity/guard.js';
import { adminAnalytics, tutorAnalytics } from './analytics.js';
import { calendarOf } from './calendar.js';
import { dashboardOf } from './dashboard.js';
import { DAY_MS } from '../../../shared/dates/durations.js';
import { readsEveryTutorsRows } from '../../../shared/policies/ownership.js';

const rangeSchema = z
  .object({ from: dateInput(), to: dateInput() })
  .refine(
    (range) => range.to > range.from && range.to.getTime() - range.from.getTime() <= 62 * DAY_MS,
    {
      message: 'Choose a range of up to two months.',
      path: ['to'],
    },
  );

/** The tutor dashboard, the tutor's calendar and the analytics page. */
export function registerInsightRoutes(app: Api, { db }: Services) {
  const tutorOrAdmin = { access: ['tutor', 'admin'] } as const;
  const tags = ['Insights'];

  app.get(
    '/dashboard',
    {
      config: tutorOrAdmin,
      schema: {
        summary: 'Dashboard figures, upcoming sessions and recent recordings',
        description: "An admin's figures are the kept ones, counted every five minutes.",
        tags,
        response: { 200: dashboardSchema },
      },
    },
    (request) => dashboardOf(db, currentUser(request)),
  );

  app.get(
    '/schedule',
    {
      config: tutorOrAdmin,
      schema: {
        summary: 'Sessions and live streams between two instants',
        description: 'Up to two months at a time, and at most 400 entries of each kind.',
        tags,
        querystring: rangeSchema,
        response: { 200: scheduleSchema },
      },
    },
    (request) => calendarOf(db, currentUser(request), request.query.from, request.query.to),
  );

  app.get(
    '/analytics',
    {
      config: tutorOrAdmin,
      schema: {
        summary: 'Lesson views, sessions by subject and upcoming load per tutor',
        description:
          "A tutor's own figures are live; an admin's are the kept ones, counted every five minutes.",
        tags,
        response: { 200: analyticsSchema },
      },
    },
    (request) => {
      const user = currentUser(request);
      return readsEveryTutorsRows(user) ? adminAnalytics(db) : tutorAnalytics(db, user);
    },
  );
}
