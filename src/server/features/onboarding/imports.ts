import { eq } from 'drizzle-orm';
import type { ColumnMapping } from '../../../shared/onboarding/columns.js';
import type { EmployeeFile, RememberedMapping } from '../../../shared/onboarding/file-schemas.js';
import type { TimeCursor } from '../../../shared/pagination.js';
import type { Db } from '../../db/client.js';
import { companyImportMappings, employeeImports } from '../../db/schema-imports.js';
import { keysetRows, microsOf } from '../../http/keyset.js';

const FIELDS = ['fullName', 'firstName', 'preferredName', 'lastName', 'email'] as const;

/**
 * The company's remembered mapping laid on this file's headers, when every header it names is
 * there: the same HR export again is read without asking.
 */
export async function withRememberedMapping(
  db: Db,
  companyId: number,
  file: Omit<EmployeeFile, 'remembered'>,
): Promise<EmployeeFile> {
  const [saved] = await db
    .select({ mapping: companyImportMappings.mapping })
    .from(companyImportMappings)
    .where(eq(companyImportMappings.companyId, companyId));
  if (!saved) return { ...file, remembered: false };
  const headers = file.columns.map((column) => column.header);
  const mapping: ColumnMapping = { ...file.mapping };
  for (const field of FIELDS) {
    const header = saved.mapping[field];
    const index = header === null ? null : headers.indexOf(header);
    if (index === -1) return { ...file, remembered: false };
    mapping[field] = index;
  }
  return { ...file, mapping, sure: true, remembered: true };
}

/** Records an upload and keeps its columns for the company's next file, in the upload's transaction. */
export async function recordImport(
  tx: Db,
  entry: {
    companyId: number;
    fileName: string | undefined;
    createdBy: number | null;
    rowCount: number;
    createdCount: number;
    failedCount: number;
    mapping: RememberedMapping | undefined;
  },
) {
  const { mapping, fileName, ...counts } = entry;
  await tx.insert(employeeImports).values({ ...counts, fileName: fileName || 'Employee file' });
  if (!mapping) return;
  await tx
    .insert(companyImportMappings)
    .values({ companyId: entry.companyId, mapping })
    .onConflictDoUpdate({
      target: companyImportMappings.companyId,
      set: { mapping, updatedAt: new Date() },
    });
}

/** A company's imports, newest first, a page at a time. */
export const listImports = (
  db: Db,
  companyId: number,
  cursor: TimeCursor | undefined,
  pageSize: number,
) =>
  keysetRows(
    db
      .select({ entry: employeeImports, micros: microsOf(employeeImports.createdAt) })
      .from(employeeImports)
      .$dynamic(),
    { direction: 'desc', time: employeeImports.createdAt, id: employeeImports.id },
    { cursor, pageSize },
    eq(employeeImports.companyId, companyId),
  );
