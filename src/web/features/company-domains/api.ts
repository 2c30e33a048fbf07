import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  AddDomainInput,
  CompanyDomain,
  CompanyDomains,
} from '../../../shared/company-domains/schemas.js';
import { api } from '../../lib/api.js';
import { API, queryKeys } from '../../lib/query-keys.js';
import { useChange } from '../../lib/use-change.js';

export type { CompanyDomain, CompanyDomains };

/** Whose domains: the contact's own company (null, taken from the session) or one for admins. */
export type DomainsOf = number | null;

const pathOf = (companyId: DomainsOf) =>
  companyId === null ? API.employerDomains : `${API.adminCompanies}/${companyId}/domains`;

export const useCompanyDomains = (companyId: DomainsOf) =>
  useQuery({
    queryKey: queryKeys.companyDomains(companyId),
    queryFn: () => api.get<CompanyDomains>(pathOf(companyId)),
  });

export const useAddDomain = (companyId: DomainsOf) =>
  useChange(
    (input: AddDomainInput) => api.post<CompanyDomain>(pathOf(companyId), input),
    'companyDomains',
  );

export const useResendDomain = (companyId: DomainsOf) =>
  useChange(
    ({ id, email }: { id: number; email: string }) =>
      api.post<CompanyDomain>(`${pathOf(companyId)}/${id}/resend`, { email }),
    'companyDomains',
  );

export const useRemoveDomain = (companyId: DomainsOf) =>
  useChange(
    (id: number) => api.delete<{ message: string }>(`${pathOf(companyId)}/${id}`),
    'companyDomains',
  );

/** The emailed link's page: a button, not the visit, verifies (decision 128). */
export const useVerifyDomain = () =>
  useMutation({
    mutationFn: (token: string) =>
      api.post<{ domain: string; companyName: string }>('/api/company-domains/verify', { token }),
  });
