import {
  BellRing,
  Cookie,
  Download,
  KeyRound,
  MonitorSmartphone,
  ScrollText,
  Smartphone,
  Trash2,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardHeader } from '../../components/ui/card.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useSignedInUser } from '../../lib/session/current-user.js';
import type { CurrentUser } from '../../../shared/auth/schemas.js';
import { openCookiePreferences } from '../consent/consent-store.js';
import { DataExportSection } from './data-export-section.js';
import { ErasureSection } from './erasure-section.js';
import { PrivacySummary } from './privacy-summary.js';
import { DevicesList } from './devices-list.js';
import { PasswordForm } from './password-form.js';
import { ProfileForm } from './profile-form.js';
import { NotificationSwitches } from './notification-switches.js';
import { RemindersSwitch } from './reminders-switch.js';
import { SecondFactorSection } from './second-factor-section.js';
import { isEmployer, isParent } from '../../../shared/policies/roles.js';

interface AccountSection {
  id: string;
  Icon: LucideIcon;
  title: string;
  description: string;
  /** Left out for users it does not apply to. */
  shownTo?: (user: CurrentUser) => boolean;
  body: (user: CurrentUser) => ReactNode;
}

/** The page's sections in order; each is a card that in-app links reach by its id. */
const SECTIONS: AccountSection[] = [
  {
    id: 'profile',
    Icon: UserRound,
    title: 'Profile',
    description: 'Your name and the email address we use to contact you.',
    body: (user) => <ProfileForm user={user} />,
  },
  {
    id: 'security',
    Icon: KeyRound,
    title: 'Security',
    description: 'Change the password you use to log in.',
    body: () => <PasswordForm />,
  },
  {
    id: 'two-step',
    Icon: Smartphone,
    title: 'Two-step sign-in',
    description:
      'A code from an app on your phone as well as your password, so a stolen password is not enough.',
    body: () => <SecondFactorSection />,
  },
  {
    id: 'reminders',
    Icon: BellRing,
    title: 'Email notifications',
    description: 'Which emails we send you: reminders before sessions, and news between them.',
    // An employer contact attends no sessions, so it has no reminders to turn off.
    shownTo: (user) => !isEmployer(user),
    body: (user) => (
      <div className="grid gap-4">
        <RemindersSwitch />
        <NotificationSwitches isParent={isParent(user)} />
      </div>
    ),
  },
  {
    id: 'devices',
    Icon: MonitorSmartphone,
    title: 'Signed-in devices',
    description: 'Where your account is signed in. End any session you do not recognise.',
    body: () => <DevicesList />,
  },
  {
    id: 'privacy',
    Icon: Cookie,
    title: 'Privacy',
    description: 'Choose which optional cookies this site may use.',
    body: () => (
      <Button variant="outline" onClick={openCookiePreferences}>
        Cookie settings
      </Button>
    ),
  },
  {
    id: 'what-we-keep',
    Icon: ScrollText,
    title: 'What we keep',
    description: 'What ClassPerk keeps about you, for how long, and who can see it.',
    body: (user) => <PrivacySummary role={user.role} />,
  },
  {
    id: 'your-data',
    Icon: Download,
    title: 'Download your data',
    description: 'A copy of everything we hold about you and your children.',
    body: () => <DataExportSection />,
  },
  {
    id: 'delete-account',
    Icon: Trash2,
    title: 'Delete your account',
    description: 'Erase your account and your children’s records.',
    shownTo: isParent,
    body: () => <ErasureSection />,
  },
];

function Section({ section, user }: { section: AccountSection; user: CurrentUser }) {
  const { id, Icon, title, description, body } = section;
  return (
    <Card aria-labelledby={`${id}-title`} role="region" id={id} className="scroll-mt-24">
      <CardHeader>
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
          <Icon aria-hidden="true" className="size-5 text-indigo-700" />
          {title}
        </h2>
        <p className="text-sm text-slate-700">{description}</p>
      </CardHeader>
      <CardContent>{body(user)}</CardContent>
    </Card>
  );
}

export function AccountPage() {
  useDocumentTitle('Account');
  const user = useSignedInUser();
  const { hash } = useLocation();

  // In-app links such as Settings (#security) do not scroll by themselves.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Account</h1>
        <p className="text-slate-700">
          Manage your profile, password, reminders and privacy choices.
        </p>
      </div>
      {SECTIONS.filter((section) => section.shownTo?.(user) ?? true).map((section) => (
        <Section key={section.id} section={section} user={user} />
      ))}
    </div>
  );
}
