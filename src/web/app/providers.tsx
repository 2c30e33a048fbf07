import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { SERVER_MSG } from '../../shared/messages.js';
import { toast } from '../components/ui/toast-store.js';
import { DeferredToaster } from '../components/ui/deferred-toaster.js';
import { createQueryClient } from '../lib/query-client.js';
import { queryKeys } from '../lib/query-keys.js';
import { replaceSession } from '../lib/session/current-user.js';

const makeClient = () => {
  const client: QueryClient = createQueryClient({
    onSessionEnded: () => {
      // Only a session we believed in can end; guards then send the person to /auth.
      if (!client.getQueryData(queryKeys.user())) return;
      replaceSession(client, null);
      toast({ title: 'Signed out', description: SERVER_MSG.signInRequired });
    },
  });
  return client;
};

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  );
}
