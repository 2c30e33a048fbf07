import type { ComponentProps } from 'react';
import { Button } from './button.js';

interface SubmitButtonProps extends Omit<ComponentProps<typeof Button>, 'type'> {
  /** While the form's request runs, the button is disabled and says so. */
  pending: boolean;
  pendingLabel?: string;
}

/** A form's submit button: "Saving…" and disabled while the save is on its way. */
export function SubmitButton({
  pending,
  pendingLabel = 'Saving…',
  disabled = false,
  children,
  ...props
}: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
