import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { CursorPages } from '../lib/use-keyset-pages.js';
import { LoadMore } from './keyset-list.js';
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

interface ListProps {
  /** Classes of the grid the items, and their placeholders, are laid out in. */
  layout?: string;
  /** Card placeholders in `layout`, or placeholders of another shape. */
  skeletons: SkeletonSpec | ReactElement;
  /** Shown when there is nothing at all. */
  empty: ReactNode;
  /** Shown instead of `empty` when a search or filter found nothing. */
  noMatch?: string;
}

/** Cards two across on tablets and three on desktops, the layout most lists use. */
export const CARD_GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

/** Placeholders while the list loads, the error with a retry, or why there is nothing to show. */
function listState(
  query: UseQueryResult<unknown>,
  count: number | undefined,
  filtering: boolean,
  { layout = CARD_GRID, skeletons, empty, noMatch }: ListProps,
): ReactNode {
  if (query.isPending) {
    return isValidElement(skeletons) ? (
      skeletons
    ) : (
      <CardSkeletons {...skeletons} className={layout} />
    );
  }
  if (query.isError) return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  if (count === 0) {
    return filtering && noMatch ? (
      <p className="py-10 text-center text-slate-700">{noMatch}</p>
    ) : (
      empty
    );
  }
  return null;
}

function listItems<T extends { id: number | string }>(
  items: T[],
  busy: boolean,
  layout: string,
  props: ItemsProps<T>,
): ReactNode {
  if (props.renderItems) return props.renderItems(items, busy);
  const { renderItem, as = 'div' } = props;
  return as === 'ul' ? (
    <ul className={layout} aria-busy={busy}>
      {items.map((item) => (
        <li key={item.id} className="grid">
          {renderItem(item)}
        </li>
      ))}
    </ul>
  ) : (
    <div className={layout} aria-busy={busy}>
      {items.map((item) => (
        <Fragment key={item.id}>{renderItem(item)}</Fragment>
      ))}
    </div>
  );
}

type QueryListProps<T extends { id: number | string }> = ItemsProps<T> &
  ListProps & {
    query: UseQueryResult<T[]>;
    filtering?: boolean;
  };

/** A short list the server sends whole: the same states as CursorPagedList, without Load more. */
export function QueryList<T extends { id: number | string }>({
  query,
  filtering = false,
  layout = CARD_GRID,
  skeletons,
  empty,
  noMatch,
  ...items
}: QueryListProps<T>) {
  const state = listState(query, query.data?.length, filtering, {
    layout,
    skeletons,
    empty,
    noMatch,
  });
  if (state !== null || !query.data) return state;
  return listItems(query.data, query.isPlaceholderData, layout, items as ItemsProps<T>);
}

type CursorPagedListProps<T extends { id: number | string }> = ItemsProps<T> &
  ListProps & {
    query: UseInfiniteQueryResult<CursorPages<T>>;
    filtering?: boolean;
    /** Plural for the count line, "Showing 24 sessions"; `one` for a list of one. */
    noun: string;
    one?: string;
    className?: string;
  };

/**
 * A list the server pages with a cursor (decision 049): placeholders, the error with a retry, the
 * empty state, then the rows loaded so far and "Load more", so rows arriving meanwhile never shift or repeat what is shown.
 */
export function CursorPagedList<T extends { id: number | string }>({
  query,
  filtering = false,
  noun,
  one,
  className = 'grid gap-4',
  layout = CARD_GRID,
  skeletons,
  empty,
  noMatch,
  ...items
}: CursorPagedListProps<T>) {
  const shown = query.data?.items;
  const state = listState(query, shown?.length, filtering, { layout, skeletons, empty, noMatch });
  if (state !== null || !shown) return state;
  return (
    <div className={className}>
      {listItems(shown, query.isPlaceholderData, layout, items as ItemsProps<T>)}
      <LoadMore query={query} shown={shown.length} noun={noun} one={one} />
    </div>
  );
}
