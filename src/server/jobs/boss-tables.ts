import { integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The columns of pg-boss's own tables that the app reads, so those reads are typed like the rest.
 * pg-boss creates and migrates these tables itself; they are outside src/server/db/schema.ts, so
 * drizzle-kit never writes a migration for them.
 */
const boss = pgSchema('pgboss');

export const bossQueues = boss.table('queue', {
  name: text('name').primaryKey(),
});

export const bossJobs = boss.table('job', {
  id: uuid('id').notNull(),
  name: text('name').notNull(),
  state: text('state', {
    enum: ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'],
  }).notNull(),
  retryCount: integer('retry_count').notNull(),
  data: jsonb('data'),
  output: jsonb('output'),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
  completedOn: timestamp('completed_on', { withTimezone: true }),
});
