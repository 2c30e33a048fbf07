import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EnquiryPage } from '../../../shared/enquiries/schemas.js';
import { api } from '../../lib/api.js';
import { API, queryKeys } from '../../lib/query-keys.js';

const ENQUIRIES = API.adminEnquiries;
export const ENQUIRIES_PAGE_SIZE = 20;

/** Newest first, one page at a time; the server pages, so the list can grow without limit. */
export const useEnquiries = (page: number) =>
  useQuery({
    queryKey: queryKeys.admin.enquiries(page),
    queryFn: () =>
      api.get<EnquiryPage>(`${ENQUIRIES}?page=${page}&pageSize=${ENQUIRIES_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });
