import { CLASS_MAX_SIZE, CLASS_MIN_SIZE } from '../../../shared/classes/rules.js';
import { UNPLACED_REASONS, type UnplacedReason } from '../../../shared/allocation/schemas.js';
import { overlaps, timeKey, within, type WeeklySpan, type WeeklyTime } from './weekly-times.js';

/*
 * The allocation as a mixed-integer programme (issue 28 §4, decision 111). Children with the same
 * options (the same preferred times, in the same order, that no sibling's class blocks) are one
 * type, so 14,000 children become a few hundred integer variables:
 *   x[k,t]  units of type k placed at time t (a unit is a child, or twins taken together)
 *   e[t]    of them, children who take free places in the open classes at t
 *   y[t]    new classes opened at t          z[i,t]  tutor i teaches a new class at t (0/1)
 * with 8·y ≤ Σ size·x − e ≤ 12·y, y = Σ z, each tutor under their maximum and at one class at a
 * time, and a cost of 0, 1 or 3 per child for a first, second or third preference, 100 per child
 * left unplaced and 0.1 per class (fuller classes when the preferences tie).
 */

export interface AllocationChild {
  id: number;
  /** The parent; children of one parent are siblings. */
  familyId: number | null;
  /** Up to three preferred weekly times, the first preferred first. */
  preferences: WeeklyTime[];
  /** The weekly slots of the classes the child's siblings already have. */
  siblingsBusy: WeeklySpan[];
}

export interface AllocationTutor {
  id: number;
  windows: WeeklySpan[];
  /** The weekly slots of the classes the tutor already teaches. */
  busy: WeeklySpan[];
  /** Their maximum classes less the classes they teach. */
  freeClasses: number;
}

export interface OpenClass {
  id: number;
  time: WeeklyTime;
  freePlaces: number;
}

export interface AllocationInput {
  children: AllocationChild[];
  tutors: AllocationTutor[];
  openClasses: OpenClass[];
  /** Minutes a new class lasts. */
  duration: number;
}

export const RANK_COST = [0, 1, 3] as const;
export const UNPLACED_COST = 100;
export const CLASS_COST = 0.1;

/** A child, or children of one parent in the same run, placed together in one class. */
export interface Unit {
  childIds: number[];
  /** Index into the candidate times, with the preference's rank (0 first). */
  options: { time: number; rank: number }[];
}

export interface UnitType {
  size: number;
  options: { time: number; rank: number }[];
  units: Unit[];
}

export interface Model {
  times: WeeklyTime[];
  types: UnitType[];
  /** Free places of the open classes at each candidate time. */
  freePlaces: number[];
  /** Per tutor, the candidate times they could open a class at, and how many more they may take. */
  tutorTimes: number[][];
  tutorFreeClasses: number[];
  /** Children who cannot be placed whatever the solver does, with why. */
  excluded: { childId: number; reason: UnplacedReason }[];
  /** Children taking part: the whole run's, so fewer than 8 allows one smaller class. */
  childCount: number;
  minSize: number;
  maxClasses: number | undefined;
}

const span = (time: WeeklyTime, minutes: number): WeeklySpan => ({ ...time, minutes });

/** Siblings in one run (twins) form one unit; everyone else is a unit alone. */
function unitsOf(children: AllocationChild[]): AllocationChild[][] {
  const families = new Map<number, AllocationChild[]>();
  const units: AllocationChild[][] = [];
  for (const child of [...children].sort((a, b) => a.id - b.id)) {
    if (child.familyId === null) units.push([child]);
    else {
      const family = families.get(child.familyId);
      if (family) family.push(child);
      else {
        const unit = [child];
        families.set(child.familyId, unit);
        units.push(unit);
      }
    }
  }
  return units;
}

