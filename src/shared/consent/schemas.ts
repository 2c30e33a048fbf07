import { z } from 'zod';
import '../zod-config.js';
import { COOKIE_CONSENT_VERSION } from '../constants.js';

export const cookiePreferencesSchema = z.object({
  necessary: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
  preferences: z.boolean(),
});
export type CookiePreferences = z.infer<typeof cookiePreferencesSchema>;

export const cookieConsentSchema = z.object({
  preferences: cookiePreferencesSchema,
  timestamp: z.string(),
  version: z.literal(COOKIE_CONSENT_VERSION),
});
export type CookieConsent = z.infer<typeof cookieConsentSchema>;
