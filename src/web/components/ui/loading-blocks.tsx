import { Skeleton } from './skeleton.js';

interface LoadingBlocksProps {
  /** Announced to screen readers while the data loads: "Loading codes". */
  label: string;
  /** One skeleton per entry, each with its own size classes, in the shape of what is coming. */
  blocks: readonly string[];
  className?: string;
}

/** Grey placeholders that stand in for a panel's content until its query answers. */
export function LoadingBlocks({ label, blocks, className }: LoadingBlocksProps) {
  return (
    <div role="status" aria-label={label} className={className}>
      {blocks.map((block, index) => (
        <Skeleton key={index} className={block} />
      ))}
    </div>
  );
}
