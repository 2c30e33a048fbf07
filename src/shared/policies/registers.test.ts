import { describe, expect, it } from 'vitest';
import { registerClosesAt } from '../attendance/rules.js';
import { canEditRegister, canMarkRegister, registerEditableUntil } from './registers.js';

const session = { tutorId: 7, scheduledFor: new Date('2026-03-02T16:00:00Z'), duration: 60 };
const tutor = { role: 'tutor', id: 7 };
const admin = { role: 'admin', id: 1 };
const closes = registerClosesAt(session);

describe('registers (issue 15 §1, decision 062)', () => {
  it("belongs to the session's tutor and to every admin", () => {
    expect(canMarkRegister(tutor, session)).toBe(true);
    expect(canMarkRegister({ role: 'tutor', id: 8 }, session)).toBe(false);
    expect(canMarkRegister(admin, session)).toBe(true);
  });

  it('opens at the start and closes for the tutor only', () => {
    const before = new Date(session.scheduledFor.getTime() - 1);
    const after = new Date(closes.getTime() + 1);
    expect(canEditRegister(tutor, session, before)).toBe(false);
    expect(canEditRegister(tutor, session, closes)).toBe(true);
    expect(canEditRegister(tutor, session, after)).toBe(false);
    expect(canEditRegister(admin, session, before)).toBe(false);
    expect(canEditRegister(admin, session, after)).toBe(true);
    expect(registerEditableUntil(tutor, session)).toEqual(closes);
    expect(registerEditableUntil(admin, session)).toBeNull();
  });
});
