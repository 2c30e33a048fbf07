import { describe, expect, it } from 'vitest';
import { canSetUpSso, passwordRefusedForSso, signsInThroughCompany } from './sso.js';

describe('single sign-on rules', () => {
  it('lets an admin set up any company and an employer contact only their own', () => {
    expect(canSetUpSso({ role: 'admin', companyId: null }, 4)).toBe(true);
    expect(canSetUpSso({ role: 'employer', companyId: 4 }, 4)).toBe(true);
    expect(canSetUpSso({ role: 'employer', companyId: 5 }, 4)).toBe(false);
    expect(canSetUpSso({ role: 'parent', companyId: 4 }, 4)).toBe(false);
  });

  it('signs in only the company’s parents through its provider', () => {
    expect(signsInThroughCompany({ role: 'parent', companyId: 4 }, 4)).toBe(true);
    expect(signsInThroughCompany({ role: 'parent', companyId: 5 }, 4)).toBe(false);
    expect(signsInThroughCompany({ role: 'admin', companyId: 4 }, 4)).toBe(false);
    expect(signsInThroughCompany({ role: 'employer', companyId: 4 }, 4)).toBe(false);
  });

  it('refuses only parents’ passwords when the company is SSO only', () => {
    expect(passwordRefusedForSso({ role: 'parent' }, true)).toBe(true);
    expect(passwordRefusedForSso({ role: 'parent' }, false)).toBe(false);
    expect(passwordRefusedForSso({ role: 'admin' }, true)).toBe(false);
    expect(passwordRefusedForSso({ role: 'employer' }, true)).toBe(false);
  });
});
