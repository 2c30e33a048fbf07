import { Menu } from 'lucide-react';
import { Button } from './ui/button.js';

/** The menu button of a signed-in frame's header, which opens and closes its navigation. */
export function NavToggle({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Toggle navigation"
      aria-expanded={open}
      onClick={() => onOpenChange(!open)}
    >
      <Menu aria-hidden="true" className="size-5" />
    </Button>
  );
}
