import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { resourceFilterSchema, resourceSchema } from '../../../shared/content/schemas.js';
import { idParam } from '../../../shared/validation.js';
import type { Db } from '../../db/client.js';
import { resources, uploadedFiles } from '../../db/schema.js';
import { badRequest, notFound } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import type { Services } from '../../services.js';
import { currentUser, requireRole, requireSignedIn } from '../auth/guard.js';
import { assertCanChange } from '../auth/ownership.js';
import { releaseUnusedUpload, uploadIdOf } from '../files/uploads.js';
import { listResources, presentResource } from './queries.js';

const canWrite = requireRole('tutor', 'admin');

async function findResource(db: Db, id: number) {
  const [row] = await db.select().from(resources).where(eq(resources.id, id));
  if (!row) throw notFound('Resource not found.');
  return row;
}

const FILE_GONE = 'That file is no longer available. Please upload it again.';

/** A link to one of our uploads must name a file we hold, not just look like one. */
async function assertUploadExists(db: Db, fileUrl: string | undefined) {
  const id = uploadIdOf(fileUrl);
  if (!id) return;
  const [file] = await db
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.id, id));
  if (!file) throw badRequest(FILE_GONE, { fileUrl: [FILE_GONE] });
}

export function registerResourceRoutes(app: FastifyInstance, { db, config }: Services) {
  const values = (input: ReturnType<typeof resourceSchema.parse>) => ({
    ...input,
    fileUrl: input.fileUrl ?? null,
    externalUrl: input.externalUrl ?? null,
    size: input.size ?? null,
  });

  app.get('/resources', { preHandler: requireSignedIn }, async (request) =>
    listResources(db, parse(resourceFilterSchema, request.query)),
  );

  app.get('/resources/:id', { preHandler: requireSignedIn }, async (request) =>
    presentResource(await findResource(db, parse(idParam, request.params).id)),
  );

  app.post('/resources', { preHandler: canWrite }, async (request, reply) => {
    const user = currentUser(request);
    const input = parse(resourceSchema, request.body);
    await assertUploadExists(db, input.fileUrl);
    const [row] = await db
      .insert(resources)
      .values({ ...values(input), tutorId: user.id })
      .returning();
    return reply.status(201).send(presentResource(row!));
  });

  app.put('/resources/:id', { preHandler: canWrite }, async (request) => {
    const { id } = parse(idParam, request.params);
    const before = await findResource(db, id);
    assertCanChange(currentUser(request), before.tutorId);
    const input = parse(resourceSchema, request.body);
    await assertUploadExists(db, input.fileUrl);
    const [row] = await db
      .update(resources)
      .set(values(input))
      .where(eq(resources.id, id))
      .returning();
    if (before.fileUrl !== row!.fileUrl) {
      await releaseUnusedUpload(db, config.uploadDir, before.fileUrl);
    }
    return presentResource(row!);
  });

  app.delete('/resources/:id', { preHandler: canWrite }, async (request, reply) => {
    const { id } = parse(idParam, request.params);
    const resource = await findResource(db, id);
    assertCanChange(currentUser(request), resource.tutorId);
    await db.delete(resources).where(eq(resources.id, id));
    await releaseUnusedUpload(db, config.uploadDir, resource.fileUrl);
    return reply.status(204).send();
  });
}
