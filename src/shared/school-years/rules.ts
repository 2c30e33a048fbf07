import { TERM_NAMES } from './calendar.js';
import type { UkDay } from '../dates/uk-instant.js';

/** A term's dates as an admin enters them; its name and position follow from its place. */
export interface TermDates {
  startsOn: UkDay;
  endsOn: UkDay;
  halfTermStartsOn: UkDay | null;
  halfTermEndsOn: UkDay | null;
}

export interface TermProblem {
  /** The field it belongs under, as the form names it: `terms.1.halfTermStartsOn`. */
  path: (string | number)[];
  message: string;
}

/** The span an academic year's terms must fall in: 1 August to 31 July. */
export const schoolYearSpan = (startYear: number) => ({
  from: `${startYear}-08-01`,
  to: `${startYear + 1}-07-31`,
});

const longDay = (key: UkDay) =>
  new Date(`${key}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * What is wrong with an academic year's terms, field by field: each term inside the year and
 * after the one before, ending on or after it starts, and its half-term (both days or neither)
 * inside it. Empty when the terms hold together. Both the form and the API check with it.
 */
export function termProblems(startYear: number, terms: readonly TermDates[]): TermProblem[] {
  const problems: TermProblem[] = [];
  const { from, to } = schoolYearSpan(startYear);
  terms.forEach((term, index) => {
    const name = TERM_NAMES[index]?.toLowerCase() ?? 'this';
    const at = (field: keyof TermDates, message: string) =>
      problems.push({ path: ['terms', index, field], message });
    if (term.startsOn < from || term.startsOn > to)
      at('startsOn', `The ${name} term must start between ${longDay(from)} and ${longDay(to)}.`);
    if (term.endsOn < term.startsOn)
      at('endsOn', `The ${name} term must end on or after the day it starts.`);
    else if (term.endsOn > to)
      at('endsOn', `The ${name} term must end by ${longDay(to)}, the end of the academic year.`);
    const before = terms[index - 1];
    if (before && term.startsOn <= before.endsOn)
      at(
        'startsOn',
        `The ${name} term must start after the ${TERM_NAMES[index - 1]!.toLowerCase()} term ends.`,
      );
    const { halfTermStartsOn: halfFrom, halfTermEndsOn: halfTo } = term;
    if ((halfFrom === null) !== (halfTo === null)) {
      at(
        halfFrom === null ? 'halfTermStartsOn' : 'halfTermEndsOn',
        `Give both days of the ${name} half-term, or neither.`,
      );
    } else if (halfFrom !== null && halfTo !== null) {
      if (halfTo < halfFrom)
        at('halfTermEndsOn', `The ${name} half-term must end on or after the day it starts.`);
      else if (halfFrom <= term.startsOn || halfTo >= term.endsOn)
        at(
          'halfTermStartsOn',
          `The ${name} half-term must fall inside the ${name} term, after its first day and before its last.`,
        );
    }
  });
  return problems;
}
