import type { SecurityEventView } from '../../../shared/security/schemas.js';
import { API, queryKeys } from '../../lib/query-keys.js';
import { useKeysetPages } from '../../lib/use-keyset-pages.js';

export interface EventFilters {
  type?: string;
  outcome?: string;
  user?: string;
  from?: string;
  to?: string;
}

export const useSecurityEvents = (filters: EventFilters) =>
  useKeysetPages<SecurityEventView>(
    queryKeys.admin.securityEvents(filters),
    API.adminSecurityEvents,
    { ...filters },
  );
