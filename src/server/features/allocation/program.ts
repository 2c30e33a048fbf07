import { clashes, CLASS_COST, MAX_SIZE, RANK_COST, UNPLACED_COST, type Model } from './model.js';

/*
 * The model written as a CPLEX LP text for HiGHS. Variable names carry their indices:
 * x{type}_{time}, e{time}, y{time}, z{tutor}_{time}.
 */

const lines = (terms: string[]) => {
  const out: string[] = [];
  for (let i = 0; i < terms.length; i += 20) out.push(` ${terms.slice(i, i + 20).join(' ')}`);
  return out.join('\n');
};
const sum = (terms: [number, string][]) =>
  lines(
    terms.map(
      ([coefficient, name], i) =>
        `${coefficient < 0 ? '-' : i ? '+' : ''} ${Math.abs(coefficient)} ${name}`,
    ),
  );

export const xName = (type: number, time: number) => `x${type}_${time}`;
export const eName = (time: number) => `e${time}`;
export const yName = (time: number) => `y${time}`;
export const zName = (tutor: number, time: number) => `z${tutor}_${time}`;

/** The programme of a model with at least one unit type (so the objective has a term). */
export function writeProgram(model: Model, duration: number): string {
  const objective: [number, string][] = [];
  const rows: string[] = [];
  const bounds: string[] = [];
  const generals: string[] = [];
  const binaries: string[] = [];
  const atTime = model.times.map(() => ({
    all: [] as [number, string][],
    singles: [] as string[],
  }));

  model.types.forEach((type, k) => {
    const row: [number, string][] = [];
    for (const { time, rank } of type.options) {
      const name = xName(k, time);
      objective.push([type.size * (RANK_COST[rank]! - UNPLACED_COST), name]);
      row.push([1, name]);
      atTime[time]!.all.push([type.size, name]);
      if (type.size === 1) atTime[time]!.singles.push(name);
      bounds.push(` 0 <= ${name} <= ${type.units.length}`);
      generals.push(name);
    }
    rows.push(` u${k}:${sum(row)} <= ${type.units.length}`);
  });

  const tutorsAt = model.times.map(() => [] as string[]);
  model.tutorTimes.forEach((times, i) => {
    for (const t of times) {
      tutorsAt[t]!.push(zName(i, t));
      binaries.push(zName(i, t));
    }
  });

  const classes: string[] = [];
  model.times.forEach((_, t) => {
    const { all, singles } = atTime[t]!;
    if (all.length === 0) return;
    const free = model.freePlaces[t]!;
    const tutors = tutorsAt[t]!;
    const placed = [...all];
    if (free > 0) {
      placed.push([-1, eName(t)]);
      bounds.push(` 0 <= ${eName(t)} <= ${free}`);
      generals.push(eName(t));
      rows.push(
        ` s${t}:${sum([[1, eName(t)], ...singles.map((name): [number, string] => [-1, name])])} <= 0`,
      );
    }
    if (tutors.length > 0) {
      objective.push([CLASS_COST, yName(t)]);
      bounds.push(` 0 <= ${yName(t)} <= ${tutors.length}`);
      generals.push(yName(t));
      classes.push(yName(t));
      rows.push(` lo${t}:${sum([...placed, [-model.minSize, yName(t)]])} >= 0`);
      rows.push(` hi${t}:${sum([...placed, [-MAX_SIZE, yName(t)]])} <= 0`);
      rows.push(
        ` a${t}:${sum([[1, yName(t)], ...tutors.map((z): [number, string] => [-1, z])])} = 0`,
      );
    } else {
      rows.push(` hi${t}:${sum(placed)} <= 0`);
    }
  });

  const groups = clashes(model.times, duration);
  model.tutorTimes.forEach((times, i) => {
    const mine = new Set(times);
    if (times.length > 0 && times.length > model.tutorFreeClasses[i]!)
      rows.push(
        ` m${i}:${sum(times.map((t): [number, string] => [1, zName(i, t)]))} <= ${model.tutorFreeClasses[i]!}`,
      );
    groups.forEach((group, g) => {
      const shared = group.filter((t) => mine.has(t));
      if (shared.length > 1)
        rows.push(` c${i}_${g}:${sum(shared.map((t): [number, string] => [1, zName(i, t)]))} <= 1`);
    });
  });
  if (model.maxClasses !== undefined && classes.length > 0)
    rows.push(` total:${sum(classes.map((y): [number, string] => [1, y]))} <= ${model.maxClasses}`);

  return [
    'Minimize',
    ` obj:${sum(objective)}`,
    'Subject To',
    ...rows,
    'Bounds',
    ...bounds,
    'Generals',
    lines(generals),
    'Binaries',
    lines(binaries),
    'End',
  ].join('\n');
}
