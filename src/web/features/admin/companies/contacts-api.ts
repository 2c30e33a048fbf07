import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  EmployerContact,
  EmployerContactInput,
} from '../../../../shared/employer-report/schemas.js';
import { api } from '../../../lib/api.js';
import { invalidate } from '../../../lib/invalidate.js';
import { API, queryKeys } from '../../../lib/query-keys.js';
import { useCursorPages } from '../../../lib/use-keyset-pages.js';

export type { EmployerContact };

const contactsOf = (companyId: number) => `${API.adminCompanies}/${companyId}/contacts`;

export const useContacts = (companyId: number) =>
  useCursorPages<EmployerContact>(
    queryKeys.admin.companies.contacts(companyId),
    contactsOf(companyId),
  );

export const useInviteContact = (companyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmployerContactInput) =>
      api.post<EmployerContact>(contactsOf(companyId), input),
    onSuccess: () => invalidate(queryClient, 'companies'),
  });
};

export const useRemoveContact = (companyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contactId: number) => api.delete(`${contactsOf(companyId)}/${contactId}`),
    onSuccess: () => invalidate(queryClient, 'companies'),
  });
};
