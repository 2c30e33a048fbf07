import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { AppErrorBoundary } from '../features/errors/app-error-boundary.js';
import { Providers } from './providers.js';

/** What wraps the router both in the browser and at prerender time, so the two trees match. */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <Providers>{children}</Providers>
      </AppErrorBoundary>
    </StrictMode>
  );
}
