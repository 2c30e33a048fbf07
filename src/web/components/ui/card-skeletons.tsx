import { Skeleton } from './skeleton.js';

interface CardSkeletonsProps {
  /** Spec 2 §9: 6 for lessons and students, 4 for live sessions, 5 for resources. */
  count: number;
  /** Announced to screen readers while the list loads: "Loading lessons". */
  label: string;
  className?: string;
  /** Cards with a picture on top (lesson thumbnails). */
  media?: boolean;
}

/** Placeholders in the shape of the cards that are on their way. */
export function CardSkeletons({ count, label, className, media = false }: CardSkeletonsProps) {
  return (
    <div role="status" aria-label={label} className={className}>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          data-testid="card-skeleton"
          className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-5"
        >
          {media && <Skeleton className="aspect-video w-full rounded-xl" />}
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      ))}
    </div>
  );
}
