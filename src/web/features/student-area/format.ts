import { format } from 'date-fns';

/** Spec 2 §2.4, student dashboard: "January 5, 2025 • 3:00 PM", in the viewer's time zone. */
export const formatSessionMoment = (iso: string) =>
  format(new Date(iso), "MMMM d, yyyy '•' h:mm a");

/** Durations as the spec writes them: "60 mins". */
export const formatMinutes = (minutes: number | null | undefined) =>
  minutes ? `${minutes} mins` : 'Length not set';
