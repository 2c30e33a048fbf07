import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { importJobs } from '../../db/schema.js';

const WRITE_EVERY_MS = 200;

/**
 * Progress of a long job, kept in the database so that whichever app server answers the
 * browser's poll can report it. Writes are spaced out so progress never slows the job.
 */
export async function startJob(
  db: Db,
  id: string | undefined,
  kind: string,
  total: number,
  userId: number,
) {
  if (!id) return { progress: async () => {}, finish: async () => {} };
  await db
    .insert(importJobs)
    .values({ id, kind, total, createdBy: userId })
    .onConflictDoUpdate({
      target: importJobs.id,
      set: { total, processed: 0, status: 'running', updatedAt: new Date() },
    });
  let lastWrite = 0;
  const write = (values: Partial<typeof importJobs.$inferInsert>) =>
    db
      .update(importJobs)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(importJobs.id, id), eq(importJobs.createdBy, userId)));
  return {
    async progress(processed: number) {
      if (Date.now() - lastWrite < WRITE_EVERY_MS && processed < total) return;
      lastWrite = Date.now();
      await write({ processed });
    },
    async finish(status: 'done' | 'failed') {
      await write({ status, processed: total });
    },
  };
}
