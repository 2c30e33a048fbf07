import { useSyncExternalStore } from 'react';
import { COOKIE_CONSENT_KEY, COOKIE_CONSENT_VERSION } from '../../../shared/constants.js';
import { parseConsent } from '../../../shared/consent/record.js';
import type { CookieConsent, CookiePreferences } from '../../../shared/consent/record.js';

interface ConsentState {
  consent: CookieConsent | null;
  preferencesOpen: boolean;
}

/** A missing, unreadable or older-version record counts as no choice made. */
const readConsent = (): CookieConsent | null => {
  if (typeof window === 'undefined') return null;
  try {
    const raw = window.localStorage.getItem(COOKIE_CONSENT_KEY);
    return raw ? parseConsent(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
};

let state: ConsentState = { consent: readConsent(), preferencesOpen: false };
const listeners = new Set<() => void>();

const update = (patch: Partial<ConsentState>) => {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// A choice made in another tab hides the banner here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === COOKIE_CONSENT_KEY || event.key === null) update({ consent: readConsent() });
  });
}

/** What prerendering writes and hydration first renders: no choice known, so the banner. */
const PRERENDERED: ConsentState = { consent: null, preferencesOpen: false };

export const useConsentState = () =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => PRERENDERED,
  );

export const ALL_COOKIES: CookiePreferences = {
  necessary: true,
  analytics: true,
  marketing: true,
  preferences: true,
};

export const NECESSARY_ONLY: CookiePreferences = {
  necessary: true,
  analytics: false,
  marketing: false,
  preferences: false,
};

export const saveConsent = (preferences: CookiePreferences) => {
  const consent: CookieConsent = {
    preferences,
    timestamp: new Date().toISOString(),
    version: COOKIE_CONSENT_VERSION,
  };
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify(consent));
  } catch {
    // Storage can be full or blocked; the choice still holds for this visit.
  }
  update({ consent, preferencesOpen: false });
};

export const openCookiePreferences = () => update({ preferencesOpen: true });
export const closeCookiePreferences = () => update({ preferencesOpen: false });
