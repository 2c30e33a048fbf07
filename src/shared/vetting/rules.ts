import { addUkDays, type UkDay } from '../dates/uk-instant.js';

/*
 * Whether a tutor's vetting record lets them teach (issue 31 §1, decision 125): an enhanced DBS
 * certificate with the barred list, a DBS Update Service subscription whose status was checked
 * within the admins' interval, right to work (until it ends, when time-limited), qualifications
 * and two references. Pure, so the screens, the guards and the daily job agree.
 */

export const CHECK_KINDS = [
  'dbs',
  'update-service',
  'right-to-work',
  'qualifications',
  'reference',
] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

/** One place in the record: a kind, and for references which of the two. */
export interface CheckSlot {
  kind: CheckKind;
  slot: 1 | 2;
}

export const REQUIRED_SLOTS: readonly CheckSlot[] = [
  { kind: 'dbs', slot: 1 },
  { kind: 'update-service', slot: 1 },
  { kind: 'right-to-work', slot: 1 },
  { kind: 'qualifications', slot: 1 },
  { kind: 'reference', slot: 1 },
  { kind: 'reference', slot: 2 },
];

/** What each place is called, in a list of what is missing or lapsed. */
export const slotLabel = ({ kind, slot }: CheckSlot) =>
  kind === 'reference' ? (slot === 1 ? 'first reference' : 'second reference') : KIND_LABEL[kind];

export const KIND_LABEL: Record<CheckKind, string> = {
  dbs: 'enhanced DBS check with barred list',
  'update-service': 'DBS Update Service status check',
  'right-to-work': 'right to work',
  qualifications: 'qualifications',
  reference: 'references',
};

/** Days before a check needs renewing that the tutor and the admins are warned. */
export const RENEW_WARNING_DAYS = 30;
export const DEFAULT_RENEWAL_MONTHS = 12;
export const MAX_RENEWAL_MONTHS = 36;

/** The current record of one check, as the rule needs it. */
export interface CurrentCheck extends CheckSlot {
  checkedOn: UkDay;
  expiresOn: UkDay | null;
}

export type VettingState = 'complete' | 'renew-soon' | 'lapsed' | 'incomplete';

export interface VettingStatus {
  state: VettingState;
  /** Places with no record, by name. */
  missing: string[];
  /** Checks whose day has come, by name. */
  lapsed: string[];
  /** The first day a current check stops counting, or null when none does. */
  renewBy: UkDay | null;
  /** Whether the tutor may be given classes and sessions and enter a classroom. */
  canTeach: boolean;
}

/** The same day `months` later, the month's last day when it has fewer. */
export function addMonths(day: UkDay, months: number): UkDay {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const total = m - 1 + months;
  const year = y + Math.floor(total / 12);
  const month = (((total % 12) + 12) % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The day a check stops counting: a status check after the interval, a right to work when it ends. */
export function dueOn(check: CurrentCheck, renewalMonths: number): UkDay | null {
  if (check.kind === 'update-service') return addMonths(check.checkedOn, renewalMonths);
  return check.expiresOn;
}

export type CheckState = 'current' | 'renew-soon' | 'lapsed' | 'missing';

/** One place's state on `today`: missing, lapsed from its due day, renew soon within the warning days. */
export function checkState(check: CurrentCheck | undefined, today: UkDay, renewalMonths: number) {
  if (!check) return 'missing';
  const due = dueOn(check, renewalMonths);
  if (due === null || due > addUkDays(today, RENEW_WARNING_DAYS)) return 'current';
  return due <= today ? 'lapsed' : 'renew-soon';
}

export function vettingStatus(
  checks: readonly CurrentCheck[],
  today: UkDay,
  renewalMonths: number,
): VettingStatus {
  const find = (slot: CheckSlot) =>
    checks.find((c) => c.kind === slot.kind && c.slot === slot.slot);
  const missing = REQUIRED_SLOTS.filter((slot) => !find(slot)).map(slotLabel);
  const lapsed: string[] = [];
  let renewBy: UkDay | null = null;
  for (const check of checks) {
    const due = dueOn(check, renewalMonths);
    if (due === null) continue;
    if (due <= today) lapsed.push(slotLabel(check));
    if (renewBy === null || due < renewBy) renewBy = due;
  }
  const state: VettingState =
    missing.length > 0
      ? 'incomplete'
      : lapsed.length > 0
        ? 'lapsed'
        : renewBy !== null && renewBy <= addUkDays(today, RENEW_WARNING_DAYS)
          ? 'renew-soon'
          : 'complete';
  return { state, missing, lapsed, renewBy, canTeach: missing.length + lapsed.length === 0 };
}

/** Why the tutor cannot teach, in a sentence ending what is wrong; null when they can. */
export function vettingProblem(status: VettingStatus): string | null {
  if (status.canTeach) return null;
  const parts = [
    ...(status.missing.length > 0 ? [`missing ${status.missing.join(', ')}`] : []),
    ...(status.lapsed.length > 0 ? [`needs renewing: ${status.lapsed.join(', ')}`] : []),
  ];
  return parts.join('; ');
}
