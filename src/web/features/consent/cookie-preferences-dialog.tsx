import { useId, useState } from 'react';
import type { CookiePreferences } from '../../../shared/consent/record.js';
import { MSG } from '../../../shared/messages.js';
import { Button } from '../../components/ui/button.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../components/ui/dialog.js';
import { Label } from '../../components/ui/label.js';
import { Switch } from '../../components/ui/switch.js';
import {
  ALL_COOKIES,
  NECESSARY_ONLY,
  closeCookiePreferences,
  saveConsent,
  useConsentState,
} from './consent-store.js';

type Optional = Exclude<keyof CookiePreferences, 'necessary'>;

const CATEGORIES: { key: keyof CookiePreferences; label: string; description: string }[] = [
  {
    key: 'necessary',
    label: 'Necessary',
    description: 'Keep you signed in and the site secure. These are always on.',
  },
  {
    key: 'analytics',
    label: 'Analytics',
    description: 'Help us understand how the site is used so we can improve it.',
  },
  {
    key: 'marketing',
    label: 'Marketing',
    description: 'Let us measure our campaigns and show you relevant information.',
  },
  {
    key: 'preferences',
    label: 'Preference',
    description: 'Remember choices such as your preferred settings.',
  },
];

function CategorySwitch({
  label,
  description,
  checked,
  locked,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  locked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-slate-200 p-4">
      <div className="grid gap-1">
        <Label htmlFor={id}>
          {label}
          {locked && <span className="ml-2 text-xs font-normal text-slate-600">(always on)</span>}
        </Label>
        <p id={`${id}-description`} className="text-sm text-slate-700">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={locked}
        onCheckedChange={onChange}
        aria-describedby={`${id}-description`}
      />
    </div>
  );
}

/** Mounted only while open, so the toggles start from the saved choice every time. */
function PreferencesForm({ initial }: { initial: CookiePreferences }) {
  const [choice, setChoice] = useState(initial);
  const setCategory = (key: Optional, value: boolean) => setChoice({ ...choice, [key]: value });
  return (
    <div className="grid gap-5">
      <div className="grid gap-1.5">
        <DialogTitle>{MSG.cookiePreferencesTitle}</DialogTitle>
        <DialogDescription>
          Choose which cookies we may use. You can change this at any time from Cookie settings.
        </DialogDescription>
      </div>
      <div className="grid gap-3">
        {CATEGORIES.map(({ key, label, description }) => (
          <CategorySwitch
            key={key}
            label={label}
            description={description}
            checked={choice[key]}
            locked={key === 'necessary'}
            onChange={(value) => {
              if (key !== 'necessary') setCategory(key, value);
            }}
          />
        ))}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => saveConsent(choice)}>
          Save Preferences
        </Button>
        <Button onClick={() => saveConsent(ALL_COOKIES)}>Accept All</Button>
      </div>
    </div>
  );
}

export function CookiePreferencesDialog() {
  const { consent, preferencesOpen } = useConsentState();
  return (
    <Dialog
      open={preferencesOpen}
      onOpenChange={(open) => {
        if (!open) closeCookiePreferences();
      }}
    >
      <DialogContent className="max-w-lg">
        <PreferencesForm initial={consent?.preferences ?? NECESSARY_ONLY} />
      </DialogContent>
    </Dialog>
  );
}
