import { addUkDays, ukDayOf, type UkDay } from '../../shared/dates/uk-instant.js';
import { REQUIRED_SLOTS, type CheckSlot } from '../../shared/vetting/rules.js';
import type { Db } from '../db/client.js';
import { tutorVettingChecks } from '../db/schema-vetting.js';

export interface VettingOptions {
  /** The DBS Update Service status check's day: today unless given (renew it a year on). */
  statusCheckOn?: UkDay;
  /** Places left without a record, to make an incomplete one. */
  omit?: readonly CheckSlot[];
  recordedBy?: number | null;
}

let certificate = 1;

/**
 * A complete vetting record (issue 31 §1) for the seed and the tests: a certificate issued a year
 * ago, the status checked on `statusCheckOn`, right to work, qualifications and two references.
 */
export async function recordVetting(db: Db, tutorId: number, options: VettingOptions = {}) {
  const today = ukDayOf(new Date());
  const statusCheckOn = options.statusCheckOn ?? today;
  const omitted = (slot: CheckSlot) =>
    options.omit?.some((o) => o.kind === slot.kind && o.slot === slot.slot) ?? false;
  const rows = REQUIRED_SLOTS.filter((slot) => !omitted(slot)).map((slot) => ({
    tutorId,
    ...slot,
    checkedOn: slot.kind === 'update-service' ? statusCheckOn : addUkDays(today, -365),
    certificateNumber: slot.kind === 'dbs' ? String(100_000_000_000 + certificate++) : null,
    detail:
      slot.kind === 'qualifications'
        ? 'PGCE; BSc Mathematics (certificates seen)'
        : slot.kind === 'reference'
          ? slot.slot === 1
            ? 'Head of department, previous school'
            : 'Tutoring agency manager'
          : null,
    recordedBy: options.recordedBy ?? null,
  }));
  if (rows.length > 0) await db.insert(tutorVettingChecks).values(rows);
}
