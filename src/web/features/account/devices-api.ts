import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  sessionsEndedSchema,
  signedInDevicesSchema,
} from '../../../shared/account/sessions.js';
import type { Wire } from '../../../shared/api/contract.js';
import type { CurrentPasswordInput } from '../../../shared/auth/mfa.js';
import { api } from '../../lib/api.js';
import { API, queryKeys } from '../../lib/query-keys.js';

export type SignedInDevicesWire = Wire<typeof signedInDevicesSchema>;
export type SignedInDeviceWire = SignedInDevicesWire['items'][number];

export const useSignedInDevices = () =>
  useQuery({
    queryKey: queryKeys.signedInDevices(),
    queryFn: () => api.get<SignedInDevicesWire>(API.accountSessions),
  });

const useEndingMutation = <T, R>(mutationFn: (input: T) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.signedInDevices() }),
  });
};

export const useEndSession = (publicId: string) =>
  useEndingMutation((body: CurrentPasswordInput) =>
    api.post<void>(`${API.accountSessions}/${publicId}/end`, body),
  );

export const useEndOtherSessions = () =>
  useEndingMutation((body: CurrentPasswordInput) =>
    api.post<Wire<typeof sessionsEndedSchema>>(`${API.accountSessions}/end-others`, body),
  );
