import { formatTimeRange } from '../dates/format.js';
import { weekdayName } from './rules.js';

/**
 * A weekly slot as people read it, "Tuesdays 4:00 PM – 5:00 PM": the UK wall-clock time the
 * class keeps all year, whatever the reader's clock.
 */
export const slotText = (slot: { weekday: number; startsAt: string; duration: number }) =>
  `${weekdayName(slot.weekday)}s ${formatTimeRange(`2000-01-03T${slot.startsAt}:00`, slot.duration)}`;
