import { Suspense, lazy } from 'react';
import type { Child } from '../../../shared/family/schemas.js';
import { FAMILY_MSG } from '../../../shared/family/messages.js';
import { Dialog, DialogContent } from '../../components/ui/dialog.js';
import { DialogHeading } from '../../components/form-dialog.js';
import { Spinner } from '../../components/ui/spinner.js';
import { toast } from '../../components/ui/toast-store.js';

// The form (its library, schemas and password meter) loads when the dialog first opens, so the
// parent's home, which shows the card, does not carry it (decision 053).
const ChildForm = lazy(async () => ({ default: (await import('./child-form.js')).ChildForm }));

interface ChildDialogProps {
  /** null adds a child; a child edits them; undefined keeps the dialog closed. */
  child: Child | null | undefined;
  onClose: () => void;
}

export function ChildDialog({ child, onClose }: ChildDialogProps) {
  return (
    <Dialog open={child !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="grid max-w-xl gap-4">
        <DialogHeading
          title={child ? `Edit ${child.name}` : 'Add a child'}
          description="Your child's year group decides which live sessions they join."
        />
        {child !== undefined && (
          <Suspense fallback={<Spinner />}>
            <ChildForm
              key={child?.id ?? 'new'}
              child={child}
              onCancel={onClose}
              onSaved={(saved) => {
                toast({
                  title: child ? FAMILY_MSG.childUpdated : FAMILY_MSG.childAdded,
                  description: `${saved.name} (${saved.grade ?? 'no year group'}) is saved.`,
                });
                onClose();
              }}
            />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
