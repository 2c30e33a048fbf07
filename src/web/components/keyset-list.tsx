import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { countOf } from '../../shared/plurals.js';
import { Button } from './ui/button.js';
import { CardSkeletons } from './ui/card-skeletons.js';
import { ListError } from './ui/list-error.js';

interface KeysetListProps<T> {
  query: UseInfiniteQueryResult<T[]>;
  /** "events" and "event", for "Showing 50 events" and "Showing 1 event". */
  noun: string;
  one: string;
  loadingLabel: string;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}

/** A cursor-paged list: loading, failure, nothing found, or the rows and a "Load more" button. */
export function KeysetList<T>({
  query,
  noun,
  one,
  loadingLabel,
  empty,
  children,
}: KeysetListProps<T>) {
  if (query.isPending) return <CardSkeletons count={3} label={loadingLabel} />;
  if (query.isError) return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return empty;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      {children(query.data)}
      <LoadMore query={query} shown={query.data.length} noun={noun} one={one} />
    </div>
  );
}

interface LoadMoreProps {
  query: Pick<UseInfiniteQueryResult, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;
  shown: number;
  noun: string;
  /** The singular, when dropping the plural's s (or ies for y) does not make it. */
  one?: string;
}

/** How many rows a cursor-paged list shows, and "Load more" while the server has more. */
export function LoadMore({ query, shown, noun, one }: LoadMoreProps) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
      <p aria-live="polite">
        {query.hasNextPage || shown === 1 ? 'Showing' : 'Showing all'} {countOf(shown, noun, one)}
      </p>
      {query.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
