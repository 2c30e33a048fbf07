import type { ReactNode } from 'react';
import { Button } from '../ui/button.js';
import { SubmitButton } from '../ui/submit-button.js';

interface FormFooterProps {
  pending: boolean;
  pendingLabel?: string;
  /** Shown before the save button: Cancel goes back without saving. */
  onCancel?: () => void;
  children: ReactNode;
}

/** A form's buttons at its end: Cancel when there is one, then the save button. */
export function FormFooter({ pending, pendingLabel, onCancel, children }: FormFooterProps) {
  return (
    <div
      className={
        onCancel ? 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end' : 'flex justify-end'
      }
    >
      {onCancel && (
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      )}
      <SubmitButton pending={pending} pendingLabel={pendingLabel}>
        {children}
      </SubmitButton>
    </div>
  );
}
