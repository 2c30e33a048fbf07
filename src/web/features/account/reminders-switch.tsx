import { useId } from 'react';
import { Label } from '../../components/ui/label.js';
import { Switch } from '../../components/ui/switch.js';
import { toast } from '../../components/ui/toast-store.js';
import { toastFailed } from '../../components/ui/toast-error.js';
import { useReminderSettings, useSetReminders } from './api.js';

/** The switch for reminder emails; the same setting the link in each reminder turns off. */
export function RemindersSwitch() {
  const switchId = useId();
  const hintId = useId();
  const settings = useReminderSettings();
  const save = useSetReminders();
  // Shows the choice at once while it saves; a failed save falls back to the stored value.
  const enabled = save.isPending ? save.variables.enabled : (settings.data?.enabled ?? false);

  const change = (next: boolean) =>
    save.mutate(
      { enabled: next },
      {
        onSuccess: () =>
          toast({
            title: next ? 'Reminders on' : 'Reminders off',
            description: next
              ? 'We will email you before each session.'
              : 'We will not email you before sessions.',
          }),
        onError: (error) => toastFailed('Could not save your reminder setting', error),
      },
    );

  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor={switchId}>Email me before sessions</Label>
        <Switch
          id={switchId}
          aria-describedby={hintId}
          checked={enabled}
          disabled={!settings.isSuccess || save.isPending}
          onCheckedChange={change}
        />
      </div>
      <p id={hintId} className="text-sm text-slate-700">
        {settings.isError
          ? 'Your reminder setting could not be loaded. Reload the page to try again.'
          : 'Families get an email 24 hours and 1 hour before each of their children’s sessions, tutors 1 hour before theirs, with a calendar invitation.'}
      </p>
    </div>
  );
}
