import { useId } from 'react';
import type { NotificationSettings } from '../../../shared/account/notifications.js';
import { Label } from '../../components/ui/label.js';
import { Switch } from '../../components/ui/switch.js';
import { toast } from '../../components/ui/toast-store.js';
import { toastFailed } from '../../components/ui/toast-error.js';
import { useNotificationSettings, useSetNotifications } from './notifications-api.js';

/** Who each switch concerns: absences and the digest are about children, so parents only. */
const SWITCHES: {
  key: keyof NotificationSettings;
  label: string;
  hint: string;
  parentsOnly?: boolean;
}[] = [
  {
    key: 'absenceAlerts',
    label: 'Email me when my child misses a session',
    hint: 'Sent when a child has not joined 10 minutes after the start.',
    parentsOnly: true,
  },
  {
    key: 'weeklyDigest',
    label: 'Weekly summary',
    hint: 'On Sunday evening: the week’s sessions, attendance and lesson reports, and next week’s sessions.',
    parentsOnly: true,
  },
  {
    key: 'messageEmails',
    label: 'Email me about new messages',
    hint: 'When someone sends you a message in ClassPerk.',
  },
];

function NotificationSwitch({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (next: boolean) => void;
}) {
  const switchId = useId();
  const hintId = useId();
  return (
    <div className="grid gap-1">
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor={switchId}>{label}</Label>
        <Switch
          id={switchId}
          aria-describedby={hintId}
          checked={checked}
          disabled={disabled}
          onCheckedChange={onChange}
        />
      </div>
      <p id={hintId} className="text-sm text-slate-700">
        {hint}
      </p>
    </div>
  );
}

/** The email notifications besides reminders, each saved as soon as it is switched. */
export function NotificationSwitches({ isParent }: { isParent: boolean }) {
  const settings = useNotificationSettings();
  const save = useSetNotifications();
  // Shows the choice at once while it saves; a failed save falls back to the stored value.
  const current = save.isPending ? save.variables : settings.data;

  if (settings.isError) {
    return (
      <p className="text-sm text-slate-700">
        Your notification settings could not be loaded. Reload the page to try again.
      </p>
    );
  }
  return (
    <div id="notifications" className="grid gap-4">
      {SWITCHES.filter((item) => isParent || !item.parentsOnly).map(({ key, label, hint }) => (
        <NotificationSwitch
          key={key}
          label={label}
          hint={hint}
          checked={current?.[key] ?? false}
          disabled={!current || save.isPending}
          onChange={(next) =>
            current &&
            save.mutate(
              { ...current, [key]: next },
              {
                onSuccess: () => toast({ title: next ? `${label}: on` : `${label}: off` }),
                onError: (error) => toastFailed('Could not save your notification setting', error),
              },
            )
          }
        />
      ))}
    </div>
  );
}
