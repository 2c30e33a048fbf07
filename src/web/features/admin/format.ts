import { formatDate as formatShared } from '../../../shared/dates/format.js';

export { formatTime } from '../../../shared/dates/format.js';

/** Spec 2 §1: a missing date reads N/A. */
export const formatDate = (iso: string | null | undefined) => (iso ? formatShared(iso) : 'N/A');

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
