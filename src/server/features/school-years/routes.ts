import { and, eq, gt, isNotNull } from 'drizzle-orm';
import { errorBodySchema } from '../../../shared/api/contract.js';
import {
  rollOverRequestSchema,
  schoolYearCreateSchema,
  schoolYearDetailSchema,
  schoolYearListQuerySchema,
  schoolYearPageSchema,
  schoolYearSchema,
  schoolYearUpdateSchema,
} from '../../../shared/school-years/schemas.js';
import { idParam } from '../../../shared/validation.js';
import { schoolYears } from '../../db/schema.js';
import type { Api } from '../../http/contract.js';
import { conflict } from '../../http/errors.js';
import { recordAudit } from '../../records/audit.js';
import { insertSchoolYear } from '../../school-years/store.js';
import type { Services } from '../../services.js';
import { listYears, loadYear, presentYear, updateYear, yearDetail } from './queries.js';
import { rollOverQueue } from './roll-over.js';

export const NOT_ENDED =
  'This academic year has not ended yet. Confirm to roll it over now: its classes close and every child moves up a year group.';
export const LATER_ROLLED_OVER =
  'A later academic year has already been rolled over, so this one can no longer move children up.';

/** The admins' academic years: terms, half-terms, bank-holiday region and the roll-over (issue 28 §1). */
export function registerSchoolYearRoutes(app: Api, { db, jobs }: Services) {
  const tags = ['Admin: academic years'];
  const found = { 200: schoolYearDetailSchema, 404: errorBodySchema };

  app.get(
    '/admin/school-years',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Academic years, the most recently added first',
        tags,
        querystring: schoolYearListQuerySchema,
        response: { 200: schoolYearPageSchema },
      },
    },
    async (request) => listYears(db, request.query),
  );

  app.post(
    '/admin/school-years',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Add an academic year',
        description:
          "Labelled by its start year (2026/27). Terms default to England's usual pattern and the bank holidays to England and Wales.",
        tags,
        body: schoolYearCreateSchema,
        response: { 201: schoolYearDetailSchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const row = await db.transaction(async (tx) => {
        const made = await insertSchoolYear(tx, request.body);
        await recordAudit(tx, request, {
          action: 'create',
          recordType: 'school_year',
          recordId: made.id,
        });
        return made;
      });
      return reply.status(201).send(await yearDetail(db, row.id));
    },
  );

  app.get(
    '/admin/school-years/:id',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'One academic year with its terms, bank holidays and teaching weeks',
        tags,
        params: idParam,
        response: found,
      },
    },
    async (request) => yearDetail(db, request.params.id),
  );

  app.patch(
    '/admin/school-years/:id',
    {
      config: { access: ['admin'] },
      schema: {
        summary: "Change an academic year's terms, half-terms or bank-holiday region",
        tags,
        params: idParam,
        body: schoolYearUpdateSchema,
        response: { ...found, 409: errorBodySchema },
      },
    },
    async (request) => {
      await updateYear(db, request, request.params.id, request.body);
      return yearDetail(db, request.params.id);
    },
  );

  app.post(
    '/admin/school-years/:id/roll-over',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Roll an academic year over',
        description:
          "Queues the roll-over: the year's classes close, every child moves up a year group (Year 11 leaves) and each family is invited to choose next year's classes. A year that has not ended needs `confirm`. Running it again changes nothing more.",
        tags,
        params: idParam,
        body: rollOverRequestSchema,
        response: { 202: schoolYearSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const row = await db.transaction(async (tx) => {
        const year = await loadYear(tx, id, true);
        if (year.rollOverStatus === 'queued' || year.rollOverStatus === 'running') return year;
        if (!presentYear(year).ended && !request.body.confirm) throw conflict(NOT_ENDED);
        const [later] = await tx
          .select({ id: schoolYears.id })
          .from(schoolYears)
          .where(and(gt(schoolYears.startsOn, year.startsOn), isNotNull(schoolYears.rolledOverAt)))
          .limit(1);
        if (later) throw conflict(LATER_ROLLED_OVER);
        const [queued] = await tx
          .update(schoolYears)
          .set({ rollOverStatus: 'queued', rollOverProgress: 0, rollOverStage: 'Waiting to start' })
          .where(eq(schoolYears.id, id))
          .returning();
        await jobs.send(rollOverQueue, { schoolYearId: id }, { tx });
        await recordAudit(tx, request, { action: 'start', recordType: 'roll_over', recordId: id });
        return queued!;
      });
      return reply.status(202).send(presentYear(row));
    },
  );
}
