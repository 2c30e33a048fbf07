import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from './button.js';

type ActionButtonProps = ComponentProps<typeof Button> & { icon: LucideIcon };

/**
 * A button with its icon before its label: small for the actions on cards and table rows, `md`
 * for a page's main action.
 */
export function ActionButton({ icon: Icon, size = 'sm', children, ...props }: ActionButtonProps) {
  return (
    <Button size={size} {...props}>
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </Button>
  );
}
