import { count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  companySchema,
  registrationCompanySchema,
  type Company,
} from '../../../shared/admin/schemas.js';
import { pageQuerySchema, type Page } from '../../../shared/pagination.js';
import { idParam } from '../../../shared/validation.js';
import { companies, users } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import type { Services } from '../../services.js';
import { offsetOf } from '../../http/pages.js';

// The number shown on a card is the accounts the company really holds, not a stored counter.
// Qualified by hand: Drizzle prints a single-table select's columns bare, and a bare "id" inside
// the subquery would mean users.id.
const accountCount = sql<number>`(select count(*)::int from ${users} where ${users}.${sql.identifier(users.companyId.name)} = ${companies}.${sql.identifier(companies.id.name)})`;

// The registration tab's Add New Company may also declare the employer's headcount.
const newCompanySchema = companySchema.extend({
  employeeCount: registrationCompanySchema.shape.employeeCount,
});

const presentCompany = (row: typeof companies.$inferSelect & { accounts: number }): Company => ({
  id: row.id,
  name: row.name,
  contactName: row.contactName,
  contactEmail: row.contactEmail,
  contactPhone: row.contactPhone,
  status: row.status,
  employeeCount: row.accounts,
  declaredEmployeeCount: row.employeeCount,
  createdAt: row.createdAt.toISOString(),
  subscriptionEndDate: row.subscriptionEndDate,
  notes: row.notes,
});

export function registerAdminCompanyRoutes(app: FastifyInstance, { db }: Services) {
  const select = () =>
    db.select({ ...getTableColumns(companies), accounts: accountCount }).from(companies);

  const findCompany = async (id: number) => {
    const [row] = await select().where(eq(companies.id, id));
    if (!row) throw notFound('Company not found.');
    return presentCompany(row);
  };

  app.get('/companies', async (request): Promise<Page<Company>> => {
    const { page, pageSize } = parse(pageQuerySchema, request.query);
    const rows = await select()
      .orderBy(desc(companies.createdAt), desc(companies.id))
      .limit(pageSize)
      .offset(offsetOf(page, pageSize));
    const [total] = await db.select({ n: count() }).from(companies);
    return { items: rows.map(presentCompany), total: total?.n ?? 0, page, pageSize };
  });

  app.get('/companies/:id', async (request) => findCompany(parse(idParam, request.params).id));

  app.post('/companies', async (request, reply) => {
    const input = parse(newCompanySchema, request.body);
    const [row] = await db
      .insert(companies)
      .values({
        ...input,
        employeeCount: input.employeeCount ?? 0,
        subscriptionEndDate: input.subscriptionEndDate ?? null,
      })
      .returning({ id: companies.id });
    return reply.status(201).send(await findCompany(row!.id));
  });

  app.put('/companies/:id', async (request) => {
    const { id } = parse(idParam, request.params);
    const input = parse(companySchema, request.body);
    await findCompany(id);
    await db
      .update(companies)
      .set({ ...input, subscriptionEndDate: input.subscriptionEndDate ?? null })
      .where(eq(companies.id, id));
    return findCompany(id);
  });
}
