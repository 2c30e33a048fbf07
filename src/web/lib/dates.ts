/** The screens' dates come from the one shared module (decision 090). */
export {
  formatAge,
  formatDate,
  formatTime,
  formatTimeRange,
  sessionEnd,
  toDateTimeLocal,
} from '../../shared/dates/format.js';
