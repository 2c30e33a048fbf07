import { EXPORT_KEPT_DAYS } from '../../../shared/account/data-export.js';
import {
  ACCOUNT_DATA_YEARS,
  KEPT_DAYS,
  LEARNING_DATA_YEARS,
} from '../../../shared/legal/retention.js';
import type { Role } from '../../../shared/constants.js';
import { cellClass, ScrollTable } from '../../components/ui/scroll-table.js';
import { ROUTES } from '../../lib/paths.js';
import { isParent } from '../../../shared/policies/roles.js';

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
  ...(isParent({ role }) ? FAMILY_ROWS : []),
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

const CAPTION = 'What we keep about you';

/** Issue 17 §4: what is kept about this person, for how long (the clean-up jobs' periods) and who sees it. */
export function PrivacySummary({ role }: { role: Role }) {
  const rows = rowsFor(role);
  return (
    <div className="grid gap-3">
      {/* A phone reads each kind of record as a card; a three-column table would scroll sideways. */}
      <ul aria-label={CAPTION} className="grid gap-2 sm:hidden">
        {rows.map((row) => (
          <li key={row.what} className="rounded-lg border border-slate-200 p-3 text-sm">
            <p className="font-medium text-slate-900">{row.what}</p>
            <dl className="mt-2 grid gap-1 text-slate-800">
              <div>
                <dt className="inline font-medium text-slate-600">How long: </dt>
                <dd className="inline">{row.howLong}</dd>
              </div>
              <div>
                <dt className="inline font-medium text-slate-600">Who can see it: </dt>
                <dd className="inline">{row.who}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <ScrollTable
          caption={CAPTION}
          columns={['What', 'How long', 'Who can see it']}
          minWidthClass="min-w-[36rem]"
        >
          {rows.map((row) => (
            <tr key={row.what}>
              <th scope="row" className={`${cellClass} text-left font-medium text-slate-900`}>
                {row.what}
              </th>
              <td className={cellClass}>{row.howLong}</td>
              <td className={cellClass}>{row.who}</td>
            </tr>
          ))}
        </ScrollTable>
      </div>
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
