import { z } from 'zod';
import type { Wire } from '../api/contract.js';
import { dateTime } from '../api/contract.js';
import { idField } from '../validation.js';
import { IMPORT_FILE_MAX_BYTES } from './import-messages.js';

/** The base64 of the largest file accepted, so a larger one is refused before it is decoded. */
const BASE64_MAX = Math.ceil(IMPORT_FILE_MAX_BYTES / 3) * 4;

export const readEmployeeFileSchema = z.object({
  companyId: idField('Please select a company first.'),
  fileName: z.string().trim().min(1).max(255),
  content: z.base64('The file could not be sent. Please choose it again.').max(BASE64_MAX),
  /** A workbook's sheet by name; the first when absent. */
  sheet: z.string().max(100).optional(),
});
export type ReadEmployeeFileInput = z.input<typeof readEmployeeFileSchema>;

const column = z.number().int().min(0).max(1000).nullable();
export const columnMappingSchema = z.object({
  fullName: column,
  firstName: column,
  preferredName: column,
  lastName: column,
  email: column,
});

/** A mapping by header text, so it fits a later export whose columns moved. */
const header = z.string().max(200).nullable();
export const rememberedMappingSchema = z.object({
  fullName: header,
  firstName: header,
  preferredName: header,
  lastName: header,
  email: header,
});
export type RememberedMapping = z.infer<typeof rememberedMappingSchema>;

export const employeeFileSchema = z.object({
  fileName: z.string(),
  /** A workbook's sheet names, in order; empty for a CSV. */
  sheets: z.array(z.string()),
  sheet: z.string().nullable(),
  /** The header's line in the spreadsheet, 1 when there is no title block. */
  headerRow: z.number().int(),
  columns: z.array(
    z.object({ index: z.number().int(), header: z.string(), samples: z.array(z.string()) }),
  ),
  /** The data rows, each with its line in the spreadsheet. */
  rows: z.array(z.object({ row: z.number().int(), cells: z.array(z.string()) })),
  mapping: columnMappingSchema,
  /** False when the admin should check the columns before going on. */
  sure: z.boolean(),
  /** True when the mapping is the one last chosen for this company. */
  remembered: z.boolean(),
});
export type EmployeeFile = Wire<typeof employeeFileSchema>;

export const employeeImportSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  rowCount: z.number().int(),
  createdCount: z.number().int(),
  failedCount: z.number().int(),
  createdAt: dateTime,
});
export type EmployeeImport = Wire<typeof employeeImportSchema>;
