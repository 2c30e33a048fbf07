import { SMALLEST_GROUP } from '../../../shared/employer-report/messages.js';
import type { Figure, Rate } from '../../../shared/employer-report/schemas.js';

/** A count and how many families it was drawn from. */
export interface Cell {
  value: number;
  families: number;
}

export const WITHHELD = { suppressed: true } as const;

/** Figures and rates alike: a number when shown. */
export const isShown = (figure: Figure): figure is number => typeof figure === 'number';

/** Decision 057: a figure drawn from fewer than 5 families is withheld, whatever its value. */
export const publish = (cell: Cell): Figure =>
  cell.families < SMALLEST_GROUP ? WITHHELD : cell.value;

/** Attended out of marked, as a percentage, withheld like any figure from fewer than 5 families. */
export const publishRate = (attended: number, marked: Cell): Rate =>
  marked.families < SMALLEST_GROUP || marked.value === 0
    ? WITHHELD
    : Math.round((attended / marked.value) * 1000) / 10;

/**
 * The parts of a published total. One withheld part alone could be read off as the total minus
 * the others, so the smallest shown part is withheld with it (complementary suppression).
 */
export function publishParts<K>(
  total: Figure,
  parts: { key: K; cell: Cell }[],
): { key: K; sessionsAttended: Figure }[] {
  const shown = parts.map(({ key, cell }) => ({ key, sessionsAttended: publish(cell), cell }));
  const withheld = shown.filter((part) => !isShown(part.sessionsAttended)).length;
  if (isShown(total) && withheld === 1) {
    const smallest = shown
      .filter((part) => isShown(part.sessionsAttended))
      .sort((a, b) => a.cell.value - b.cell.value)[0];
    if (smallest) smallest.sessionsAttended = WITHHELD;
  }
  return shown.map(({ key, sessionsAttended }) => ({ key, sessionsAttended }));
}

/** The sum of the shown figures; withheld when none is shown. */
export const sumShown = (figures: Figure[]): Figure => {
  const shown = figures.filter(isShown);
  return shown.length === 0 ? WITHHELD : shown.reduce((sum, value) => sum + value, 0);
};

/** The largest shown figure: exact, as every withheld one is below 5 and every shown one is not. */
export const maxShown = (figures: Figure[]): Figure => {
  const shown = figures.filter(isShown);
  return shown.length === 0 ? WITHHELD : Math.max(...shown);
};
