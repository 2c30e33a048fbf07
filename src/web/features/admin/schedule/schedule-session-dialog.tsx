import { CalendarPlus } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { Button } from '../../../components/ui/button.js';
import { FormDialog } from '../../../components/form-dialog.js';
import { Spinner } from '../../../components/ui/spinner.js';

// The form (react-hook-form, zod and the session schemas) loads when the dialog first opens, so
// the admin's home, which shows only the button, does not carry it (decision 053).
const ScheduleSessionForm = lazy(async () => ({
  default: (await import('./schedule-session-form.js')).ScheduleSessionForm,
}));

/** Closing after a successful create unmounts the form, so it opens empty next time (spec 2 §4). */
export function ScheduleSessionDialog() {
  const [open, setOpen] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title="Schedule New Session"
      description="A live group session for one academic year, taught by the tutor you choose."
      trigger={
        <Button>
          <CalendarPlus aria-hidden="true" className="size-4" />
          Schedule New Session
        </Button>
      }
    >
      <Suspense fallback={<Spinner />}>
        <ScheduleSessionForm onDone={() => setOpen(false)} />
      </Suspense>
    </FormDialog>
  );
}
