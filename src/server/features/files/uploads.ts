import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, lt, notExists, sql } from 'drizzle-orm';
import { UPLOADED_FILE_PATH } from '../../../shared/content/schemas.js';
import type { Db } from '../../db/client.js';
import { resources, uploadedFiles } from '../../db/schema.js';
import { deleteInBatches } from '../housekeeping/batches.js';
import { DAY_MS } from '../../../shared/dates/durations.js';

/** The stored file's id when the URL points to one of our uploads, else null (an outside link). */
export const uploadIdOf = (fileUrl: string | null | undefined) =>
  fileUrl && UPLOADED_FILE_PATH.test(fileUrl) ? fileUrl.slice(fileUrl.lastIndexOf('/') + 1) : null;

/** An upload being written; renamed to its id once its type is known. */
export const PART_SUFFIX = '.part';

/** How long an upload may wait for the form it was made for to be saved. */
export const ABANDONED_AFTER_MS = DAY_MS;

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
 * Deletes uploads that no resource has pointed to for a day (files whose form was never saved),
 * and the `.part` files of uploads whose process died while writing them. Run by the housekeeping
 * job; running it again finds nothing more.
 */
export async function sweepAbandonedUploads(db: Db, uploadDir: string, now: Date) {
  const cutoff = now.getTime() - ABANDONED_AFTER_MS;
  const rows = await deleteInBatches<string>(
    db,
    uploadedFiles,
    uploadedFiles.id,
    and(
      lt(uploadedFiles.createdAt, new Date(cutoff)),
      notExists(
        db
          .select({ id: resources.id })
          .from(resources)
          .where(eq(resources.fileUrl, sql`'/api/files/' || ${uploadedFiles.id}`)),
      ),
    ),
    async (ids) => {
      await Promise.all(ids.map((id) => removeFile(uploadDir, id)));
    },
  );
  return { rows, partFiles: await sweepPartFiles(path.resolve(uploadDir), cutoff) };
}

/**
 * Only `.part` files are judged by the disk alone: any other file may belong to a row in another
 * database that shares the folder (as tests and a development database do).
 */
async function sweepPartFiles(dir: string, cutoff: number) {
  const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  let removed = 0;
  for (const name of names.filter((n) => n.endsWith(PART_SUFFIX))) {
    const file = await stat(path.join(dir, name)).catch(() => null);
    if (!file?.isFile() || file.mtimeMs >= cutoff) continue;
    await rm(path.join(dir, name), { force: true });
    removed += 1;
  }
  return removed;
}
