import { errorBodySchema } from '../../../shared/api/contract.js';
import { REPORT_MSG } from '../../../shared/employer-report/messages.js';
import {
  employeeFileSchema,
  employeeImportSchema,
  readEmployeeFileSchema,
} from '../../../shared/onboarding/file-schemas.js';
import { cursorPageOf, cursorQuerySchema } from '../../../shared/pagination.js';
import type { Api } from '../../http/contract.js';
import { forbidden } from '../../http/errors.js';
import { pageFrom, timeCursorOf } from '../../http/keyset.js';
import { currentUser } from '../../identity/guard.js';
import type { Services } from '../../services.js';
import { findCompanyName } from './accounts.js';
import { readEmployeeFile } from './files/employee-file.js';
import { listImports, withRememberedMapping } from './imports.js';

const tags = ['Onboarding'];

/** Reading an employee file for the admin's preview (under /api/admin). */
export function registerEmployeeFileRoutes(app: Api, { db }: Services) {
  app.post(
    '/employee-files/read',
    {
      // A 5 MB file in base64, with room for the rest of the body.
      bodyLimit: 8 * 1024 * 1024,
      config: { access: ['admin'] },
      schema: {
        summary: 'Read an employee file (.xlsx or CSV) and recognise its name and email columns',
        description:
          'Nothing is created: the answer is the rows and a mapping for the admin to check.',
        tags,
        body: readEmployeeFileSchema,
        response: { 200: employeeFileSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { companyId, fileName, content, sheet } = request.body;
      await findCompanyName(db, companyId);
      const file = await readEmployeeFile(fileName, Buffer.from(content, 'base64'), sheet);
      return withRememberedMapping(db, companyId, file);
    },
  );
}

/** GET /api/employer/imports: the contact's own company, from the session (issue 30 §6). */
export function registerEmployerImportRoutes(app: Api, { db }: Services) {
  app.get(
    '/employer/imports',
    {
      config: { access: ['employer'] },
      schema: {
        summary: "The employee files uploaded for the contact's own company, newest first",
        tags,
        querystring: cursorQuerySchema,
        response: { 200: cursorPageOf(employeeImportSchema) },
      },
    },
    async (request) => {
      const { companyId } = currentUser(request);
      if (companyId === null) throw forbidden(REPORT_MSG.noCompany);
      const { cursor, pageSize } = request.query;
      return pageFrom(
        await listImports(db, companyId, cursor, pageSize),
        pageSize,
        (row) => timeCursorOf(row.micros, row.entry.id),
        ({ entry }) => ({
          id: entry.id,
          fileName: entry.fileName,
          rowCount: entry.rowCount,
          createdCount: entry.createdCount,
          failedCount: entry.failedCount,
          createdAt: entry.createdAt,
        }),
      );
    },
  );
}