/** The unit's options: the first child's preferences that every member shares and no sibling blocks. */
function optionsOf(unit: AllocationChild[], duration: number) {
  const [first] = unit;
  const shared = first!.preferences.filter((time) =>
    unit.every((child) => child.preferences.some((own) => timeKey(own) === timeKey(time))),
  );
  const free = shared.filter(
    (time) =>
      !unit.some((child) =>
        child.siblingsBusy.some((busy) => overlaps(busy, span(time, duration))),
      ),
  );
  const reason: UnplacedReason | null =
    first!.preferences.length === 0
      ? UNPLACED_REASONS.noTimes
      : shared.length === 0
        ? UNPLACED_REASONS.twinsApart
        : free.length === 0
          ? UNPLACED_REASONS.siblings
          : null;
  return { reason, free: free.map((time) => ({ time, rank: first!.preferences.indexOf(time) })) };
}

/** Builds the model's sets from the input: candidate times, unit types, tutors' possible times. */
export function buildModel(input: AllocationInput): Model {
  const { duration } = input;
  const excluded: Model['excluded'] = [];
  const timeIndex = new Map<string, number>();
  const times: WeeklyTime[] = [];
  const indexOf = (time: WeeklyTime) => {
    const key = timeKey(time);
    let index = timeIndex.get(key);
    if (index === undefined) {
      index = times.push({ weekday: time.weekday, startsAt: time.startsAt }) - 1;
      timeIndex.set(key, index);
    }
    return index;
  };

  const pending: { childIds: number[]; options: { time: WeeklyTime; rank: number }[] }[] = [];
  for (const unit of unitsOf(input.children)) {
    const { reason, free } = optionsOf(unit, duration);
    const childIds = unit.map((child) => child.id);
    if (reason) for (const childId of childIds) excluded.push({ childId, reason });
    else pending.push({ childIds, options: free });
  }
  for (const unit of pending) for (const option of unit.options) indexOf(option.time);

  const freePlaces = times.map(() => 0);
  for (const open of input.openClasses) {
    const index = timeIndex.get(timeKey(open.time));
    if (index !== undefined) freePlaces[index]! += open.freePlaces;
  }
  const tutorTimes = input.tutors.map((tutor) =>
    tutor.freeClasses <= 0
      ? []
      : times.flatMap((time, index) => {
          const lesson = span(time, duration);
          const free =
            tutor.windows.some((window) => within(lesson, window)) &&
            !tutor.busy.some((busy) => overlaps(busy, lesson));
          return free ? [index] : [];
        }),
  );
  const teachable = new Set(tutorTimes.flat());

  const types = new Map<string, UnitType>();
  for (const unit of pending) {
    const options = unit.options
      .map(({ time, rank }) => ({ time: timeIndex.get(timeKey(time))!, rank }))
      .filter(({ time }) => teachable.has(time) || freePlaces[time]! > 0);
    if (options.length === 0) {
      for (const childId of unit.childIds)
        excluded.push({ childId, reason: UNPLACED_REASONS.noTutor });
      continue;
    }
    const key = `${unit.childIds.length}:${options.map((o) => `${o.time}.${o.rank}`).join(',')}`;
    const type = types.get(key) ?? { size: unit.childIds.length, options, units: [] };
    type.units.push({ childIds: unit.childIds, options });
    types.set(key, type);
  }
  const childCount = input.children.length;
  const few = childCount < CLASS_MIN_SIZE;
  return {
    times,
    types: [...types.values()],
    freePlaces,
    tutorTimes,
    tutorFreeClasses: input.tutors.map((tutor) => Math.max(0, tutor.freeClasses)),
    excluded,
    childCount,
    minSize: few ? 1 : CLASS_MIN_SIZE,
    maxClasses: few ? 1 : undefined,
  };
}

/** Groups of candidate times that overlap at one moment: a tutor teaches at most one of each. */
export function clashes(times: WeeklyTime[], duration: number): number[][] {
  const groups: number[][] = [];
  times.forEach((time, index) => {
    const running = times.flatMap((other, j) =>
      overlaps(span(other, duration), span(time, 1)) ? [j] : [],
    );
    if (running.length > 1 && running.includes(index)) groups.push(running);
  });
  return groups;
}

export const MAX_SIZE = CLASS_MAX_SIZE;
