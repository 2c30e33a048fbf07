import { format } from 'date-fns';
import { DATE_FORMAT, TIME_FORMAT } from '../../../shared/constants.js';

export const formatDate = (iso: string | null | undefined) =>
  iso ? format(new Date(iso), DATE_FORMAT) : 'N/A';

export const formatTime = (iso: string) => format(new Date(iso), TIME_FORMAT);

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
