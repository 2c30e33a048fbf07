import { Cookie } from 'lucide-react';
import { Suspense, lazy, useId, useLayoutEffect } from 'react';
import { Link } from 'react-router';
import {
  CONSENT_STORED_ATTRIBUTE,
  COOKIE_BANNER_ATTRIBUTE,
} from '../../../shared/consent/flag-script.js';
import { MSG } from '../../../shared/messages.js';
import { Button } from '../../components/ui/button.js';
import { ROUTES } from '../../lib/paths.js';
import { useHydrated } from '../../lib/use-hydrated.js';
import {
  ALL_COOKIES,
  NECESSARY_ONLY,
  openCookiePreferences,
  saveConsent,
  useConsentState,
} from './consent-store.js';

// Loaded when first opened, so the banner a first visit shows arrives sooner.
const CookiePreferencesDialog = lazy(async () => ({
  default: (await import('./cookie-preferences-dialog.js')).CookiePreferencesDialog,
}));

/**
 * Banner until a choice is stored, plus the preferences dialog that can be reopened later.
 * Prerendered pages hold the banner in their HTML, where a head script hides it from visitors who
 * already chose (CONSENT_FLAG_SCRIPT); once hydrated, this component's state alone decides.
 */
export function CookieBanner() {
  const { consent, preferencesOpen } = useConsentState();
  const hydrated = useHydrated();
  const titleId = useId();
  useLayoutEffect(() => {
    if (hydrated) document.documentElement.removeAttribute(CONSENT_STORED_ATTRIBUTE);
  }, [hydrated]);
  return (
    <>
      {!consent && !preferencesOpen && (
        <section
          {...{ [COOKIE_BANNER_ATTRIBUTE]: '' }}
          aria-labelledby={titleId}
          className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white shadow-[0_-8px_30px_rgb(15_23_42/0.12)]"
        >
          <div className="mx-auto flex max-w-6xl flex-col gap-4 p-4 sm:p-6 lg:flex-row lg:items-center lg:gap-8">
            <div className="flex flex-1 gap-3">
              <Cookie aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-indigo-700" />
              <div className="grid gap-1">
                <h2 id={titleId} className="font-semibold text-slate-900">
                  {MSG.cookieBannerTitle}
                </h2>
                <p className="text-sm text-slate-700">
                  We use necessary cookies to keep you signed in and the site secure. With your
                  permission we would also use analytics, marketing and preference cookies. Read
                  more in our{' '}
                  <Link
                    to={ROUTES.privacyPolicy}
                    className="font-medium text-indigo-700 underline underline-offset-2"
                  >
                    privacy policy
                  </Link>
                  .
                </p>
              </div>
            </div>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button variant="ghost" onClick={openCookiePreferences}>
                Manage Preferences
              </Button>
              <Button variant="outline" onClick={() => saveConsent(NECESSARY_ONLY)}>
                Necessary Only
              </Button>
              <Button onClick={() => saveConsent(ALL_COOKIES)}>Accept All Cookies</Button>
            </div>
          </div>
        </section>
      )}
      {preferencesOpen && (
        <Suspense fallback={null}>
          <CookiePreferencesDialog />
        </Suspense>
      )}
    </>
  );
}
