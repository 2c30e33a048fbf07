import { z } from 'zod';
import type { Wire } from '../api/contract.js';
import '../zod-config.js';
import { MAX_SIGN_IN_PASSWORD_LENGTH } from '../constants.js';
import { signedInUserSchema } from './schemas.js';

export const RECOVERY_CODE_COUNT = 10;

export const MFA_MSG = {
  codeShape: 'The code has 6 digits',
  codeWrong: 'That code is not right, or it has been used already. Try the next one.',
  recoveryCodeShape: 'Enter one of your recovery codes',
  recoveryCodeWrong: 'That recovery code is not right, or it has been used already.',
  challengeGone: 'Your sign-in has timed out. Please sign in again.',
  currentPasswordRequired: 'Please enter your current password',
  requiredForRole: 'Two-step sign-in is required for your account and cannot be turned off.',
  setupExpired: 'The set-up has expired. Please start again.',
  enabled: 'Two-step sign-in is on',
  disabled: 'Two-step sign-in is off',
  codesRenewed: 'New recovery codes made; the old ones no longer work',
  reset: 'Two-step sign-in was reset',
} as const;

/** Six digits; spaces, which apps show in the middle, are dropped. */
const totpCode = z
  .string()
  .max(20)
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, MFA_MSG.codeShape));
/** Typed as shown (xxxx-xxxx-xxxx) or without the hyphens, in either case. */
const recoveryCode = z
  .string()
  .max(40)
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{12}$/, MFA_MSG.recoveryCodeShape));
const currentPassword = z
  .string()
  .min(1, MFA_MSG.currentPasswordRequired)
  .max(MAX_SIGN_IN_PASSWORD_LENGTH);

/** POST /api/login answers this (202) when the password was right and a second step remains. */
export const secondFactorStepSchema = z.object({ secondFactor: z.enum(['verify', 'enrol']) });
export type SecondFactorStep = Wire<typeof secondFactorStepSchema>;

export const totpCodeSchema = z.object({ code: totpCode });
export type TotpCodeInput = z.input<typeof totpCodeSchema>;
export const recoveryCodeSchema = z.object({ recoveryCode });
export type RecoveryCodeInput = z.input<typeof recoveryCodeSchema>;

/**
 * What an authenticator app needs: the otpauth:// URI for the QR code, and the same secret as the
 * "setup key" apps ask for when typed by hand. Shown to its owner only, before enrolment.
 */
export const enrolmentSchema = z.object({ otpauthUri: z.string(), setupKey: z.string() });
export type Enrolment = Wire<typeof enrolmentSchema>;

const recoveryCodes = z.array(z.string()).length(RECOVERY_CODE_COUNT);
export const recoveryCodesSchema = z.object({ recoveryCodes });
export type RecoveryCodes = Wire<typeof recoveryCodesSchema>;

/** Enrolment finished at sign-in: the session's user, and the recovery codes shown once. */
export const enrolledSignInSchema = z.object({ user: signedInUserSchema, recoveryCodes });
export type EnrolledSignIn = Wire<typeof enrolledSignInSchema>;

export const secondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type SecondFactorStatus = Wire<typeof secondFactorStatusSchema>;

/** Turning it on in account settings: the sealed secret comes back with the first code. */
export const accountSetupSchema = enrolmentSchema.extend({ sealedSetup: z.string() });
export type AccountSetup = Wire<typeof accountSetupSchema>;
export const accountEnableSchema = z.object({
  sealedSetup: z.string().min(1).max(1000),
  code: totpCode,
  currentPassword,
});
export type AccountEnableInput = z.input<typeof accountEnableSchema>;
export const currentPasswordSchema = z.object({ currentPassword });
export type CurrentPasswordInput = z.input<typeof currentPasswordSchema>;

/** An admin's reset of someone's second factor; the admin Accounts page reads this. */
export const secondFactorResetSchema = z.object({ userId: z.number().int(), enabled: z.boolean() });
