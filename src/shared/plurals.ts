const rules = new Intl.PluralRules('en-GB');

/**
 * The singular of a plural noun as the lists write them ("lessons", "companies", "open
 * reports"), for a count of one when no singular is given.
 */
const singularOf = (plural: string) =>
  plural.endsWith('ies') ? `${plural.slice(0, -3)}y` : plural.replace(/s$/, '');

/** The noun that goes with a count: "1 account", "2 accounts", "0 accounts". */
export const nounFor = (count: number, plural: string, one = singularOf(plural)) =>
  rules.select(count) === 'one' ? one : plural;

/** A count with its noun, the count written the British way: "1 view", "1,200 views". */
export const countOf = (count: number, plural: string, one?: string) =>
  `${count.toLocaleString('en-GB')} ${nounFor(count, plural, one)}`;

/** A name's possessive: "Priya's", and "Globex Industries'" for a name ending in s. */
export const possessive = (name: string) => (/s$/i.test(name) ? `${name}'` : `${name}'s`);
