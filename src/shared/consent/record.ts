import { COOKIE_CONSENT_VERSION } from '../constants.js';

export interface CookiePreferences {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
}

export interface CookieConsent {
  preferences: CookiePreferences;
  timestamp: string;
  version: typeof COOKIE_CONSENT_VERSION;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The stored choice when it is whole and of the current version, else null: no choice made. Plain
 * checks rather than zod, because the banner decides on every page before any form code loads.
 */
export function parseConsent(value: unknown): CookieConsent | null {
  if (!isObject(value) || value.version !== COOKIE_CONSENT_VERSION) return null;
  const { preferences, timestamp } = value;
  if (typeof timestamp !== 'string' || !isObject(preferences)) return null;
  const { necessary, analytics, marketing, preferences: remember } = preferences;
  if (
    necessary !== true ||
    typeof analytics !== 'boolean' ||
    typeof marketing !== 'boolean' ||
    typeof remember !== 'boolean'
  ) {
    return null;
  }
  return {
    preferences: { necessary, analytics, marketing, preferences: remember },
    timestamp,
    version: COOKIE_CONSENT_VERSION,
  };
}
