import type { BadgeTone } from '../components/ui/badge.js';

/**
 * One colour per status word, on every role's screens (issue 26 §5, decision 087): the spec's
 * badge sets (spec 1 §9; spec 2 §4, live and scheduled sessions) merged so that a word never
 * changes colour between staff and families. Where the sets disagreed, cancelled is red (two
 * sets of three say so) and a word outside them is a neutral outline (spec 1 §9).
 */
export const STATUS_TONES: Readonly<Record<string, BadgeTone>> = {
  // Sessions, live and scheduled.
  scheduled: 'blue',
  pending: 'blue',
  confirmed: 'green',
  completed: 'green',
  live: 'red',
  rescheduled: 'yellow',
  cancelled: 'red',
  // Companies and registration codes.
  active: 'green',
  inactive: 'grey',
  expired: 'grey',
  'used up': 'yellow',
  revoked: 'red',
};

/** The tone of a status word, matched case-insensitively (spec 1 §9). */
export const statusTone = (status: string): BadgeTone =>
  STATUS_TONES[status.trim().toLowerCase()] ?? 'outline';
