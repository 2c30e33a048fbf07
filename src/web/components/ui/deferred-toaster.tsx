import { Suspense, lazy } from 'react';
import { useHydrated } from '../../lib/use-hydrated.js';

const Toaster = lazy(async () => ({ default: (await import('./toaster.js')).Toaster }));

/**
 * Toasts only ever come from things people do in the browser, so the toaster mounts after
 * hydration, from its own chunk; prerendered pages neither render nor download it up front.
 */
export function DeferredToaster() {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
