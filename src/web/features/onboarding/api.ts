import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Company, RegistrationCompanyInput } from '../../../shared/admin/schemas.js';
import type { SecondFactorStep } from '../../../shared/auth/mfa.js';
import type { CurrentUser, RegisterInput, RegistrationInfo } from '../../../shared/auth/schemas.js';
import type {
  BulkGenerateInput,
  BulkGenerateResult,
  BulkUploadInput,
  BulkUploadResult,
  CreatedCode,
  ImportJob,
  RegistrationCode,
  RegistrationCodeInput,
} from '../../../shared/onboarding/schemas.js';
import type {
  EmployeeFile,
  ReadEmployeeFileInput,
} from '../../../shared/onboarding/file-schemas.js';
import { api } from '../../lib/api.js';
import { invalidate } from '../../lib/invalidate.js';
import { useChange } from '../../lib/use-change.js';
import { API, queryKeys } from '../../lib/query-keys.js';
import { withQuery } from '../../lib/query-string.js';
import { useCursorPages, useKeysetPages, type KeysetPage } from '../../lib/use-keyset-pages.js';

const ADMIN = '/api/admin';
const COMPANIES = API.adminCompanies;
const codesPath = (companyId: number) => `${COMPANIES}/${companyId}/registration-codes`;

/**
 * An id for a long job, so the browser can ask how far the server has got. Built from
 * getRandomValues, which, unlike randomUUID, also works on plain-http intranet addresses.
 */
export const newJobId = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

export const useCompany = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.admin.companies.detail(id),
    queryFn: () => api.get<Company>(`${COMPANIES}/${id}`),
    enabled: id !== null,
  });

/** The 50 newest companies a picker offers, or those whose name holds `search` (decision 052). */
export const useCompanyOptions = (search: string) =>
  useQuery({
    queryKey: [...queryKeys.admin.companies.options(), search],
    queryFn: () => api.get<KeysetPage<Company>>(withQuery(COMPANIES, { pageSize: 50, q: search })),
    placeholderData: keepPreviousData,
  });

/** The company cards to choose from, newest first, or those whose name holds `search`. */
export const useCompanyPages = (search: string) =>
  useCursorPages<Company>([...queryKeys.admin.companies.list(), search], COMPANIES, {
    q: search,
  });

/** Add New Company on the Registration tab: the company form plus a declared headcount. */
export const useAddCompany = () =>
  useChange((input: RegistrationCompanyInput) => api.post<Company>(COMPANIES, input), 'companies');

/** How far the server has got with a job; `waiting` until the server has started it. */
export const useJobProgress = (jobId: string | null) =>
  useQuery({
    queryKey: queryKeys.admin.importJob(jobId),
    queryFn: () => api.get<ImportJob>(`${API.adminImportJobs}/${jobId}`),
    enabled: jobId !== null,
    refetchInterval: 400,
    gcTime: 0,
  });

export const useBulkUpload = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkUploadInput) =>
      api.post<BulkUploadResult>(`${ADMIN}/bulk-upload-employees`, input),
    onSettled: () => invalidate(queryClient, 'companies'),
  });
};

/** The server reads the file and recognises its columns; nothing is created yet. */
export const useReadEmployeeFile = () =>
  useMutation({
    mutationFn: (input: ReadEmployeeFileInput) =>
      api.post<EmployeeFile>(`${ADMIN}/employee-files/read`, input),
  });

export const useGenerateAccounts = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkGenerateInput) =>
      api.post<BulkGenerateResult>(`${ADMIN}/generate-bulk-accounts`, input),
    onSettled: () => invalidate(queryClient, 'companies'),
  });
};

/** A company's codes, newest first, a page at a time. */
export const useRegistrationCodes = (companyId: number) =>
  useKeysetPages<RegistrationCode>(
    queryKeys.admin.companies.registrationCodes(companyId),
    codesPath(companyId),
  );

export const useCreateCode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegistrationCodeInput) =>
      api.post<CreatedCode>(`${ADMIN}/create-registration-code`, input),
    onSuccess: (code) => invalidate(queryClient, { registrationCodesOf: code.companyId }),
  });
};

export const useRevokeCode = () =>
  useChange(
    (id: number) => api.post<RegistrationCode>(`${ADMIN}/registration-codes/${id}/revoke`),
    (code) => ({ registrationCodesOf: code.companyId }),
  );

/** Which company a code belongs to, or the server's reason it cannot be used. */
export const useRegistrationInfo = (code: string) =>
  useQuery({
    queryKey: queryKeys.registration(code),
    queryFn: () => api.get<RegistrationInfo>(`${API.register}/${encodeURIComponent(code)}`),
  });

/** The form: the server answers "check your email" whoever has an account (decision 078). */
export const useRegister = () =>
  useMutation({
    mutationFn: (input: RegisterInput) => api.post<{ message: string }>('/api/register', input),
  });

/** The emailed link: creates the account and signs it in, or asks a required second factor first. */
export const useFinishRegistration = () =>
  useMutation({
    mutationFn: (token: string) =>
      api.post<CurrentUser | SecondFactorStep>('/api/register/confirm', { token }),
  });
