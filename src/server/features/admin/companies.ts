import { and, eq, getTableColumns, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  companyListQuerySchema,
  companyResponseSchema,
  companySchema,
  registrationCompanySchema,
} from '../../../shared/admin/schemas.js';
import { errorBodySchema } from '../../../shared/api/contract.js';
import { cursorPageOf } from '../../../shared/pagination.js';
import { idParam } from '../../../shared/validation.js';
import { containsPattern } from '../../db/like.js';
import { companies } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import type { Api } from '../../http/contract.js';
import {
  afterTimeKey,
  keysetOrder,
  microsOf,
  pageFrom,
  timeCursorOf,
  timeKeyAfter,
} from '../../http/keyset.js';
import type { Services } from '../../services.js';

// The registration tab's Add New Company may also declare the employer's headcount.
const newCompanySchema = companySchema.extend({
  employeeCount: registrationCompanySchema.shape.employeeCount,
});

const presentCompany = (
  row: typeof companies.$inferSelect,
): z.output<typeof companyResponseSchema> => ({
  id: row.id,
  name: row.name,
  contactName: row.contactName,
  contactEmail: row.contactEmail,
  contactPhone: row.contactPhone,
  status: row.status,
  employeeCount: row.accountCount,
  declaredEmployeeCount: row.employeeCount,
  createdAt: row.createdAt,
  subscriptionEndDate: row.subscriptionEndDate,
  notes: row.notes,
});

export function registerAdminCompanyRoutes(app: Api, { db }: Services) {
  const findCompany = async (id: number) => {
    const [row] = await db.select().from(companies).where(eq(companies.id, id));
    if (!row) throw notFound('Company not found.');
    return presentCompany(row);
  };

  // companies.name has no trigram index: a search walks the (created_at, id) index newest first
  // until a page matches, at worst every company once, a few milliseconds at tens of thousands of
  // employers (decision 052). Without a search the pattern is '%', so one prepared statement
  // serves both. Each company's account count is kept in its row (decision 074).
  const companyPage = db
    .select({
      ...getTableColumns(companies),
      micros: microsOf(companies.createdAt),
    })
    .from(companies)
    .where(
      and(
        afterTimeKey('desc', companies.createdAt, companies.id),
        ilike(companies.name, sql.placeholder('pattern')),
      ),
    )
    .orderBy(...keysetOrder('desc', companies.createdAt, companies.id))
    .limit(sql.placeholder('limit'))
    .prepare('companies_page');

  const tags = ['Admin: companies'];
  const found = { 200: companyResponseSchema, 404: errorBodySchema };

  app.get(
    '/companies',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Companies, newest first, with the accounts each holds',
        tags,
        querystring: companyListQuerySchema,
        response: { 200: cursorPageOf(companyResponseSchema) },
      },
    },
    async (request) => {
      const { cursor, pageSize, q } = request.query;
      const rows = await companyPage.execute({
        ...timeKeyAfter(cursor, 'desc'),
        pattern: q ? containsPattern(q) : '%',
        limit: pageSize + 1,
      });
      return pageFrom(rows, pageSize, (row) => timeCursorOf(row.micros, row.id), presentCompany);
    },
  );

  app.get(
    '/companies/:id',
    {
      config: { access: ['admin'] },
      schema: { summary: 'One company', tags, params: idParam, response: found },
    },
    async (request) => findCompany(request.params.id),
  );

  app.post(
    '/companies',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Add a company',
        tags,
        body: newCompanySchema,
        response: { 201: companyResponseSchema },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const [row] = await db
        .insert(companies)
        .values({
          ...input,
          employeeCount: input.employeeCount ?? 0,
          subscriptionEndDate: input.subscriptionEndDate ?? null,
        })
        .returning({ id: companies.id });
      return reply.status(201).send(await findCompany(row!.id));
    },
  );

  app.put(
    '/companies/:id',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Edit a company',
        tags,
        params: idParam,
        body: companySchema,
        response: found,
      },
    },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      await findCompany(id);
      await db
        .update(companies)
        .set({ ...input, subscriptionEndDate: input.subscriptionEndDate ?? null })
        .where(eq(companies.id, id));
      return findCompany(id);
    },
  );
}
