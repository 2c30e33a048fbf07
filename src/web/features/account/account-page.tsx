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
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardHeader } from '../../components/ui/card.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useSignedInUser } from '../../lib/session/current-user.js';
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

function Section({
  id,
  icon,
  title,
  description,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={`${id}-title`} role="region" id={id} className="scroll-mt-24">
      <CardHeader>
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
          {icon}
          {title}
        </h2>
        <p className="text-sm text-slate-700">{description}</p>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

const ICON = 'size-5 text-indigo-700';

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
      <Section
        id="profile"
        icon={<UserRound aria-hidden="true" className={ICON} />}
        title="Profile"
        description="Your name and the email address we use to contact you."
      >
        <ProfileForm user={user} />
      </Section>
      <Section
        id="security"
        icon={<KeyRound aria-hidden="true" className={ICON} />}
        title="Security"
        description="Change the password you use to log in."
      >
        <PasswordForm />
      </Section>
      <Section
        id="two-step"
        icon={<Smartphone aria-hidden="true" className={ICON} />}
        title="Two-step sign-in"
        description="A code from an app on your phone as well as your password, so a stolen password is not enough."
      >
        <SecondFactorSection />
      </Section>
      {/* An employer contact attends no sessions, so it has no reminders to turn off. */}
      {!isEmployer(user) && (
        <Section
          id="reminders"
          icon={<BellRing aria-hidden="true" className={ICON} />}
          title="Email notifications"
          description="Which emails we send you: reminders before sessions, and news between them."
        >
          <div className="grid gap-4">
            <RemindersSwitch />
            <NotificationSwitches isParent={isParent(user)} />
          </div>
        </Section>
      )}
      <Section
        id="devices"
        icon={<MonitorSmartphone aria-hidden="true" className={ICON} />}
        title="Signed-in devices"
        description="Where your account is signed in. End any session you do not recognise."
      >
        <DevicesList />
      </Section>
      <Section
        id="privacy"
        icon={<Cookie aria-hidden="true" className={ICON} />}
        title="Privacy"
        description="Choose which optional cookies this site may use."
      >
        <Button variant="outline" onClick={openCookiePreferences}>
          Cookie settings
        </Button>
      </Section>
      <Section
        id="what-we-keep"
        icon={<ScrollText aria-hidden="true" className={ICON} />}
        title="What we keep"
        description="What ClassPerk keeps about you, for how long, and who can see it."
      >
        <PrivacySummary role={user.role} />
      </Section>
      <Section
        id="your-data"
        icon={<Download aria-hidden="true" className={ICON} />}
        title="Download your data"
        description="A copy of everything we hold about you and your children."
      >
        <DataExportSection />
      </Section>
      {isParent(user) && (
        <Section
          id="delete-account"
          icon={<Trash2 aria-hidden="true" className={ICON} />}
          title="Delete your account"
          description="Erase your account and your children’s records."
        >
          <ErasureSection />
        </Section>
      )}
    </div>
  );
}
