import { Alert } from '../../components/ui/alert.js';
import { Button } from '../../components/ui/button.js';
import { Skeleton } from '../../components/ui/skeleton.js';
import { errorText } from '../../lib/api.js';

export const CARD_GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

/** Placeholders in the shape of the cards that are loading. */
export function CardSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label} className={CARD_GRID}>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          data-testid="card-skeleton"
          className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-5"
        >
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-8 w-1/3" />
        </div>
      ))}
    </div>
  );
}

/** A list that failed to load says why and offers another try. */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert variant="error">
      <p>{errorText(error)}</p>
      <Button variant="outline" size="sm" className="justify-self-start" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
