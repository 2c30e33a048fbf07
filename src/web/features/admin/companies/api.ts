import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Company, companySchema } from '../../../../shared/admin/schemas.js';
import { api } from '../../../lib/api.js';
import { invalidate } from '../../../lib/invalidate.js';
import { API, queryKeys } from '../../../lib/query-keys.js';
import { useCursorPages } from '../../../lib/use-keyset-pages.js';

const COMPANIES = API.adminCompanies;

export type CompanyValues = z.output<typeof companySchema>;

export const useCompanies = () =>
  useCursorPages<Company>(queryKeys.admin.companies.list(), COMPANIES);

/** Add when no id is given, otherwise save the company with that id. */
export const useSaveCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: CompanyValues }) =>
      id === undefined
        ? api.post<Company>(COMPANIES, input)
        : api.put<Company>(`${COMPANIES}/${id}`, input),
    onSuccess: () => invalidate(queryClient, 'companies'),
  });
};
