import { describe, expect, it } from 'vitest';
import { UNPLACED_REASONS } from '../../../shared/allocation/schemas.js';
import type { AllocationChild, AllocationInput, AllocationTutor } from './model.js';
import { buildModel } from './model.js';
import { allocate, splitEvenly } from './plan.js';
import { windowSpan, type WeeklyTime } from './weekly-times.js';

const MON4 = { weekday: 1, startsAt: '16:00' };
const MON5 = { weekday: 1, startsAt: '17:00' };
const TUE4 = { weekday: 2, startsAt: '16:00' };

let nextId = 1;
const children = (count: number, preferences: WeeklyTime[], extra: Partial<AllocationChild> = {}) =>
  Array.from({ length: count }, () => ({
    id: nextId++,
    familyId: null,
    preferences,
    siblingsBusy: [],
    ...extra,
  }));
const tutor = (
  id: number,
  freeClasses = 6,
  windows = [windowSpan(1, '16:00', '19:00'), windowSpan(2, '16:00', '19:00')],
): AllocationTutor => ({
  id,
  windows,
  busy: [],
  freeClasses,
});
const input = (
  list: AllocationChild[],
  tutors: AllocationTutor[],
  open: AllocationInput['openClasses'] = [],
) => ({
  children: list,
  tutors,
  openClasses: open,
  duration: 60,
});
const sizes = (plan: Awaited<ReturnType<typeof allocate>>) =>
  plan.newClasses.map((c) => c.childIds.length).sort((a, b) => a - b);

describe('allocate', () => {
  it('opens balanced classes of 8 to 12 at the first preferences, proven optimal', async () => {
    const plan = await allocate(
      input([...children(20, [MON4, TUE4]), ...children(9, [TUE4, MON4])], [tutor(1), tutor(2)]),
    );
    expect(sizes(plan)).toEqual([9, 10, 10]);
    expect([...plan.ranks.values()].every((rank) => rank === 0)).toBe(true);
    expect(plan.unplaced).toEqual([]);
    expect(plan.solved.status).toBe('Optimal');
    expect(plan.solved.objective).toBeCloseTo(plan.solved.bound);
  });

  it('never gives a tutor two classes at one time, nor more than their maximum', async () => {
    const plan = await allocate(
      input([...children(24, [MON4]), ...children(12, [TUE4])], [tutor(1, 1), tutor(2, 1)]),
    );
    expect(plan.newClasses.map((c) => c.tutorId).sort()).toEqual([1, 2]);
    expect(plan.unplaced).toHaveLength(12);
    expect(new Set(plan.unplaced.map((u) => u.reason))).toEqual(
      new Set([UNPLACED_REASONS.tutorsFull]),
    );
  });

  it('keeps a child away from a time a sibling has a class, using the next preference', async () => {
    const blocked = children(1, [MON4, MON5], {
      familyId: 99,
      siblingsBusy: [{ ...MON4, minutes: 60 }],
    });
    const plan = await allocate(
      input([...children(10, [MON4]), ...children(10, [MON5]), ...blocked], [tutor(1)]),
    );
    expect(plan.ranks.get(blocked[0]!.id)).toBe(1);
    const own = plan.newClasses.find((c) => c.childIds.includes(blocked[0]!.id))!;
    expect(own.time).toEqual(MON5);
  });

  it('explains every child it leaves out', async () => {
    const none = children(1, []);
    const sibling = children(1, [TUE4], { familyId: 7, siblingsBusy: [{ ...TUE4, minutes: 45 }] });
    const noTutor = children(1, [{ weekday: 3, startsAt: '16:00' }]);
    const few = children(3, [MON5]);
    const plan = await allocate(
      input([...children(12, [MON4]), ...none, ...sibling, ...noTutor, ...few], [tutor(1)]),
    );
    const reasons = new Map(plan.unplaced.map((u) => [u.childId, u.reason]));
    expect(reasons.get(none[0]!.id)).toBe(UNPLACED_REASONS.noTimes);
    expect(reasons.get(sibling[0]!.id)).toBe(UNPLACED_REASONS.siblings);
    expect(reasons.get(noTutor[0]!.id)).toBe(UNPLACED_REASONS.noTutor);
    for (const child of few) expect(reasons.get(child.id)).toBe(UNPLACED_REASONS.tooFew);
    expect(sizes(plan)).toEqual([12]);
  });

  it('opens one class under 8 only when fewer than 8 children exist in all', async () => {
    const plan = await allocate(
      input([...children(3, [MON4, TUE4]), ...children(2, [TUE4])], [tutor(1)]),
    );
    expect(sizes(plan)).toEqual([5]);
    expect(plan.newClasses[0]!.time).toEqual(TUE4);
  });

  it('fills free places of open classes before opening new ones', async () => {
    const plan = await allocate(
      input(children(3, [MON4]), [tutor(1)], [{ id: 500, time: MON4, freePlaces: 4 }]),
    );
    expect(plan.joins.map((join) => [join.classId, join.childIds.length])).toEqual([[500, 3]]);
    expect(plan.newClasses).toEqual([]);
  });

  it('keeps twins in one class', async () => {
    const twins = children(2, [MON4], { familyId: 42 });
    const plan = await allocate(input([...children(21, [MON4]), ...twins], [tutor(1), tutor(2)]));
    const classOf = (id: number) => plan.newClasses.findIndex((c) => c.childIds.includes(id));
    expect(classOf(twins[0]!.id)).toBe(classOf(twins[1]!.id));
    expect(sizes(plan)).toEqual([11, 12]);
  });
});

describe('buildModel', () => {
  it('turns children with the same options into one type', () => {
    const model = buildModel(
      input([...children(500, [MON4, TUE4]), ...children(300, [TUE4])], [tutor(1)]),
    );
    expect(model.types.map((type) => type.units.length).sort()).toEqual([300, 500]);
    expect(model.times).toHaveLength(2);
  });
});

describe('splitEvenly', () => {
  it('splits into sizes one apart, keeping units whole', () => {
    const units = [
      { childIds: [1, 2, 3], options: [] },
      ...Array.from({ length: 16 }, (_, i) => ({ childIds: [10 + i], options: [] })),
    ];
    const classes = splitEvenly(units, 2);
    expect(classes.map((c) => c.length).sort((a, b) => a - b)).toEqual([9, 10]);
    expect(classes.some((c) => [1, 2, 3].every((id) => c.includes(id)))).toBe(true);
  });
});
