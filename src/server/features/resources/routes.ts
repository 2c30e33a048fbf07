import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  resourceFilterSchema,
  resourceSchema,
  type FilteredPage,
  type Resource,
} from '../../../shared/content/schemas.js';
import { idParam } from '../../../shared/validation.js';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { resources } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { offsetOf } from '../../http/pages.js';
import { parse } from '../../http/validate.js';
import type { Services } from '../../services.js';
import { currentUser, requireRole, requireSignedIn } from '../auth/guard.js';
import { assertCanChange } from '../auth/ownership.js';

const canWrite = requireRole('tutor', 'admin');

export const presentResource = (row: typeof resources.$inferSelect): Resource => ({
  ...row,
  uploadedAt: row.uploadedAt.toISOString(),
});

async function findResource(db: Db, id: number) {
  const [row] = await db.select().from(resources).where(eq(resources.id, id));
  if (!row) throw notFound('Resource not found.');
  return row;
}

export function registerResourceRoutes(app: FastifyInstance, { db }: Services) {
  const values = (input: ReturnType<typeof resourceSchema.parse>) => ({
    ...input,
    fileUrl: input.fileUrl ?? null,
    externalUrl: input.externalUrl ?? null,
    size: input.size ?? null,
  });

  app.get(
    '/resources',
    { preHandler: requireSignedIn },
    async (request): Promise<FilteredPage<Resource>> => {
      const { search, subject, type, page, pageSize } = parse(resourceFilterSchema, request.query);
      const conditions: (SQL | undefined)[] = [];
      if (search) {
        const pattern = containsPattern(search);
        conditions.push(or(ilike(resources.title, pattern), ilike(resources.description, pattern)));
      }
      if (subject) conditions.push(eq(resources.subject, subject));
      if (type) conditions.push(eq(resources.type, type));
      const where = and(...conditions);
      const rows = await db
        .select()
        .from(resources)
        .where(where)
        .orderBy(desc(resources.uploadedAt), desc(resources.id))
        .limit(pageSize)
        .offset(offsetOf(page, pageSize));
      const [total] = await db.select({ n: count() }).from(resources).where(where);
      const subjects = await db
        .selectDistinct({ subject: resources.subject })
        .from(resources)
        .orderBy(resources.subject);
      return {
        items: rows.map(presentResource),
        total: total?.n ?? 0,
        page,
        pageSize,
        subjects: subjects.map((row) => row.subject),
      };
    },
  );

  app.get('/resources/:id', { preHandler: requireSignedIn }, async (request) =>
    presentResource(await findResource(db, parse(idParam, request.params).id)),
  );

  app.post('/resources', { preHandler: canWrite }, async (request, reply) => {
    const user = currentUser(request);
    const input = parse(resourceSchema, request.body);
    const [row] = await db
      .insert(resources)
      .values({ ...values(input), tutorId: user.id })
      .returning();
    return reply.status(201).send(presentResource(row!));
  });

  app.put('/resources/:id', { preHandler: canWrite }, async (request) => {
    const { id } = parse(idParam, request.params);
    assertCanChange(currentUser(request), (await findResource(db, id)).tutorId);
    const input = parse(resourceSchema, request.body);
    const [row] = await db
      .update(resources)
      .set(values(input))
      .where(eq(resources.id, id))
      .returning();
    return presentResource(row!);
  });

  app.delete('/resources/:id', { preHandler: canWrite }, async (request, reply) => {
    const { id } = parse(idParam, request.params);
    assertCanChange(currentUser(request), (await findResource(db, id)).tutorId);
    await db.delete(resources).where(eq(resources.id, id));
    return reply.status(204).send();
  });
}
