import { UNPLACED_REASONS, type UnplacedReason } from '../../../shared/allocation/schemas.js';
import { buildModel, clashes, type AllocationInput, type Model, type Unit } from './model.js';
import { eName, writeProgram, xName, yName, zName } from './program.js';
import type { Solved } from './solve.js';
import { solveOffThread } from './solve-off-thread.js';
import type { WeeklyTime } from './weekly-times.js';

/* From the solver's numbers to classes: who joins which open class, the new classes, who is left. */

export interface NewClass {
  time: WeeklyTime;
  tutorId: number;
  childIds: number[];
}

export interface Plan {
  newClasses: NewClass[];
  /** Children taking free places in classes that were open already. */
  joins: { classId: number; childIds: number[] }[];
  unplaced: { childId: number; reason: UnplacedReason }[];
  /** Each placed child's preference met: 0 first, 1 second, 2 third. */
  ranks: Map<number, number>;
  solved: Pick<Solved, 'status' | 'objective' | 'bound' | 'seconds'>;
}

/** Splits `units` into `count` classes as even as whole units allow (twins stay together). */
export function splitEvenly(units: Unit[], count: number): number[][] {
  const total = units.reduce((sum, unit) => sum + unit.childIds.length, 0);
  const targets = Array.from(
    { length: count },
    (_, i) => Math.floor(total / count) + (i < total % count ? 1 : 0),
  );
  const classes = targets.map(() => [] as number[]);
  const bySize = [...units].sort((a, b) => b.childIds.length - a.childIds.length);
  for (const unit of bySize) {
    let best = 0;
    for (let i = 1; i < count; i++)
      if (targets[i]! - classes[i]!.length > targets[best]! - classes[best]!.length) best = i;
    classes[best]!.push(...unit.childIds);
  }
  return classes;
}

const empty: Plan['solved'] = { status: 'Nothing to solve', objective: 0, bound: 0, seconds: 0 };

/**
 * Allocates the input: builds the model, solves it with HiGHS in a worker thread and reads the
 * classes from it.
 */
export async function allocate(input: AllocationInput, timeLimitSeconds = 45): Promise<Plan> {
  const model = buildModel(input);
  const offset = model.childCount * 100;
  if (model.types.length === 0)
    return {
      newClasses: [],
      joins: [],
      unplaced: model.excluded,
      ranks: new Map(),
      solved: { ...empty, objective: offset, bound: offset },
    };
  const solved = await solveOffThread(writeProgram(model, input.duration), timeLimitSeconds);
  const plan = readPlan(model, input, solved.values);
  return {
    ...plan,
    solved: {
      status: solved.status,
      objective: solved.objective + offset,
      bound: solved.bound + offset,
      seconds: solved.seconds,
    },
  };
}

function readPlan(model: Model, input: AllocationInput, values: Map<string, number>) {
  const value = (name: string) => values.get(name) ?? 0;
  const ranks = new Map<number, number>();
  const unitsAt = model.times.map(() => [] as Unit[]);
  const left: Unit[] = [];
  model.types.forEach((type, k) => {
    const queue = [...type.units];
    for (const { time, rank } of type.options) {
      for (const unit of queue.splice(0, value(xName(k, time)))) {
        unitsAt[time]!.push(unit);
        for (const id of unit.childIds) ranks.set(id, rank);
      }
    }
    left.push(...queue);
  });

  const joins: Plan['joins'] = [];
  const newClasses: NewClass[] = [];
  const taught = model.tutorTimes.map(() => [] as number[]);
  const freeLeft = [...model.freePlaces];
  model.times.forEach((time, t) => {
    const units = unitsAt[t]!;
    let joining = value(eName(t));
    freeLeft[t]! -= joining;
    for (const open of input.openClasses) {
      if (
        joining === 0 ||
        open.time.weekday !== time.weekday ||
        open.time.startsAt !== time.startsAt
      )
        continue;
      const childIds: number[] = [];
      while (childIds.length < Math.min(open.freePlaces, joining)) {
        const single = units.findIndex((unit) => unit.childIds.length === 1);
        childIds.push(...units.splice(single, 1)[0]!.childIds);
      }
      joining -= childIds.length;
      if (childIds.length) joins.push({ classId: open.id, childIds });
    }
    const count = value(yName(t));
    if (count === 0) return;
    const tutors = input.tutors.flatMap((tutor, i) => (value(zName(i, t)) ? [{ tutor, i }] : []));
    splitEvenly(units, count).forEach((childIds, c) => {
      const { tutor, i } = tutors[c]!;
      taught[i]!.push(t);
      newClasses.push({ time, tutorId: tutor.id, childIds });
    });
  });

  const groups = clashes(model.times, input.duration);
  /** Whether some tutor could still open a class at t, or an open class there has room. */
  const roomAt = (t: number) =>
    freeLeft[t]! > 0 ||
    model.tutorTimes.some(
      (times, i) =>
        times.includes(t) &&
        taught[i]!.length < model.tutorFreeClasses[i]! &&
        !taught[i]!.some((u) => u === t || groups.some((g) => g.includes(u) && g.includes(t))),
    );
  const unplaced = [...model.excluded];
  for (const unit of left) {
    const times = unit.options.map((option) => option.time);
    const reason = times.some(roomAt)
      ? UNPLACED_REASONS.tooFew
      : times.some((t) => model.tutorTimes.some((own) => own.includes(t)))
        ? UNPLACED_REASONS.tutorsFull
        : UNPLACED_REASONS.noTutor;
    for (const childId of unit.childIds) unplaced.push({ childId, reason });
  }
  return { newClasses, joins, unplaced, ranks };
}
