import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { UPLOADED_FILE_PATH } from '../../../shared/content/schemas.js';
import type { Db } from '../../db/client.js';
import { resources, uploadedFiles } from '../../db/schema.js';

/** The stored file's id when the URL points to one of our uploads, else null (an outside link). */
export const uploadIdOf = (fileUrl: string | null | undefined) =>
  fileUrl && UPLOADED_FILE_PATH.test(fileUrl) ? fileUrl.slice(fileUrl.lastIndexOf('/') + 1) : null;

/**
 * Deletes an upload, its row and then its file, once no resource points to it any more: a file
 * should not outlive the resource it was uploaded for.
 */
export async function releaseUnusedUpload(db: Db, uploadDir: string, fileUrl: string | null) {
  const id = uploadIdOf(fileUrl);
  if (!id) return;
  const [stillUsed] = await db
    .select({ id: resources.id })
    .from(resources)
    .where(eq(resources.fileUrl, fileUrl!))
    .limit(1);
  if (stillUsed) return;
  const deleted = await db
    .delete(uploadedFiles)
    .where(eq(uploadedFiles.id, id))
    .returning({ id: uploadedFiles.id });
  if (deleted.length > 0) await rm(path.join(path.resolve(uploadDir), id), { force: true });
}
