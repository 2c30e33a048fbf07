import { useSyncExternalStore } from 'react';
import { COOKIE_CONSENT_KEY, COOKIE_CONSENT_VERSION } from '../../../shared/constants.js';
import { cookieConsentSchema } from '../../../shared/consent/schemas.js';
import type { CookieConsent, CookiePreferences } from '../../../shared/consent/schemas.js';

interface ConsentState {
  consent: CookieConsent | null;
  preferencesOpen: boolean;
}

/** A missing, unreadable or older-version record counts as no choice made. */
const readConsent = (): CookieConsent | null => {
  try {
    const raw = window.localStorage.getItem(COOKIE_CONSENT_KEY);
    if (!raw) return null;
    const parsed = cookieConsentSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
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
window.addEventListener('storage', (event) => {
  if (event.key === COOKIE_CONSENT_KEY || event.key === null) update({ consent: readConsent() });
});

export const useConsentState = () => useSyncExternalStore(subscribe, () => state);

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
