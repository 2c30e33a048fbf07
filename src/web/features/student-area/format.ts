import { format } from 'date-fns';

/** Spec 2 §2.4, student dashboard: "January 5, 2025 • 3:00 PM", in the viewer's time zone. */
export const formatSessionMoment = (iso: string) =>
  format(new Date(iso), "MMMM d, yyyy '•' h:mm a");

/** Durations as the spec writes them: "60 mins". */
export const formatMinutes = (minutes: number | null | undefined) =>
  minutes ? `${minutes} mins` : 'Length not set';

/** Resource sizes are stored in KB (spec 2 §9). */
export const formatSize = (kb: number | null | undefined) => {
  if (kb === null || kb === undefined || kb === 0) return '—';
  return kb >= 1024 ? `${(kb / 1024).toFixed(1)} MB` : `${kb} KB`;
};
