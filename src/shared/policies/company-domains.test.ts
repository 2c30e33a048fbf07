import { describe, expect, it } from 'vitest';
import { mayManageCompanyDomains } from './company-domains.js';

describe('mayManageCompanyDomains', () => {
  it('lets admins and the company’s own contact manage its domains, and nobody else', () => {
    expect(mayManageCompanyDomains({ role: 'admin', companyId: null }, 7)).toBe(true);
    expect(mayManageCompanyDomains({ role: 'employer', companyId: 7 }, 7)).toBe(true);
    expect(mayManageCompanyDomains({ role: 'employer', companyId: 8 }, 7)).toBe(false);
    expect(mayManageCompanyDomains({ role: 'parent', companyId: 7 }, 7)).toBe(false);
    expect(mayManageCompanyDomains({ role: 'tutor', companyId: 7 }, 7)).toBe(false);
  });
});
