import { Suspense, lazy } from 'react';
import { COOKIE_CONSENT_KEY } from '../../../shared/constants.js';
import { useHydrated } from '../../lib/use-hydrated.js';

const loadBanner = () => import('./cookie-banner.js');
const CookieBanner = lazy(async () => ({ default: (await loadBanner()).CookieBanner }));

/**
 * With no choice stored, the banner is certain to show: its code is fetched alongside the page's
 * own instead of after hydration, so it appears without a further wait.
 */
export const prefetchCookieBanner = () => {
  try {
    if (!window.localStorage.getItem(COOKIE_CONSENT_KEY)) void loadBanner();
  } catch {
    // Storage blocked: the banner loads when it renders.
  }
};

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
