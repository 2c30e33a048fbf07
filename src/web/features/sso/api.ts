import { useQuery } from '@tanstack/react-query';
import type { SsoSettingsInput, SsoSetup } from '../../../shared/sso/schemas.js';
import type { Wire } from '../../../shared/api/contract.js';
import type { ssoSetupSchema } from '../../../shared/sso/schemas.js';
import { api } from '../../lib/api.js';
import { API, queryKeys } from '../../lib/query-keys.js';
import { useChange } from '../../lib/use-change.js';

export type { SsoSetup };
type SetupAnswer = Wire<typeof ssoSetupSchema>;

/** The employer contact's own company's set-up: the server takes the company from the session. */
export const useSsoSetup = () =>
  useQuery({
    queryKey: queryKeys.employerSso(),
    queryFn: () => api.get<SetupAnswer>(API.employerSso),
  });

export const useSaveSso = () =>
  useChange(
    (settings: SsoSettingsInput) => api.put<SetupAnswer>(API.employerSso, settings),
    'companySso',
  );
