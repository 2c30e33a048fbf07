import { describe, expect, it } from 'vitest';
import { canRaiseConcern, isSafeguardingLead, mayRemoveLead } from './safeguarding.js';

describe('isSafeguardingLead', () => {
  it('is an admin named as a lead, and no one else', () => {
    expect(isSafeguardingLead({ role: 'admin', safeguardingLead: true })).toBe(true);
    expect(isSafeguardingLead({ role: 'admin', safeguardingLead: false })).toBe(false);
    expect(isSafeguardingLead({ role: 'admin' })).toBe(false);
    for (const role of ['tutor', 'parent', 'student', 'employer'])
      expect(isSafeguardingLead({ role, safeguardingLead: true })).toBe(false);
  });
});

describe('canRaiseConcern', () => {
  it('is a tutor, a parent or an admin', () => {
    for (const role of ['tutor', 'parent', 'admin']) expect(canRaiseConcern({ role })).toBe(true);
    for (const role of ['student', 'employer']) expect(canRaiseConcern({ role })).toBe(false);
  });
});

describe('mayRemoveLead', () => {
  it('keeps the last lead', () => {
    expect(mayRemoveLead(1)).toBe(false);
    expect(mayRemoveLead(2)).toBe(true);
  });
});
