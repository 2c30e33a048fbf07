import { EXPORT_KEPT_DAYS } from '../../../shared/account/data-export.js';
import {
  ACCOUNT_DATA_YEARS,
  KEPT_DAYS,
  LEARNING_DATA_YEARS,
} from '../../../shared/legal/retention.js';
import type { Role } from '../../../shared/constants.js';
import { cellClass, ScrollTable } from '../../components/ui/scroll-table.js';
import { ROUTES } from '../../lib/paths.js';

interface Kept {
  what: string;
  howLong: string;
  who: string;
}

const FAMILY_ROWS: Kept[] = [
  {
    what: 'Your children’s profiles: name, year group, subjects and their tutor’s notes',
    howLong: `Until you delete your account; otherwise ${LEARNING_DATA_YEARS} years after it is closed`,
    who: 'You, your child, their tutors and ClassPerk admins',
  },
  {
    what: 'Sessions your children were expected at, whether they joined, and the register',
    howLong: `${LEARNING_DATA_YEARS} years; after deletion only as counts with no name`,
    who: 'You, your child, their tutors and ClassPerk admins; your employer sees totals only',
  },
  {
    what: 'Tutors’ comments on your children in lesson reports',
    howLong: `Until you delete your account; otherwise ${LEARNING_DATA_YEARS} years`,
    who: 'You, the tutor and ClassPerk admins',
  },
  {
    what: 'Messages with tutors',
    howLong: 'Until you delete your account',
    who: 'You, the tutor, and admins who give a reason, which is recorded',
  },
];

const rowsFor = (role: Role): Kept[] => [
  {
    what: 'Your account: name, username, email address and company',
    howLong: `While it is open, and ${ACCOUNT_DATA_YEARS} years after it is closed`,
    who: 'You and ClassPerk admins',
  },
  ...(role === 'parent' ? FAMILY_ROWS : []),
  {
    what: 'Sign-ins, devices and changes to your account (the security log)',
    howLong: `${KEPT_DAYS.securityEvent} days`,
    who: 'You (signed-in devices) and ClassPerk admins',
  },
  {
    what: 'Emails we sent you',
    howLong: `${KEPT_DAYS.sentEmail} days after sending`,
    who: 'ClassPerk admins',
  },
  {
    what: 'Downloads of your data',
    howLong: `${EXPORT_KEPT_DAYS} days`,
    who: 'You',
  },
  {
    what: 'Who looked at or changed your family’s records (the audit trail), by account number only',
    howLong: 'Kept, with no name, email or message in it',
    who: 'ClassPerk admins',
  },
];

/** Issue 17 §4: what is kept about this person, for how long (the clean-up jobs' periods) and who sees it. */
export function PrivacySummary({ role }: { role: Role }) {
  return (
    <div className="grid gap-3">
      <ScrollTable
        caption="What we keep about you"
        columns={['What', 'How long', 'Who can see it']}
        minWidthClass="min-w-[36rem]"
      >
        {rowsFor(role).map((row) => (
          <tr key={row.what}>
            <th scope="row" className={`${cellClass} text-left font-medium text-slate-900`}>
              {row.what}
            </th>
            <td className={cellClass}>{row.howLong}</td>
            <td className={cellClass}>{row.who}</td>
          </tr>
        ))}
      </ScrollTable>
      <p className="text-sm text-slate-700">
        The full{' '}
        <a className="text-indigo-700 underline" href={ROUTES.privacyPolicy}>
          privacy policy
        </a>{' '}
        explains why we keep each and your rights. We answer requests within 30 days.
      </p>
    </div>
  );
}
