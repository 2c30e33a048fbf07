import { Suspense, lazy, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated.js';
import { useToasts } from './toast-store.js';

const Toaster = lazy(async () => ({ default: (await import('./toaster.js')).Toaster }));

/**
 * Toasts only ever come from things people do in the browser, so the toaster mounts with the
 * first toast, from its own chunk, and then stays for the toasts that follow; a visit that shows
 * none never downloads it (decision 053).
 */
export function DeferredToaster() {
  const hydrated = useHydrated();
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (!needed && hydrated && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
