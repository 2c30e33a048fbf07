/** The screens' dates come from the one shared module (decision 090). */
export {
  formatAge,
  formatDate,
  formatLongDate,
  formatSessionMoment,
  formatTime,
  formatTimeRange,
  sessionEnd,
  toDateTimeLocal,
} from '../../shared/dates/format.js';

/** Durations as the spec writes them: "60 mins". */
export const formatMinutes = (minutes: number | null | undefined) =>
  minutes ? `${minutes} mins` : 'Length not set';
