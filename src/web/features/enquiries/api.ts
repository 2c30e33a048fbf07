import type { Enquiry } from '../../../shared/enquiries/schemas.js';
import { API, queryKeys } from '../../lib/query-keys.js';
import { useCursorPages } from '../../lib/use-keyset-pages.js';

export const ENQUIRIES_PAGE_SIZE = 20;

/** Newest first, a page at a time after the last one shown; the list can grow without limit. */
export const useEnquiries = () =>
  useCursorPages<Enquiry>(queryKeys.admin.enquiries(), API.adminEnquiries, {
    pageSize: ENQUIRIES_PAGE_SIZE,
  });
