import { useMutation } from '@tanstack/react-query';
import type { EnquiryInput } from '../../../../shared/enquiries/schemas.js';
import { api } from '../../../lib/api.js';

interface EnquiryCreated {
  id: number;
  message: string;
}

export const useSubmitEnquiry = () =>
  useMutation({
    mutationFn: (input: EnquiryInput) => api.post<EnquiryCreated>('/api/enquiries', input),
  });
