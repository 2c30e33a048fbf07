import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  CompanyUsage,
  ReportRange,
  UsageReport,
} from '../../../shared/employer-report/schemas.js';
import { api } from '../../lib/api.js';
import { API, queryKeys } from '../../lib/query-keys.js';
import { withQuery } from '../../lib/query-string.js';
import { useCursorPages } from '../../lib/use-keyset-pages.js';

export type { CompanyUsage, ReportRange, UsageReport };

const companyReport = (companyId: number) => `${API.adminCompanies}/${companyId}/report`;

/** Where a report and its PDF are read: the contact's own company, or any company for an admin. */
export const reportSource = (companyId?: number) => ({
  json: (range: ReportRange) =>
    withQuery(companyId === undefined ? API.employerReport : companyReport(companyId), range),
  pdf: (range: ReportRange) =>
    withQuery(
      companyId === undefined ? `${API.employerReport}.pdf` : `${companyReport(companyId)}.pdf`,
      range,
    ),
  key: (range: ReportRange) =>
    companyId === undefined
      ? queryKeys.employerReport(range.from, range.to)
      : queryKeys.admin.companies.report(companyId, range.from, range.to),
});

export const useUsageReport = (range: ReportRange, companyId?: number) => {
  const source = reportSource(companyId);
  return useQuery({
    queryKey: source.key(range),
    queryFn: () => api.get<UsageReport>(source.json(range)),
    // The figures of the previous range stay while the next one loads, so the page never jumps.
    placeholderData: keepPreviousData,
  });
};

export const useUsageSummary = (range: ReportRange) =>
  useCursorPages<CompanyUsage>(
    queryKeys.admin.reportSummary(range.from, range.to),
    API.adminReportSummary,
    range,
  );
