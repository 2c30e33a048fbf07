import { and, eq } from 'drizzle-orm';
import { EXPORT_KEPT_DAYS } from '../../../shared/account/data-export.js';
import { PRODUCT_NAME } from '../../../shared/constants.js';
import { dataExports } from '../../db/schema-audit.js';
import { users } from '../../db/schema.js';
import type { Email } from '../../email/outbox.js';
import { defineQueue } from '../../jobs/queue.js';
import { defineTask } from '../../jobs/task.js';
import type { Services } from '../../services.js';
import { exportArchive } from './archive.js';
import { collectFamilyRecords } from './collect.js';

export const dataExportQueue = defineQueue<{ exportId: string }>('data-export', {
  retryLimit: 3,
  retryBackoff: true,
  retryDelay: 30,
  deleteAfterSeconds: 3600,
  deadLetter: 'data-export-failed',
});

/**
 * pg-boss moves an export's job here once it has failed for good, whether its last attempt threw
 * or its worker died, so the export reads failed instead of pending forever and can be asked for
 * again. The row keeps only its status: the error stays in the job, never beside the person.
 */
export const dataExportFailedQueue = defineQueue<{ exportId: string }>('data-export-failed', {
  retryLimit: 5,
  retryBackoff: true,
});

const readyEmail = (to: string, fullName: string, link: string): Email => ({
  to,
  subject: `Your ${PRODUCT_NAME} data is ready to download`,
  text: `Hello ${fullName},\n\nThe copy of your ${PRODUCT_NAME} data that you asked for is ready. Sign in and download it here within ${EXPORT_KEPT_DAYS} days:\n\n${link}\n\nIf you did not ask for this, contact us straight away.\n\nThe ${PRODUCT_NAME} team`,
});

/** Builds an export's ZIP and tells its owner, when they asked for it themselves. */
export const dataExportTask = defineTask({
  queue: dataExportQueue,
  handler:
    ({ db, mail, config }: Services) =>
    async ({ data }) => {
      const [row] = await db
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.id, data.exportId), eq(dataExports.status, 'pending')));
      if (!row) return;
      const archive = exportArchive(await collectFamilyRecords(db, row.userId), new Date());
      await db.transaction(async (tx) => {
        await tx
          .update(dataExports)
          .set({ status: 'ready', archive })
          .where(eq(dataExports.id, row.id));
        if (row.requestedBy !== row.userId) return;
        const [owner] = await tx.select().from(users).where(eq(users.id, row.userId));
        if (!owner) return;
        const link = new URL('/account#your-data', config.publicUrl);
        await mail.queue(tx, readyEmail(owner.email, owner.fullName, link.toString()));
      });
    },
});

/** An export whose job ran out of retries reads failed instead of pending for ever. */
export const dataExportFailedTask = defineTask({
  queue: dataExportFailedQueue,
  handler:
    ({ db }) =>
    async ({ data }) => {
      await db
        .update(dataExports)
        .set({ status: 'failed', archive: null })
        .where(and(eq(dataExports.id, data.exportId), eq(dataExports.status, 'pending')));
    },
});
