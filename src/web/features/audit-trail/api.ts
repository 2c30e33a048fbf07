import type { AuditEventView } from '../../../shared/audit/schemas.js';
import { API, queryKeys } from '../../lib/query-keys.js';
import { withQuery } from '../../lib/query-string.js';
import { useKeysetPages } from '../../lib/use-keyset-pages.js';

export interface AuditFilters {
  person?: string;
  recordType?: string;
  recordId?: string;
  from?: string;
  to?: string;
}

export const useAuditEvents = (filters: AuditFilters) =>
  useKeysetPages<AuditEventView>(queryKeys.admin.auditEvents(filters), API.adminAuditEvents, {
    ...filters,
  });

/** The same filters as a CSV download, which the browser saves as a file. */
export const auditCsvUrl = (filters: AuditFilters) =>
  withQuery(`${API.adminAuditEvents}.csv`, { ...filters });
