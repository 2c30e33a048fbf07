export { formatSessionMoment } from '../../../shared/dates/format.js';

/** Durations as the spec writes them: "60 mins". */
export const formatMinutes = (minutes: number | null | undefined) =>
  minutes ? `${minutes} mins` : 'Length not set';
