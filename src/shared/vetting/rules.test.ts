import { describe, expect, it } from 'vitest';
import {
  addMonths,
  checkState,
  REQUIRED_SLOTS,
  vettingProblem,
  vettingStatus,
  type CurrentCheck,
} from './rules.js';

const full = (statusCheckOn: string, rightToWorkUntil: string | null = null): CurrentCheck[] =>
  REQUIRED_SLOTS.map((slot) => ({
    ...slot,
    checkedOn: slot.kind === 'update-service' ? statusCheckOn : '2024-01-10',
    expiresOn: slot.kind === 'right-to-work' ? rightToWorkUntil : null,
  }));

describe('vettingStatus', () => {
  it('is complete and current when every check is there and none is due within 30 days', () => {
    const status = vettingStatus(full('2026-06-01'), '2026-12-06', 12);
    expect(status).toEqual({
      state: 'complete',
      missing: [],
      lapsed: [],
      renewBy: '2027-06-01',
      canTeach: true,
    });
  });

  it('says renew soon within 30 days of the status check falling due, still able to teach', () => {
    const status = vettingStatus(full('2026-01-05'), '2026-12-06', 12);
    expect(status.state).toBe('renew-soon');
    expect(status.renewBy).toBe('2027-01-05');
    expect(status.canTeach).toBe(true);
    expect(vettingStatus(full('2026-01-06'), '2026-12-06', 12).state).toBe('complete');
  });

  it('lapses on the day the check falls due, by the admins interval', () => {
    const status = vettingStatus(full('2026-06-06'), '2026-12-06', 6);
    expect(status.state).toBe('lapsed');
    expect(status.lapsed).toEqual(['DBS Update Service status check']);
    expect(status.canTeach).toBe(false);
    expect(vettingProblem(status)).toBe('needs renewing: DBS Update Service status check');
    expect(vettingStatus(full('2026-06-07'), '2026-12-06', 6).canTeach).toBe(true);
  });

  it('lapses when a time-limited right to work ends', () => {
    const status = vettingStatus(full('2026-11-01', '2026-12-06'), '2026-12-06', 12);
    expect(status.lapsed).toEqual(['right to work']);
    expect(status.renewBy).toBe('2026-12-06');
  });

  it('is incomplete, naming what is missing, before a lapse', () => {
    const checks = full('2026-11-01').filter((c) => !(c.kind === 'reference' && c.slot === 2));
    const status = vettingStatus(
      checks.filter((c) => c.kind !== 'dbs'),
      '2026-12-06',
      12,
    );
    expect(status.state).toBe('incomplete');
    expect(status.missing).toEqual(['enhanced DBS check with barred list', 'second reference']);
    expect(vettingProblem(status)).toBe(
      'missing enhanced DBS check with barred list, second reference',
    );
    expect(vettingStatus([], '2026-12-06', 12).missing).toHaveLength(6);
  });
});

describe('addMonths', () => {
  it('keeps the day, or the month’s last when it has fewer', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 12)).toBe('2027-11-15');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
  });
});

describe('checkState', () => {
  const [, statusCheck] = full('2026-01-05');
  it('says missing, current, renew soon within 30 days and lapsed on the due day', () => {
    expect(checkState(undefined, '2026-12-06', 12)).toBe('missing');
    expect(checkState(statusCheck, '2026-12-06', 12)).toBe('renew-soon');
    expect(checkState(statusCheck, '2026-12-05', 12)).toBe('current');
    expect(checkState(statusCheck, '2027-01-05', 12)).toBe('lapsed');
    expect(checkState({ ...statusCheck!, kind: 'qualifications' }, '2030-01-01', 12)).toBe(
      'current',
    );
  });
});
