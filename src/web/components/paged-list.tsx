import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, isValidElement, useEffect, type ReactElement, type ReactNode } from 'react';
import type { Page } from '../../shared/pagination.js';
import type { Paging } from '../lib/use-list-params.js';
import { lastPageOf, Pager } from './pager.js';
import { CardSkeletons } from './ui/card-skeletons.js';
import { ListError } from './ui/list-error.js';

interface SkeletonSpec {
  /** Spec 2 §9: 6 for lessons and students, 4 for live sessions, 5 for resources. */
  count: number;
  /** Announced while the list loads: "Loading lessons". */
  label: string;
  media?: boolean;
}

type ItemsProps<T> =
  | {
      /** Each item in its own cell of `layout`; `ul` gives each a list item. */
      as?: 'ul' | 'div';
      renderItem: (item: T) => ReactNode;
      renderItems?: never;
    }
  | {
      /** The whole page of items at once, for a table or a group of choices. */
      renderItems: (items: T[], busy: boolean) => ReactNode;
      renderItem?: never;
      as?: never;
    };

type PagedListProps<T extends { id: number | string }> = ItemsProps<T> & {
  query: UseQueryResult<Page<T>>;
  paging: Paging;
  /** Plural for the count line, "Showing 1–24 of 80 sessions"; `one` for a list of one. */
  noun: string;
  one?: string;
  /** Classes of the grid the items, and their placeholders, are laid out in. */
  layout?: string;
  /** Card placeholders in `layout`, or placeholders of another shape. */
  skeletons: SkeletonSpec | ReactElement;
  /** Shown when there is nothing at all. */
  empty: ReactNode;
  /** Shown instead of `empty` when a search or filter found nothing. */
  noMatch?: string;
  className?: string;
};

/** Cards two across on tablets and three on desktops, the layout most lists use. */
export const CARD_GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

/** A list the server pages: placeholders, the error with a retry, the empty state, the items and the pager. */
export function PagedList<T extends { id: number | string }>({
  query,
  paging: { page, setPage, filtering = false },
  noun,
  one,
  layout = CARD_GRID,
  skeletons,
  empty,
  noMatch,
  className = 'grid gap-4',
  ...items
}: PagedListProps<T>) {
  const total = query.data?.total;
  const pageSize = query.data?.pageSize ?? 1;
  // After deletions shrink the list, a page past the end moves back to the last one there is.
  useEffect(() => {
    if (total !== undefined && page > lastPageOf(total, pageSize)) {
      setPage(lastPageOf(total, pageSize), true);
    }
  }, [total, pageSize, page, setPage]);

  if (query.isPending) {
    return isValidElement(skeletons) ? (
      skeletons
    ) : (
      <CardSkeletons {...skeletons} className={layout} />
    );
  }
  if (query.isError) return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.total === 0) {
    return filtering && noMatch ? (
      <p className="py-10 text-center text-slate-700">{noMatch}</p>
    ) : (
      empty
    );
  }

  const busy = query.isPlaceholderData;
  let list: ReactNode;
  if (items.renderItems) {
    list = items.renderItems(query.data.items, busy);
  } else {
    const { renderItem, as = 'div' } = items;
    list =
      as === 'ul' ? (
        <ul className={layout} aria-busy={busy}>
          {query.data.items.map((item) => (
            <li key={item.id} className="grid">
              {renderItem(item)}
            </li>
          ))}
        </ul>
      ) : (
        <div className={layout} aria-busy={busy}>
          {query.data.items.map((item) => (
            <Fragment key={item.id}>{renderItem(item)}</Fragment>
          ))}
        </div>
      );
  }
  return (
    <div className={className}>
      {list}
      <Pager
        page={page}
        pageSize={query.data.pageSize}
        total={query.data.total}
        noun={noun}
        one={one}
        onPageChange={setPage}
      />
    </div>
  );
}
