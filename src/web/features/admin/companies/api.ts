import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Company, companySchema } from '../../../../shared/admin/schemas.js';
import type { Page } from '../../../../shared/pagination.js';
import { api } from '../../../lib/api.js';
import { invalidate } from '../../../lib/invalidate.js';
import { API, queryKeys } from '../../../lib/query-keys.js';

const COMPANIES = API.adminCompanies;

export type CompanyValues = z.output<typeof companySchema>;

export const useCompanies = (page: number) =>
  useQuery({
    queryKey: queryKeys.admin.companies.page(page),
    queryFn: () => api.get<Page<Company>>(`${COMPANIES}?page=${page}`),
    placeholderData: keepPreviousData,
  });

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
