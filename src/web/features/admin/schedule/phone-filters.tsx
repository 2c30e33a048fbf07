import { SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.js';

/**
 * A phone's filters behind a "Filters" button, so the first session shows on the first screen
 * (issue 26 §5: four selects stood 470 px above it). Open from the start when any is in use.
 */
export function PhoneFilters({ inUse, children }: { inUse: number; children: ReactNode }) {
  const [open, setOpen] = useState(inUse > 0);
  const id = useId();
  return (
    <div className="grid gap-3">
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        Filters{inUse > 0 && ` (${inUse} on)`}
      </Button>
      <div id={id} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
