import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/api/contract.js';
import { uploadedFileResponseSchema } from '../../../shared/content/schemas.js';
import { NUL_CHARACTER } from '../../../shared/validation.js';
import { uploadedFiles } from '../../db/schema.js';
import type { Api } from '../../http/contract.js';
import { HttpError, badRequest, notFound } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { currentUser } from '../../identity/guard.js';
import { checkUpload } from './detect.js';
import { PART_SUFFIX } from './uploads.js';

const fileParam = z.object({ id: z.string().regex(/^[a-f0-9]{32}\.[a-z0-9]{1,5}$/, 'Not found.') });

/** A body that ends before its closing boundary is the client's fault (a dropped connection). */
const rethrowCutOff = (err: unknown): never => {
  const cutOff = err instanceof Error && /unexpected end of multipart data/i.test(err.message);
  throw cutOff ? badRequest('The upload was cut off. Please try again.') : err;
};

/** Tutors' uploads: written under UPLOAD_DIR, typed by their content, served only to signed-in users. */
export async function registerFileRoutes(app: Api, { db, config }: Services) {
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 5 },
  });
  const dir = path.resolve(config.uploadDir);

  // The form is multipart, read by the handler, so it has no body schema.
  app.post(
    '/uploads',
    {
      config: { access: ['tutor', 'admin'] },
      schema: {
        summary: 'Upload a file for a resource',
        description:
          'A multipart form with one part, `file`: a PDF, an Office document or an image, typed by its content.',
        tags: ['Files'],
        consumes: ['multipart/form-data'],
        response: {
          201: uploadedFileResponseSchema,
          400: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!request.isMultipart()) throw badRequest('Choose a file to upload.');
      const part = await request.file().catch(rethrowCutOff);
      if (!part) throw badRequest('Choose a file to upload.');
      // The contract's NUL check never sees a multipart body, and PostgreSQL text cannot hold one.
      const filename = part.filename.replaceAll(NUL_CHARACTER, '');
      await mkdir(dir, { recursive: true });
      const id = randomBytes(16).toString('hex');
      const temp = path.join(dir, `${id}${PART_SUFFIX}`);
      try {
        await pipeline(part.file, createWriteStream(temp)).catch(rethrowCutOff);
        if (part.file.truncated) {
          throw new HttpError(
            413,
            `The file is larger than ${Math.round(config.uploadMaxBytes / 1048576)} MB.`,
          );
        }
        const detected = await checkUpload(temp, filename, part.mimetype);
        const { size } = await stat(temp);
        const stored = `${id}.${detected.ext}`;
        await rename(temp, path.join(dir, stored));
        await db.insert(uploadedFiles).values({
          id: stored,
          originalName: filename.slice(0, 200) || `file.${detected.ext}`,
          mimeType: detected.mime,
          sizeBytes: size,
          uploadedBy: user.id,
        });
        return reply.status(201).send({
          fileUrl: `/api/files/${stored}`,
          size: Math.max(1, Math.round(size / 1024)),
          name: filename,
          type: detected.type,
        });
      } finally {
        await rm(temp, { force: true });
      }
    },
  );

  app.get(
    '/files/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'Download an uploaded file',
        tags: ['Files'],
        params: fileParam,
        response: {
          200: {
            description: 'The file as it was uploaded, as an attachment, in its own media type.',
            content: { '*/*': { schema: z.unknown() } },
          },
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const [file] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id));
      if (!file) throw notFound('File not found.');
      const safeName = file.originalName.replace(/[^\w.\- ]+/g, '_');
      return reply
        .type(file.mimeType)
        .header('content-disposition', `attachment; filename="${safeName}"`)
        .header('cache-control', 'private, max-age=300')
        .send(createReadStream(path.join(dir, id)));
    },
  );
}
