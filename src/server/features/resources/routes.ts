import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { errorBodySchema, noContent } from '../../../shared/api/contract.js';
import {
  resourcePageSchema,
  resourceResponseSchema,
  resourceSchema,
  tutorResourceFilterSchema,
} from '../../../shared/content/schemas.js';
import { idParam } from '../../../shared/validation.js';
import type { Db } from '../../db/client.js';
import { resources, uploadedFiles } from '../../db/schema.js';
import { CATALOGUE_PAGING } from '../../db/subjects.js';
import type { Api } from '../../http/contract.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { currentUser } from '../../identity/guard.js';
import { ownedBy } from '../../policies/ownership.js';
import { ownedContent } from '../../policies/owned-content.js';
import { releaseUnusedUpload, uploadIdOf } from '../files/uploads.js';
import { listResources } from './queries.js';

const tags = ['Resources'];
type ResourceInput = z.output<typeof resourceSchema>;
const canWrite = ['tutor', 'admin'] as const;

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

export function registerResourceRoutes(app: Api, { db, config }: Services) {
  const owned = ownedContent((id) => findResource(db, id));
  const values = (input: ResourceInput) => ({
    ...input,
    fileUrl: input.fileUrl ?? null,
    externalUrl: input.externalUrl ?? null,
    size: input.size ?? null,
  });

  app.get(
    '/resources',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'Resources, newest first',
        description: CATALOGUE_PAGING,
        tags,
        querystring: tutorResourceFilterSchema,
        response: { 200: resourcePageSchema },
      },
    },
    async (request) =>
      listResources(
        db,
        request.query,
        ownedBy(currentUser(request), request.query.owner, resources.tutorId),
      ),
  );

  app.get(
    '/resources/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'One resource',
        tags,
        params: idParam,
        response: { 200: resourceResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => findResource(db, request.params.id),
  );

  app.post(
    '/resources',
    {
      config: { access: canWrite },
      schema: {
        summary: 'Add a resource (the caller is its tutor)',
        description: '400 also when the file it links to was never uploaded or is gone.',
        tags,
        body: resourceSchema,
        response: { 201: resourceResponseSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const input = request.body;
      await assertUploadExists(db, input.fileUrl);
      const [row] = await db
        .insert(resources)
        .values({ ...values(input), tutorId: user.id })
        .returning();
      return reply.status(201).send(row!);
    },
  );

  app.put(
    '/resources/:id',
    {
      config: { access: canWrite },
      schema: {
        summary: 'Change a resource (a tutor only their own)',
        description: '400 also when the file it links to was never uploaded or is gone.',
        tags,
        params: idParam,
        body: resourceSchema,
        response: { 200: resourceResponseSchema, 404: errorBodySchema },
      },
    },
    owned.change(async (id, input: ResourceInput, before) => {
      await assertUploadExists(db, input.fileUrl);
      const [row] = await db
        .update(resources)
        .set(values(input))
        .where(eq(resources.id, id))
        .returning();
      if (before.fileUrl !== row!.fileUrl) {
        await releaseUnusedUpload(db, config.uploadDir, before.fileUrl);
      }
      return row!;
    }),
  );

  app.delete(
    '/resources/:id',
    {
      config: { access: canWrite },
      schema: {
        summary: 'Delete a resource and, once unused, its upload (a tutor only their own)',
        tags,
        params: idParam,
        response: { 204: noContent, 404: errorBodySchema },
      },
    },
    owned.remove(async (resource, id) => {
      await db.delete(resources).where(eq(resources.id, id));
      await releaseUnusedUpload(db, config.uploadDir, resource.fileUrl);
    }),
  );
}
