import { rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, lt, notExists, sql } from 'drizzle-orm';
import { UPLOADED_FILE_PATH } from '../../../shared/content/schemas.js';
import type { Db } from '../../db/client.js';
import { resources, uploadedFiles } from '../../db/schema.js';

/** The stored file's id when the URL points to one of our uploads, else null (an outside link). */
export const uploadIdOf = (fileUrl: string | null | undefined) =>
  fileUrl && UPLOADED_FILE_PATH.test(fileUrl) ? fileUrl.slice(fileUrl.lastIndexOf('/') + 1) : null;

/** How long an upload may wait for the form it was made for to be saved. */
export const ABANDONED_AFTER_MS = 86_400_000;

const removeFile = (uploadDir: string, id: string) =>
  rm(path.join(path.resolve(uploadDir), id), { force: true });

/**
 * Deletes an upload, its row and then its file, once no resource points to it any more: a file
 * should not outlive the resource it was uploaded for.
 */
export async function releaseUnusedUpload(db: Db, uploadDir: string, fileUrl: string | null) {
  const id = uploadIdOf(fileUrl);
  if (!id || !fileUrl) return;
  const [stillUsed] = await db
    .select({ id: resources.id })
    .from(resources)
    .where(eq(resources.fileUrl, fileUrl))
    .limit(1);
  if (stillUsed) return;
  const deleted = await db
    .delete(uploadedFiles)
    .where(eq(uploadedFiles.id, id))
    .returning({ id: uploadedFiles.id });
  if (deleted.length > 0) await removeFile(uploadDir, id);
}

/**
 * Deletes uploads that no resource has pointed to for a day: files whose form was never saved.
 * Run as new uploads arrive, so no timer is needed and any server of several may do it.
 */
export async function sweepAbandonedUploads(db: Db, uploadDir: string, now = Date.now()) {
  const abandoned = await db
    .delete(uploadedFiles)
    .where(
      and(
        lt(uploadedFiles.createdAt, new Date(now - ABANDONED_AFTER_MS)),
        notExists(
          db
            .select({ id: resources.id })
            .from(resources)
            .where(eq(resources.fileUrl, sql`'/api/files/' || ${uploadedFiles.id}`)),
        ),
      ),
    )
    .returning({ id: uploadedFiles.id });
  await Promise.all(abandoned.map(({ id }) => removeFile(uploadDir, id)));
}
