import { Suspense, lazy } from 'react';
import { useHydrated } from '../../lib/use-hydrated.js';

const CookieBanner = lazy(async () => ({
  default: (await import('./cookie-banner.js')).CookieBanner,
}));

/**
 * Whether the banner shows depends on what this browser stored, which prerendered HTML cannot
 * know. So it appears only after hydration, from its own chunk, which also keeps the consent
 * code out of the first download.
 */
export function DeferredCookieBanner() {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  );
}

/** For links to the preferences dialog on pages that do not load the consent code themselves. */
export const openCookieSettings = async () => {
  const store = await import('./consent-store.js');
  store.openCookiePreferences();
};
