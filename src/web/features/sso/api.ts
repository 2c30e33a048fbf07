import { useQuery } from '@tanstack/react-query';
import type { SsoSettingsInput, SsoSetup } from '../../../shared/sso/schemas.js';
import type { Wire } from '../../../shared/api/contract.js';
import type { ssoSetupSchema } from '../../../shared/sso/schemas.js';
import { api } from '../../lib/api.js';
import { companyAccessPath, queryKeys } from '../../lib/query-keys.js';
import { useChange } from '../../lib/use-change.js';

export type { SsoSetup };
type SetupAnswer = Wire<typeof ssoSetupSchema>;

/**
 * A company's set-up: the employer contact's own (null, the server takes the company from the
 * session) or, for an admin, the company named.
 */
export const useSsoSetup = (companyId: number | null) =>
  useQuery({
    queryKey: queryKeys.companyAccess.sso(companyId),
    queryFn: () => api.get<SetupAnswer>(companyAccessPath(companyId, 'sso')),
  });

export const useSaveSso = (companyId: number | null) =>
  useChange(
    (settings: SsoSettingsInput) =>
      api.put<SetupAnswer>(companyAccessPath(companyId, 'sso'), settings),
    'companySso',
  );
