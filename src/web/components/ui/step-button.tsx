import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button.js';

interface StepButtonProps {
  direction: 'previous' | 'next';
  /** What it steps to, read by screen readers: "Previous week". */
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

/** The chevron button either side of a calendar's week or month heading. */
export function StepButton({ direction, label, onClick, disabled }: StepButtonProps) {
  const Chevron = direction === 'previous' ? ChevronLeft : ChevronRight;
  return (
    <Button variant="outline" size="icon" aria-label={label} disabled={disabled} onClick={onClick}>
      <Chevron aria-hidden="true" className="size-5" />
    </Button>
  );
}
