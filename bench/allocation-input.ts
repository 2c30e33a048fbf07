import type {
  AllocationChild,
  AllocationInput,
  AllocationTutor,
} from '../src/server/features/allocation/model.js';
import { windowSpan, type WeeklyTime } from '../src/server/features/allocation/weekly-times.js';

/*
 * One year group and subject at the scale seed's size, made in memory: preferences crowd into the
 * early evening, second and third choices lie near the first, a quarter of the children have a
 * sibling whose class fixes a time, a few are twins, and tutors teach other classes already.
 */

/** A small seeded generator (mulberry32), so every run allocates the same children. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOURS = ['16:00', '17:00', '18:00', '19:00'];
const HOUR_WEIGHTS = [3, 5, 4, 1];
const SATURDAY = ['09:00', '10:00', '11:00'];

export function allocationInput(children = 14_000, seed = 28): AllocationInput {
  const next = random(seed);
  const pick = <T>(items: readonly T[], weights?: number[]) => {
    const total = weights ? weights.reduce((a, b) => a + b, 0) : items.length;
    let roll = next() * total;
    for (let i = 0; i < items.length; i++) {
      roll -= weights ? weights[i]! : 1;
      if (roll < 0) return items[i]!;
    }
    return items.at(-1)!;
  };
  const times: WeeklyTime[] = [
    ...[1, 2, 3, 4, 5].flatMap((weekday) => HOURS.map((startsAt) => ({ weekday, startsAt }))),
    ...SATURDAY.map((startsAt) => ({ weekday: 6, startsAt })),
  ];
  const weights = times.map(({ weekday, startsAt }) =>
    weekday === 6 ? 1.5 : HOUR_WEIGHTS[HOURS.indexOf(startsAt)]! * (weekday === 5 ? 0.6 : 1),
  );
  const near = (first: WeeklyTime) => {
    const sameDay = times.filter((t) => t.weekday === first.weekday && t !== first);
    const sameHour = times.filter((t) => t.startsAt === first.startsAt && t !== first);
    return next() < 0.5 ? pick(sameDay) : pick(sameHour.length ? sameHour : sameDay);
  };

  const list: AllocationChild[] = [];
  for (let id = 1; list.length < children; id++) {
    const roll = next();
    const count = roll < 0.02 ? 0 : roll < 0.06 ? 1 : roll < 0.15 ? 2 : 3;
    const preferences: WeeklyTime[] = [];
    if (count) preferences.push(pick(times, weights));
    while (preferences.length < count) {
      const candidate = near(preferences[0]!);
      if (!preferences.includes(candidate)) preferences.push(candidate);
    }
    const siblingsBusy = next() < 0.25 ? [{ ...pick(times, weights), minutes: 60 }] : [];
    const twins = next() < 0.01 && list.length < children - 1;
    const familyId = twins || next() < 0.3 ? id : null;
    list.push({ id: id * 10, familyId, preferences, siblingsBusy });
    if (twins) list.push({ id: id * 10 + 1, familyId, preferences, siblingsBusy });
  }

  const tutors: AllocationTutor[] = [];
  // About 15% more teaching capacity than the children need, each tutor on about half the weekdays.
  const needed = Math.ceil((children / 10 / 6) * 1.15);
  for (let id = 1; id <= needed; id++) {
    const days = [1, 2, 3, 4, 5].filter(() => next() < 0.5);
    const windows = days.map((weekday) =>
      next() < 0.5 ? windowSpan(weekday, '16:00', '18:00') : windowSpan(weekday, '17:00', '20:00'),
    );
    if (next() < 0.3) windows.push(windowSpan(6, '09:00', '12:00'));
    const busy = next() < 0.3 ? [{ ...pick(times), minutes: 60 }] : [];
    tutors.push({ id: 100_000 + id, windows, busy, freeClasses: 6 - busy.length });
  }
  return { children: list, tutors, openClasses: [], duration: 60 };
}
