import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../tests/support/zod.js';
import { MSG, SERVER_MSG } from '../messages.js';
import {
  changePasswordSchema,
  currentUserSchema,
  loginSchema,
  newPasswordSchema,
  recoverUsernameSchema,
  registerSchema,
  resetPasswordSchema,
} from './schemas.js';

describe('sign-in form (spec 1 §5)', () => {
  it('needs a username of at least 3 characters and a password of at least 6', () => {
    expect(fieldErrors(loginSchema, { username: 'ab', password: '12345' })).toEqual({
      username: [MSG.usernameMin],
      password: [MSG.signInPasswordMin],
    });
    expect(MSG.usernameMin).toBe('Username must be at least 3 characters');
    expect(MSG.signInPasswordMin).toBe('Password must be at least 6 characters');
  });

  it('counts the username after trimming spaces', () => {
    expect(fieldErrors(loginSchema, { username: '  ab  ', password: '123456' })).toEqual({
      username: [MSG.usernameMin],
    });
  });

  it('accepts the shortest valid values and defaults the role to student', () => {
    expect(loginSchema.parse({ username: 'abc', password: '123456' })).toEqual({
      username: 'abc',
      password: '123456',
      role: 'student',
    });
  });

  it('offers only admin, tutor and student as roles', () => {
    for (const role of ['admin', 'tutor', 'student']) {
      expect(loginSchema.safeParse({ username: 'abc', password: '123456', role }).success).toBe(
        true,
      );
    }
    for (const role of ['parent', 'Admin', '']) {
      expect(
        fieldErrors(loginSchema, { username: 'abc', password: '123456', role }),
      ).toHaveProperty('role');
    }
  });

  it('gives a readable message for a value of the wrong type', () => {
    const errors = fieldErrors(loginSchema, { username: 123, password: null });
    expect(errors.username?.[0]).not.toMatch(/^Invalid input/);
    expect(errors.password).toEqual(['This field is required']);
  });
});

describe('recover-username and reset-password forms', () => {
  it('needs a valid email, trimmed and lower-cased', () => {
    expect(fieldErrors(recoverUsernameSchema, { email: 'not-an-email' })).toEqual({
      email: [MSG.emailInvalid],
    });
    expect(MSG.emailInvalid).toBe('Please enter a valid email address');
    expect(recoverUsernameSchema.parse({ email: '  Priya@Example.COM ' })).toEqual({
      email: 'priya@example.com',
    });
  });

  it('needs a username of at least 3 characters', () => {
    expect(fieldErrors(resetPasswordSchema, { username: 'ab' })).toEqual({
      username: [MSG.usernameMin],
    });
    expect(resetPasswordSchema.safeParse({ username: 'abc' }).success).toBe(true);
  });
});

describe('forms with a repeated password', () => {
  const registration = {
    code: 'CODE1',
    fullName: 'Sam Parent',
    username: 'sam',
    email: 'sam@example.com',
    password: 'secret-one',
    confirmPassword: 'secret-one',
  };

  it('says Passwords do not match on confirmPassword', () => {
    expect(MSG.passwordsDoNotMatch).toBe('Passwords do not match');
    expect(fieldErrors(registerSchema, { ...registration, confirmPassword: 'secret-two' })).toEqual(
      {
        confirmPassword: [MSG.passwordsDoNotMatch],
      },
    );
    expect(
      fieldErrors(newPasswordSchema, { token: 't', password: 'secret-one', confirmPassword: 'x' }),
    ).toEqual({ confirmPassword: [MSG.passwordsDoNotMatch] });
    expect(
      fieldErrors(changePasswordSchema, {
        currentPassword: 'old-one',
        password: 'secret-one',
        confirmPassword: 'secret-two',
      }),
    ).toEqual({ confirmPassword: [MSG.passwordsDoNotMatch] });
  });

  it('needs a new password of 8 to 128 characters (decision 034)', () => {
    expect(MSG.passwordMin).toBe('Password must be at least 8 characters');
    const tooShort = { ...registration, password: 'seven77', confirmPassword: 'seven77' };
    expect(fieldErrors(registerSchema, tooShort)).toEqual({ password: [MSG.passwordMin] });
    const long = 'x'.repeat(129);
    expect(
      fieldErrors(registerSchema, { ...registration, password: long, confirmPassword: long }),
    ).toEqual({ password: [SERVER_MSG.passwordMax] });
    const longest = 'x'.repeat(128);
    expect(
      registerSchema.safeParse({ ...registration, password: longest, confirmPassword: longest })
        .success,
    ).toBe(true);
  });

  it('accepts a registration and drops fields the form does not have', () => {
    const parsed = registerSchema.parse({ ...registration, role: 'admin', isActivated: true });
    expect(parsed).toEqual(registration);
  });

  it('needs the current password to change it', () => {
    expect(
      fieldErrors(changePasswordSchema, {
        currentPassword: '',
        password: 'secret-one',
        confirmPassword: 'secret-one',
      }),
    ).toEqual({ currentPassword: ['Please enter your current password'] });
  });
});

describe('the current user', () => {
  it('has no field for a password, a hash or a token', () => {
    const keys = Object.keys(currentUserSchema.shape);
    expect(keys.filter((key) => /hash|token|secret/i.test(key))).toEqual([]);
    expect(keys.filter((key) => /password/i.test(key))).toEqual(['mustChangePassword']);
  });
});
