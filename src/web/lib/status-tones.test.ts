import { describe, expect, it } from 'vitest';
import {
  COMPANY_STATUSES,
  LIVE_SESSION_STATUSES,
  SCHEDULED_SESSION_STATUSES,
} from '../../shared/constants.js';
import { STATUS_TONES, statusTone } from './status-tones.js';

describe('statusTone', () => {
  it('gives every status the product stores a colour of its own set', () => {
    const words = [
      ...LIVE_SESSION_STATUSES,
      ...SCHEDULED_SESSION_STATUSES,
      ...COMPANY_STATUSES,
      'used up',
      'expired',
      'revoked',
    ];
    for (const word of words) expect(Object.keys(STATUS_TONES), word).toContain(word);
  });

  it('colours the words staff and families both see alike (issue 26 §5)', () => {
    expect(statusTone('Confirmed')).toBe('green');
    expect(statusTone('completed')).toBe('green');
    expect(statusTone('PENDING')).toBe('blue');
    expect(statusTone('Scheduled')).toBe('blue');
    expect(statusTone('cancelled')).toBe('red');
    expect(statusTone(' Rescheduled ')).toBe('yellow');
  });

  it('outlines a word it does not know', () => {
    expect(statusTone('postponed')).toBe('outline');
  });
});
