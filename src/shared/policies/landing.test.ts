import { describe, expect, it } from 'vitest';
import { LOGIN_ROLE_LABELS } from '../constants.js';
import {
  homePathFor,
  loginRoleFor,
  loginRoleLabelFor,
  normaliseRole,
  signsInWith,
} from './landing.js';

describe('routing helpers', () => {
  it('sends each role to its home after sign-in (docs/decisions/002)', () => {
    expect(homePathFor('admin')).toBe('/admin');
    expect(homePathFor('tutor')).toBe('/dashboard');
    expect(homePathFor('parent')).toBe('/parent-dashboard');
    expect(homePathFor('student')).toBe('/student');
    expect(homePathFor('employer')).toBe('/employer');
  });

  it('signs parents and students in with the student picker value, labelled Parent', () => {
    expect(loginRoleFor('admin')).toBe('admin');
    expect(loginRoleFor('tutor')).toBe('tutor');
    expect(loginRoleFor('parent')).toBe('student');
    expect(loginRoleFor('student')).toBe('student');
    expect(loginRoleFor('employer')).toBe('employer');
    expect(LOGIN_ROLE_LABELS.student).toBe('Parent');
    expect(loginRoleLabelFor('parent')).toBe('Parent');
    expect(loginRoleLabelFor('student')).toBe('Parent');
    expect(loginRoleLabelFor('tutor')).toBe('Tutor');
    expect(loginRoleLabelFor('admin')).toBe('Admin');
  });

  it('treats any unknown role as student (spec 1 §3)', () => {
    expect(normaliseRole('admin')).toBe('admin');
    expect(normaliseRole('tutor')).toBe('tutor');
    expect(normaliseRole('parent')).toBe('parent');
    expect(normaliseRole('employer')).toBe('employer');
    for (const value of ['student', 'Admin', 'superuser', '']) {
      expect(normaliseRole(value)).toBe('student');
    }
  });

  it('signs an account in only with its own role picker choice', () => {
    expect(signsInWith('parent', 'student')).toBe(true);
    expect(signsInWith('parent', 'tutor')).toBe(false);
    expect(signsInWith('admin', 'admin')).toBe(true);
  });
});
