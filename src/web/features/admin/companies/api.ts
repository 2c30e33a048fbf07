import type { z } from 'zod';
import type { Company, companySchema } from '../../../../shared/admin/schemas.js';
import { api } from '../../../lib/api.js';
import { useChange } from '../../../lib/use-change.js';
import { API, queryKeys } from '../../../lib/query-keys.js';
import { useCursorPages } from '../../../lib/use-keyset-pages.js';

const COMPANIES = API.adminCompanies;

export type CompanyValues = z.output<typeof companySchema>;

export const useCompanies = () =>
  useCursorPages<Company>(queryKeys.admin.companies.list(), COMPANIES);

/** Add when no id is given, otherwise save the company with that id. */
export const useSaveCompany = () =>
  useChange(
    ({ id, input }: { id?: number; input: CompanyValues }) =>
      api.save<Company>(COMPANIES, id, input),
    'companies',
  );
