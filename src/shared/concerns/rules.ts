/**
 * Safeguarding concerns (issue 31 §3, §4, decision 126): their categories, urgency and status,
 * the notification limits, and the automatic flags' matching, as pure rules both sides use.
 */

/** KCSIE's categories of abuse and the harms a tuition provider meets, plus the automatic flag. */
export const CONCERN_CATEGORIES = [
  'physical',
  'emotional',
  'sexual',
  'neglect',
  'online_safety',
  'bullying',
  'radicalisation',
  'self_harm',
  'tutor_conduct',
  'other',
  'automatic_flag',
] as const;
export type ConcernCategory = (typeof CONCERN_CATEGORIES)[number];

/** What a person may choose: an automatic flag is raised only by the system. */
export const RAISED_CATEGORIES = CONCERN_CATEGORIES.filter(
  (category): category is Exclude<ConcernCategory, 'automatic_flag'> =>
    category !== 'automatic_flag',
);

export const CATEGORY_LABELS: Record<ConcernCategory, string> = {
  physical: 'Physical abuse',
  emotional: 'Emotional abuse',
  sexual: 'Sexual abuse or exploitation',
  neglect: 'Neglect',
  online_safety: 'Online safety',
  bullying: 'Bullying',
  radicalisation: 'Radicalisation',
  self_harm: 'Self-harm or mental health',
  tutor_conduct: 'A tutor’s conduct',
  other: 'Something else',
  automatic_flag: 'Automatic flag',
};

export const URGENCIES = ['urgent', 'not_urgent'] as const;
export type Urgency = (typeof URGENCIES)[number];
export const URGENCY_LABELS: Record<Urgency, string> = {
  urgent: 'Urgent',
  not_urgent: 'Not urgent',
};

export const CONCERN_STATUSES = ['open', 'in_progress', 'closed'] as const;
export type ConcernStatus = (typeof CONCERN_STATUSES)[number];
export const STATUS_LABELS: Record<ConcernStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  closed: 'Closed',
};

/** Every lead hears of a concern within this many minutes of its raising (issue 31 §3). */
export const NOTIFY_WITHIN_MINUTES = 15;
/** An urgent concern: at once, which the job machinery keeps under a minute. */
export const URGENT_NOTIFY_WITHIN_MINUTES = 1;
/** How often the sweep for concerns not yet notified runs: well inside the 15 minutes. */
export const NOTIFY_SWEEP_MINUTES = 5;

/** Messages either side of a flagged line kept with its concern, as the context. */
export const FLAG_CONTEXT_LINES = 5;
export const FLAG_PHRASE_MAX_LENGTH = 80;

/**
 * The list a new installation starts with: words and phrases that in a child's conversation or
 * lesson deserve a lead's look. Leads tune it; each is matched as a whole word or phrase.
 */
export const DEFAULT_FLAG_PHRASES = [
  'kill myself',
  'hurt myself',
  'self harm',
  'suicide',
  'want to die',
  'our secret',
  'keep it secret',
  "don't tell anyone",
  'dont tell your parents',
  'send me a photo',
  'send me a picture',
  'meet up in person',
  'what is your address',
  'home alone',
  'touched me',
  'hits me',
  'nobody cares',
  'run away',
] as const;

/** A phrase as it is stored and compared: NFKC, lower case, one space between words, curly quotes straight. */
export const normalisePhrase = (phrase: string) =>
  phrase.normalize('NFKC').replace(/[‘’]/g, "'").toLowerCase().trim().replace(/\s+/g, ' ');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The pattern of one phrase: whole words only (no letter or digit either side), any run of spaces
 * between its words, case ignored.
 */
const patternOf = (phrase: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${normalisePhrase(phrase).split(' ').map(escape).join('\\s+')}(?![\\p{L}\\p{N}])`,
    'u',
  );

/** The entries of the list that a text contains, each once, in the list's order. */
export function matchFlags<T extends { phrase: string }>(text: string, entries: readonly T[]): T[] {
  const haystack = normalisePhrase(text);
  return entries.filter((entry) => patternOf(entry.phrase).test(haystack));
}
