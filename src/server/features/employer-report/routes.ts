import { eq, getTableColumns } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/api/contract.js';
import { REPORT_MSG } from '../../../shared/employer-report/messages.js';
import {
  companyUsageSchema,
  reportRangeSchema,
  reportSummaryQuerySchema,
  usageReportSchema,
} from '../../../shared/employer-report/schemas.js';
import { cursorPageOf } from '../../../shared/pagination.js';
import { idParam } from '../../../shared/validation.js';
import { companies } from '../../db/schema.js';
import type { Api } from '../../http/contract.js';
import { forbidden, notFound } from '../../http/errors.js';
import { keysetRows, microsOf, pageFrom, timeCursorOf } from '../../http/keyset.js';
import type { Services } from '../../services.js';
import { currentUser } from '../../identity/guard.js';
import { renderReportPdf } from './pdf.js';
import { usageForReport } from './usage-refresh.js';
import { buildReport, summaryLine, type CompanyFacts } from './report.js';

const pdfResponse = {
  description: 'The report as a PDF, as an attachment.',
  content: { 'application/pdf': { schema: z.unknown() } },
};

type Report = z.output<typeof usageReportSchema>;

async function reportFor(
  services: Services,
  companyId: number,
  range: z.infer<typeof reportRangeSchema>,
): Promise<Report> {
  const [company] = await services.db
    .select({ id: companies.id, name: companies.name, employeeCount: companies.employeeCount })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw notFound(REPORT_MSG.companyNotFound);
  const counts = await usageForReport(services, [company.id], range.from, range.to);
  return buildReport(company, range.from, range.to, counts.get(company.id)!);
}

async function sendPdf(reply: FastifyReply, report: Report) {
  const name = `${report.company.name.replace(/[^\w-]+/g, '-').toLowerCase()}-usage-${report.from}-to-${report.to}.pdf`;
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(await renderReportPdf(report));
}

/** GET /api/employer/report: the contact's own company, taken from the session, never the request. */
export function registerEmployerReportRoutes(app: Api, services: Services) {
  const tags = ['Employer report'];
  const ownCompany = (companyId: number | null) => {
    if (companyId === null) throw forbidden(REPORT_MSG.noCompany);
    return companyId;
  };

  app.get(
    '/employer/report',
    {
      config: { access: ['employer'] },
      schema: {
        summary: "The usage report of the contact's own company",
        description:
          'Per month and for the range; figures from fewer than 5 families are withheld.',
        tags,
        querystring: reportRangeSchema,
        response: { 200: usageReportSchema },
      },
    },
    async (request) =>
      reportFor(services, ownCompany(currentUser(request).companyId), request.query),
  );

  app.get(
    '/employer/report.pdf',
    {
      config: { access: ['employer'] },
      schema: {
        summary: "The usage report of the contact's own company, as a PDF",
        tags,
        querystring: reportRangeSchema,
        response: { 200: pdfResponse },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await reportFor(services, ownCompany(currentUser(request).companyId), request.query),
      ),
  );
}

/** The admins' view: any company's report, and a summary across companies. */
export function registerAdminReportRoutes(app: Api, services: Services) {
  const { db } = services;
  const tags = ['Admin: usage reports'];
  const params = idParam;

  app.get(
    '/companies/:id/report',
    {
      config: { access: ['admin'] },
      schema: {
        summary: "One company's usage report",
        tags,
        params,
        querystring: reportRangeSchema,
        response: { 200: usageReportSchema, 404: errorBodySchema },
      },
    },
    async (request) => reportFor(services, request.params.id, request.query),
  );

  app.get(
    '/companies/:id/report.pdf',
    {
      config: { access: ['admin'] },
      schema: {
        summary: "One company's usage report, as a PDF",
        tags,
        params,
        querystring: reportRangeSchema,
        response: { 200: pdfResponse, 404: errorBodySchema },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await reportFor(services, request.params.id, request.query)),
  );

  app.get(
    '/reports/summary',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Usage across companies, newest company first',
        description: 'Each line holds the range figures of that company’s report.',
        tags,
        querystring: reportSummaryQuerySchema,
        response: { 200: cursorPageOf(companyUsageSchema) },
      },
    },
    async (request) => {
      const { cursor, pageSize, from, to } = request.query;
      const rows = await keysetRows(
        db
          .select({ ...getTableColumns(companies), micros: microsOf(companies.createdAt) })
          .from(companies)
          .$dynamic(),
        { direction: 'desc', time: companies.createdAt, id: companies.id },
        { cursor, pageSize },
      );
      const page = rows.slice(0, pageSize);
      const counts = await usageForReport(
        services,
        page.map((row) => row.id),
        from,
        to,
      );
      return pageFrom(
        rows,
        pageSize,
        (row) => timeCursorOf(row.micros, row.id),
        (row: CompanyFacts) => summaryLine(buildReport(row, from, to, counts.get(row.id)!)),
      );
    },
  );
}
