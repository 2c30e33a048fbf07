import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from './button.js';

type ActionButtonProps = Omit<ComponentProps<typeof Button>, 'size'> & { icon: LucideIcon };

/** A small button with its icon before its label: the actions on cards and table rows. */
export function ActionButton({ icon: Icon, children, ...props }: ActionButtonProps) {
  return (
    <Button size="sm" {...props}>
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </Button>
  );
}
