import { z } from 'zod';
import { dateTime, type Wire } from '../api/contract.js';
import '../zod-config.js';
import {
  LOGIN_ROLES,
  MAX_PASSWORD_LENGTH,
  MAX_SIGN_IN_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  MIN_SIGN_IN_PASSWORD_LENGTH,
  ROLES,
} from '../constants.js';
import { MSG, SERVER_MSG } from '../messages.js';
import { newUsername as username, usernameLookup } from './usernames.js';

/** A password being chosen; the server also runs assessPassword, which needs the owner's details. */
const password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, MSG.passwordMin)
  .max(MAX_PASSWORD_LENGTH, SERVER_MSG.passwordMax);
/** A password being typed to sign in, which may have been chosen under the earlier, shorter rule. */
/**
 * Only compared with the password, never stored. Bounded well past the password's maximum, so a
 * password that is too long is said once, on the password field.
 */
const confirmPassword = z.string().max(1_000);
const existingPassword = z
  .string()
  .min(MIN_SIGN_IN_PASSWORD_LENGTH, MSG.signInPasswordMin)
  .max(MAX_SIGN_IN_PASSWORD_LENGTH);
const email = z.string().trim().toLowerCase().max(254).pipe(z.email(MSG.emailInvalid));
export const fullName = z.string().trim().min(2, 'Full name is required').max(120);

export const loginSchema = z.object({
  username: usernameLookup,
  password: existingPassword,
  role: z.enum(LOGIN_ROLES).default('student'),
});
export type LoginInput = z.input<typeof loginSchema>;

export const recoverUsernameSchema = z.object({ email });
export type RecoverUsernameInput = z.infer<typeof recoverUsernameSchema>;

export const resetPasswordSchema = z.object({ username: usernameLookup });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

const withMatchingPasswords = <T extends { password: string; confirmPassword: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MSG.passwordsDoNotMatch });
  }
};

export const registerSchema = z
  .object({
    code: z.string().trim().min(1, 'A registration code is required.').max(64),
    fullName,
    username,
    email,
    password,
    confirmPassword,
  })
  .superRefine(withMatchingPasswords);
export type RegisterInput = z.input<typeof registerSchema>;

export const newPasswordSchema = z
  .object({ token: z.string().min(1).max(200), password, confirmPassword })
  .superRefine(withMatchingPasswords);
export type NewPasswordInput = z.input<typeof newPasswordSchema>;

/** The current password is needed only when the email changes (issue 13 §1); the server checks. */
export const profileSchema = z.object({
  fullName,
  email,
  currentPassword: z.string().max(MAX_SIGN_IN_PASSWORD_LENGTH).optional(),
});
export type ProfileInput = z.input<typeof profileSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, 'Please enter your current password')
      .max(MAX_SIGN_IN_PASSWORD_LENGTH),
    password,
    confirmPassword,
  })
  .superRefine(withMatchingPasswords);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** The signed-in user as every response shows it: never a hash or a token. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(ROLES),
  profileImage: z.string().nullable(),
  companyId: z.number().int().nullable(),
  isActivated: z.boolean(),
  mustChangePassword: z.boolean(),
  /** A designated safeguarding lead (issue 31 §2): the web shows them the lead-only pages. */
  safeguardingLead: z.boolean(),
  createdAt: dateTime,
});
export type CurrentUser = Wire<typeof currentUserSchema>;

/** The emailed link's token that finishes a registration (decision 078). */
export const finishRegistrationSchema = z.object({
  token: z.string().min(1, 'This link is not complete.').max(4000),
});
export type FinishRegistrationInput = z.input<typeof finishRegistrationSchema>;

/** A sign-in's answer: the user, and whether signing in cancelled their pending deletion. */
export const signedInUserSchema = currentUserSchema.extend({
  erasureCancelled: z.literal(true).optional(),
});
export type SignedInUser = Wire<typeof signedInUserSchema>;

export const registrationCodeParam = z.object({ code: z.string().min(1).max(64) });

/** What a registration code offers before anyone signs up with it. */
export const registrationInfoSchema = z.object({
  companyName: z.string(),
  role: z.string(),
});
export type RegistrationInfo = Wire<typeof registrationInfoSchema>;

export {
  email as emailField,
  username as usernameField,
  password as passwordField,
  confirmPassword as confirmPasswordField,
  withMatchingPasswords,
};
