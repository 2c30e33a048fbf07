import { bigint, check, integer, pgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/*
 * One row counting the committed changes to what a family's upcoming sessions are made of
 * (sessions, children, class places, class names, tutors' names): migration 0043's triggers add
 * one at the commit of every transaction that changes them. A kept family answer is good while the
 * count is the one it was made at (decision 130).
 */
export const scheduleGeneration = pgTable(
  'schedule_generation',
  {
    id: integer('id').primaryKey().default(1),
    changes: bigint('changes', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('schedule_generation_one_row', sql`${t.id} = 1`)],
);
