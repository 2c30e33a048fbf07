import { describe, expect, it } from 'vitest';
import { canWriteMessages, otherParticipant, participantRoleOf } from './messaging.js';
import { canChange, readsEveryTutorsRows } from './ownership.js';
import { familyRoleOf, holdsOneOf, isFamily, isStaff } from './roles.js';

const as = (role: string, id = 7) => ({ role, id });

describe('role rules', () => {
  it('counts tutors and admins as staff, parents and students as family', () => {
    expect(['admin', 'tutor', 'parent', 'student', 'employer'].map((r) => isStaff(as(r)))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(familyRoleOf(as('parent'))).toBe('parent');
    expect(familyRoleOf(as('student'))).toBe('student');
    expect(familyRoleOf(as('tutor'))).toBeNull();
    expect(isFamily(as('employer'))).toBe(false);
  });

  it("lets a route's roles through, an unknown role counting as student (spec 1 §3)", () => {
    expect(holdsOneOf(as('tutor'), ['tutor', 'admin'])).toBe(true);
    expect(holdsOneOf(as('parent'), ['tutor', 'admin'])).toBe(false);
    expect(holdsOneOf(as('pupil'), ['student'])).toBe(true);
    expect(holdsOneOf(as('employer'), [])).toBe(true);
  });
});

describe('ownership (spec 2 §6)', () => {
  it('lets a tutor change only their own items and an admin anything', () => {
    expect(canChange(as('tutor', 7), 7)).toBe(true);
    expect(canChange(as('tutor', 7), 8)).toBe(false);
    expect(canChange(as('tutor', 7), null)).toBe(false);
    expect(canChange(as('admin', 1), 8)).toBe(true);
    expect(canChange(as('parent', 7), 7)).toBe(false);
  });

  it("reads every tutor's rows only as an admin", () => {
    expect(readsEveryTutorsRows(as('admin'))).toBe(true);
    expect(readsEveryTutorsRows(as('tutor'))).toBe(false);
  });
});

describe('messaging (decision 056)', () => {
  it('lets parents and tutors write, each to the other side', () => {
    expect(['parent', 'tutor', 'admin', 'student'].map((r) => canWriteMessages(as(r)))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(participantRoleOf(as('tutor'))).toBe('tutor');
    expect(participantRoleOf(as('admin'))).toBeNull();
    expect(otherParticipant('tutor')).toBe('parent');
    expect(otherParticipant('parent')).toBe('tutor');
  });
});
