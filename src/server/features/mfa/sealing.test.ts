import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seal, unseal } from './sealing.js';

describe('seal and unseal', () => {
  const key = randomBytes(32);

  it('opens what was sealed with the same key and context', () => {
    expect(unseal(key, seal(key, 'JBSWY3DPEHPK3PXP', 'totp:7'), 'totp:7')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('hides the text and differs each time', () => {
    const first = seal(key, 'JBSWY3DPEHPK3PXP', 'totp:7');
    expect(first).not.toContain('JBSWY3DPEHPK3PXP');
    expect(seal(key, 'JBSWY3DPEHPK3PXP', 'totp:7')).not.toBe(first);
  });

  it('refuses another context, another key, and any altered part', () => {
    const sealed = seal(key, 'JBSWY3DPEHPK3PXP', 'totp:7');
    expect(unseal(key, sealed, 'totp:8')).toBeNull();
    expect(unseal(randomBytes(32), sealed, 'totp:7')).toBeNull();
    const parts = sealed.split('.');
    const body = parts[3]!;
    parts[3] = `${body.startsWith('A') ? 'B' : 'A'}${body.slice(1)}`;
    expect(unseal(key, parts.join('.'), 'totp:7')).toBeNull();
    expect(unseal(key, 'not sealed', 'totp:7')).toBeNull();
  });
});
