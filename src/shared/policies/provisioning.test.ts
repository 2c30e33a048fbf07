import { describe, expect, it } from 'vitest';
import { mayManageProvisioning } from './provisioning.js';

describe('mayManageProvisioning', () => {
  it('lets admins and the company’s own contact set up its provisioning', () => {
    expect(mayManageProvisioning({ role: 'admin', companyId: null }, 7)).toBe(true);
    expect(mayManageProvisioning({ role: 'employer', companyId: 7 }, 7)).toBe(true);
  });

  it('refuses another company’s contact and the company’s employees', () => {
    expect(mayManageProvisioning({ role: 'employer', companyId: 8 }, 7)).toBe(false);
    expect(mayManageProvisioning({ role: 'employer', companyId: null }, 7)).toBe(false);
    expect(mayManageProvisioning({ role: 'parent', companyId: 7 }, 7)).toBe(false);
  });
});
