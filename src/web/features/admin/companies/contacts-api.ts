import type {
  EmployerContact,
  EmployerContactInput,
} from '../../../../shared/employer-report/schemas.js';
import { api } from '../../../lib/api.js';
import { useChange } from '../../../lib/use-change.js';
import { API, queryKeys } from '../../../lib/query-keys.js';
import { useCursorPages } from '../../../lib/use-keyset-pages.js';

export type { EmployerContact };

const contactsOf = (companyId: number) => `${API.adminCompanies}/${companyId}/contacts`;

export const useContacts = (companyId: number) =>
  useCursorPages<EmployerContact>(
    queryKeys.admin.companies.contacts(companyId),
    contactsOf(companyId),
  );

export const useInviteContact = (companyId: number) =>
  useChange(
    (input: EmployerContactInput) => api.post<EmployerContact>(contactsOf(companyId), input),
    'companies',
  );

export const useRemoveContact = (companyId: number) =>
  useChange(
    (contactId: number) => api.delete(`${contactsOf(companyId)}/${contactId}`),
    'companies',
  );
