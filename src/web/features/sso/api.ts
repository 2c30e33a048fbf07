import { useQuery } from '@tanstack/react-query';
import type { SsoSettingsInput, SsoSetup } from '../../../shared/sso/schemas.js';
import type { Wire } from '../../../shared/api/contract.js';
import type { ssoSetupSchema } from '../../../shared/sso/schemas.js';
import { api } from '../../lib/api.js';
import { API, queryKeys } from '../../lib/query-keys.js';
import { useChange } from '../../lib/use-change.js';

export type { SsoSetup };
type SetupAnswer = Wire<typeof ssoSetupSchema>;

const path = (companyId: number) => `${API.companies}/${companyId}/sso`;

export const useSsoSetup = (companyId: number) =>
  useQuery({
    queryKey: queryKeys.companySso(companyId),
    queryFn: () => api.get<SetupAnswer>(path(companyId)),
  });

export const useSaveSso = (companyId: number) =>
  useChange(
    (settings: SsoSettingsInput) => api.put<SetupAnswer>(path(companyId), settings),
    'companySso',
  );
