import { REPORT_MSG } from './messages.js';
import type { Figure, Rate } from './schemas.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-03' → 'Mar 2026', the same on the page, in the CSV and in the PDF. */
export const monthLabel = (month: string) => {
  const [year, value] = month.split('-');
  return `${MONTHS[Number(value) - 1] ?? value} ${year}`;
};

export const periodLabel = (from: string, to: string) =>
  from === to ? monthLabel(from) : `${monthLabel(from)} to ${monthLabel(to)}`;

export const formatFigure = (figure: Figure) =>
  typeof figure === 'number' ? figure.toLocaleString('en-GB') : REPORT_MSG.suppressed;

export const formatRate = (rate: Rate) =>
  typeof rate === 'number' ? `${rate.toFixed(1)}%` : REPORT_MSG.suppressed;
