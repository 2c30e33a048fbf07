import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './ui/button.js';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** What the list holds, plural: "Showing 1–24 of 80 sessions". */
  noun: string;
  /** The singular, for a list of one: "Showing 1 of 1 session". */
  one?: string;
  onPageChange: (page: number) => void;
}

export const lastPageOf = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / pageSize));

/** Counts and Previous/Next for a list the server pages, so thousands of rows never render at once. */
export function Pager({ page, pageSize, total, noun, one, onPageChange }: PagerProps) {
  if (total === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const pages = lastPageOf(total, pageSize);
  return (
    <nav
      aria-label={`Pages of ${noun}`}
      className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-slate-700">
        Showing {first === last ? first : `${first}–${last}`} of {total.toLocaleString('en-GB')}{' '}
        {total === 1 ? (one ?? noun) : noun}
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </Button>
          <span className="px-1 text-sm text-slate-700">
            Page {page} of {pages}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pages}
            onClick={() => onPageChange(page + 1)}
          >
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      )}
    </nav>
  );
}
