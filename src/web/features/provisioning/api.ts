import { useQuery } from '@tanstack/react-query';
import type { Wire } from '../../../shared/api/contract.js';
import type {
  newScimTokenSchema,
  provisioningEventSchema,
  provisioningSchema,
} from '../../../shared/provisioning/schemas.js';
import { api } from '../../lib/api.js';
import { companyAccessPath, queryKeys } from '../../lib/query-keys.js';
import { useChange } from '../../lib/use-change.js';
import { useCursorPages } from '../../lib/use-keyset-pages.js';

export type Provisioning = Wire<typeof provisioningSchema>;
export type ProvisioningEvent = Wire<typeof provisioningEventSchema>;

/* The contact's own company (null: the server takes it from the session), or an admin's choice. */

export const useProvisioning = (companyId: number | null) =>
  useQuery({
    queryKey: queryKeys.companyAccess.provisioning(companyId),
    queryFn: () => api.get<Provisioning>(companyAccessPath(companyId, 'provisioning')),
  });

/** Makes a new SCIM token; the answer is the only place it is ever seen. */
export const useNewScimToken = (companyId: number | null) =>
  useChange(
    () =>
      api.post<Wire<typeof newScimTokenSchema>>(
        `${companyAccessPath(companyId, 'provisioning')}/token`,
      ),
    'provisioning',
  );

/** The directory's events, newest first, a page at a time. */
export const useProvisioningEvents = (companyId: number | null) =>
  useCursorPages<ProvisioningEvent>(
    queryKeys.companyAccess.events(companyId),
    `${companyAccessPath(companyId, 'provisioning')}/events`,
  );
