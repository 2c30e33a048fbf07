import { CalendarPlus } from 'lucide-react';
import { Suspense, lazy } from 'react';
import { ButtonFormDialog } from '../../../components/form-dialog.js';
import { Spinner } from '../../../components/ui/spinner.js';

// The form (react-hook-form, zod and the session schemas) loads when the dialog first opens, so
// the admin's home, which shows only the button, does not carry it (decision 053).
const ScheduleSessionForm = lazy(async () => ({
  default: (await import('./schedule-session-form.js')).ScheduleSessionForm,
}));

/** Closing after a successful create unmounts the form, so it opens empty next time (spec 2 §4). */
export function ScheduleSessionDialog() {
  return (
    <ButtonFormDialog
      action="Schedule New Session"
      icon={CalendarPlus}
      description="A live group session for one academic year, taught by the tutor you choose."
    >
      {(close) => (
        <Suspense fallback={<Spinner />}>
          <ScheduleSessionForm onDone={close} />
        </Suspense>
      )}
    </ButtonFormDialog>
  );
}
