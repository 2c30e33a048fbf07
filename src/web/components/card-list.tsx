import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CursorPages } from '../lib/use-keyset-pages.js';
import { CursorPagedList } from './paged-list.js';
import { EmptyState } from './ui/empty-state.js';

interface CardListProps<T extends { id: number | string }> {
  query: UseInfiniteQueryResult<CursorPages<T>>;
  /** Plural for the count line and the loading label, "Showing 3 runs"; `one` for a list of one. */
  noun: string;
  one?: string;
  /** Classes of the list's grid. */
  layout?: string;
  /** How many card placeholders show while it loads. */
  placeholders: number;
  /** Announced while it loads, when "Loading" and the noun do not say it. */
  loadingLabel?: string;
  /** What the empty state says: an icon, a heading (at `headingLevel`) and a sentence. */
  empty: { icon: LucideIcon; title: string; headingLevel?: 2 | 3; text: ReactNode };
  renderItem: (item: T) => ReactNode;
}

/** A cursor-paged list of cards, each a list item, with placeholders and an empty state. */
export function CardList<T extends { id: number | string }>({
  placeholders,
  loadingLabel,
  empty: { text, ...empty },
  layout = 'grid gap-4',
  ...list
}: CardListProps<T>) {
  return (
    <CursorPagedList
      {...list}
      layout={layout}
      as="ul"
      skeletons={{ count: placeholders, label: loadingLabel ?? `Loading ${list.noun}` }}
      empty={<EmptyState {...empty}>{text}</EmptyState>}
    />
  );
}
