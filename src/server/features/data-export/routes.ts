import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  adminExportSchema,
  dataExportPageSchema,
  dataExportSchema,
  EXPORT_KEPT_DAYS,
  exportIdParam,
  OWN_EXPORTS_PER_DAY,
} from '../../../shared/account/data-export.js';
import { errorBodySchema } from '../../../shared/api/contract.js';
import { uuidCursorQuerySchema } from '../../../shared/pagination.js';
import { idParam } from '../../../shared/validation.js';
import type { Db } from '../../db/client.js';
import { dataExports } from '../../db/schema-audit.js';
import { users } from '../../db/schema.js';
import type { Api } from '../../http/contract.js';
import { notFound } from '../../http/errors.js';
import { keysetRows, microsOf, pageFrom, timeCursorOf } from '../../http/keyset.js';
import type { JobEngine } from '../../jobs/engine.js';
import type { Services } from '../../services.js';
import { recordAudit } from '../../records/audit.js';
import { currentUser } from '../../identity/guard.js';
import { useExportAllowance } from './allowance.js';
import { dataExportQueue } from './worker.js';
import { DAY_MS } from '../../../shared/dates/durations.js';

const tags = ['Account: data protection'];

const zipResponse = {
  description: 'The export as a ZIP, as an attachment.',
  content: { 'application/zip': { schema: z.unknown() } },
};

const view = ({ id, status, createdAt, expiresAt }: typeof dataExports.$inferSelect) => ({
  id,
  status: status as 'pending' | 'ready' | 'failed',
  createdAt,
  expiresAt,
});

async function startExport(
  db: Db,
  jobs: JobEngine,
  userId: number,
  requestedBy: number,
  allowance?: (tx: Db) => Promise<void>,
) {
  const expiresAt = new Date(Date.now() + EXPORT_KEPT_DAYS * DAY_MS);
  return db.transaction(async (tx) => {
    await allowance?.(tx);
    const [row] = await tx
      .insert(dataExports)
      .values({ userId, requestedBy, expiresAt })
      .returning();
    await jobs.send(dataExportQueue, { exportId: row!.id }, { tx });
    return row!;
  });
}

/** One page of exports, newest first, of those `where` picks that can still be downloaded. */
async function pageOfExports(
  db: Db,
  { cursor, pageSize }: z.output<typeof uuidCursorQuerySchema>,
  where: SQL | undefined,
) {
  const rows = await keysetRows(
    db
      .select({ row: dataExports, micros: microsOf(dataExports.createdAt) })
      .from(dataExports)
      .$dynamic(),
    { direction: 'desc', time: dataExports.createdAt, uuid: dataExports.id },
    { cursor, pageSize },
    and(where, gt(dataExports.expiresAt, new Date())),
  );
  return pageFrom(
    rows,
    pageSize,
    ({ row, micros }) => timeCursorOf(micros, row.id),
    ({ row }) => view(row),
  );
}

/**
 * The exports an admin made of an account: the family's own are theirs alone, so an admin reads
 * a family's data only through an export of their own, recorded with its reason.
 */
const madeByAdmin = (userId: number) =>
  and(eq(dataExports.userId, userId), sql`${dataExports.requestedBy} is distinct from ${userId}`);

async function sendArchive(db: Db, reply: FastifyReply, id: string, whose: SQL | undefined) {
  const [row] = await db
    .select({ archive: dataExports.archive, createdAt: dataExports.createdAt })
    .from(dataExports)
    .where(
      and(
        eq(dataExports.id, id),
        eq(dataExports.status, 'ready'),
        gt(dataExports.expiresAt, new Date()),
        whose,
      ),
    );
  if (!row?.archive) throw notFound();
  const day = row.createdAt.toISOString().slice(0, 10);
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="classperk-data-${day}.zip"`)
    .send(Buffer.from(row.archive));
}

/** A family's copy of its data (issue 17 §2), and the admins' copy of anyone's. */
export function registerDataExportRoutes(app: Api, { db, jobs, rate }: Services) {
  app.get(
    '/account/data-exports',
    {
      config: { access: ['parent', 'student', 'tutor', 'admin', 'employer'] },
      schema: {
        summary: 'Your data downloads, newest first',
        description: `Each is kept ${EXPORT_KEPT_DAYS} days. Pass the \`nextCursor\` of one answer as \`cursor\` for the next page.`,
        tags,
        querystring: uuidCursorQuerySchema,
        response: { 200: dataExportPageSchema },
      },
    },
    async (request) =>
      pageOfExports(db, request.query, eq(dataExports.userId, currentUser(request).id)),
  );

  app.post(
    '/account/data-exports',
    {
      config: { access: ['parent', 'student', 'tutor', 'admin', 'employer'] },
      schema: {
        summary: 'Prepare a download of everything held about you (and your children)',
        description: `A job builds the ZIP and emails you when it is ready. ${OWN_EXPORTS_PER_DAY} a day; past that, 429 with \`Retry-After\`.`,
        tags,
        response: { 202: dataExportSchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const row = await startExport(db, jobs, user.id, user.id, (tx) =>
        useExportAllowance(rate, tx, request, reply, user.id),
      );
      await recordAudit(db, request, {
        action: 'export',
        recordType: 'data_export',
        subjectId: user.id,
      });
      return reply.status(202).send(view(row));
    },
  );

  app.get(
    '/account/data-exports/:id/download',
    {
      config: { access: ['parent', 'student', 'tutor', 'admin', 'employer'] },
      schema: {
        summary: 'Download one of your data exports',
        tags,
        params: exportIdParam,
        response: { 200: zipResponse, 404: errorBodySchema },
      },
    },
    async (request, reply) =>
      sendArchive(db, reply, request.params.id, eq(dataExports.userId, currentUser(request).id)),
  );

  app.get(
    '/admin/accounts/:id/data-exports',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'The data exports admins prepared of an account, newest first',
        description: `Pending, ready or failed; each is kept ${EXPORT_KEPT_DAYS} days. Pass the \`nextCursor\` of one answer as \`cursor\` for the next page.`,
        tags: ['Admin: accounts'],
        params: idParam,
        querystring: uuidCursorQuerySchema,
        response: { 200: dataExportPageSchema },
      },
    },
    async (request) => pageOfExports(db, request.query, madeByAdmin(request.params.id)),
  );

  app.post(
    '/admin/accounts/:id/data-exports',
    {
      config: { access: ['admin'] },
      schema: {
        summary: "Prepare a download of everything held about an account (and a parent's children)",
        description:
          'Recorded in the audit trail with the reason. Poll the list, then download it.',
        tags: ['Admin: accounts'],
        params: idParam,
        body: adminExportSchema,
        response: { 202: dataExportSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
      if (!user) throw notFound();
      const row = await startExport(db, jobs, id, currentUser(request).id);
      await recordAudit(db, request, {
        action: 'export',
        recordType: 'user',
        recordId: id,
        subjectId: id,
        reason: request.body.reason,
      });
      return reply.status(202).send(view(row));
    },
  );

  app.get(
    '/admin/data-exports/:id/download',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Download a data export an admin prepared',
        tags: ['Admin: accounts'],
        params: exportIdParam,
        response: { 200: zipResponse, 404: errorBodySchema },
      },
    },
    async (request, reply) =>
      sendArchive(
        db,
        reply,
        request.params.id,
        sql`${dataExports.requestedBy} is distinct from ${dataExports.userId}`,
      ),
  );
}
