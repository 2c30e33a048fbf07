import { CardSkeletons as Skeletons } from '../../components/ui/card-skeletons.js';

export { ListError } from '../../components/ui/list-error.js';

export const CARD_GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

/** The shared card placeholders, laid out in the admin card grid. */
export function CardSkeletons({ count, label }: { count: number; label: string }) {
  return <Skeletons count={count} label={label} className={CARD_GRID} />;
}
