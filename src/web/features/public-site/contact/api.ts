import { useMutation } from '@tanstack/react-query';
import type { EnquiryInput, EnquiryReceived } from '../../../../shared/enquiries/schemas.js';
import { api } from '../../../lib/api.js';

export const useSubmitEnquiry = () =>
  useMutation({
    mutationFn: (input: EnquiryInput) => api.post<EnquiryReceived>('/api/enquiries', input),
  });
