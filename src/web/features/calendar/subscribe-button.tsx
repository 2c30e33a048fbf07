import { CalendarSync } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { Button } from '../../components/ui/button.js';

// The dialog's code loads when someone opens it, not with every family home (issue 14's budget).
const SubscribeDialog = lazy(() => import('./subscribe-dialog.js'));

/** Opens the calendar subscription dialog. */
export function SubscribeButton({
  buttonVariant = 'outline',
}: {
  buttonVariant?: 'outline' | 'secondary';
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={buttonVariant} onClick={() => setOpen(true)}>
        <CalendarSync aria-hidden="true" className="size-4" />
        Subscribe to calendar
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SubscribeDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
