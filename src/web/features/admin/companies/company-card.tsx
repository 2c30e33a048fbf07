import { countOf } from '../../../../shared/plurals.js';
import {
  AtSign,
  CalendarClock,
  CalendarDays,
  ChartColumn,
  Contact,
  KeyRound,
  Mail,
  Pencil,
  Phone,
  UserRound,
  Users,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Company } from '../../../../shared/admin/schemas.js';
import { buttonClasses } from '../../../components/ui/button.js';
import { ActionButton } from '../../../components/ui/action-button.js';
import { ROUTES } from '../../../lib/paths.js';
import { CardActions, StatusCard, type Detail } from '../card-details.js';
import { formatDate } from '../../../lib/dates.js';
import { CompanyFormDialog } from './company-form-dialog.js';
import { ContactsDialog } from './contacts-dialog.js';
import { DomainsDialog } from './domains-dialog.js';

export function CompanyCard({ company }: { company: Company }) {
  const [editing, setEditing] = useState(false);
  const [contacts, setContacts] = useState(false);
  const [domains, setDomains] = useState(false);
  const details: Detail[] = [
    { icon: CalendarDays, label: 'Added', value: `Added ${formatDate(company.createdAt)}` },
    { icon: UserRound, label: 'Contact name', value: company.contactName },
    {
      icon: Mail,
      label: 'Contact email',
      value: (
        <a
          href={`mailto:${company.contactEmail}`}
          className="text-indigo-700 underline-offset-2 hover:underline"
        >
          {company.contactEmail}
        </a>
      ),
    },
  ];
  if (company.contactPhone)
    details.push({ icon: Phone, label: 'Phone', value: company.contactPhone });
  details.push({
    icon: Users,
    label: 'Employee accounts',
    value: countOf(company.employeeCount, 'employee accounts'),
  });
  if (company.subscriptionEndDate) {
    details.push({
      icon: CalendarClock,
      label: 'Subscription ends',
      value: `Subscription ends ${formatDate(company.subscriptionEndDate)}`,
    });
  }

  return (
    <StatusCard title={company.name} status={company.status} details={details}>
      {company.notes && <p className="line-clamp-2 text-sm text-slate-600">{company.notes}</p>}
      <CardActions>
        <ActionButton
          icon={Pencil}
          variant="outline"
          aria-label={`Edit ${company.name}`}
          onClick={() => setEditing(true)}
        >
          Edit
        </ActionButton>
        <ActionButton
          icon={Contact}
          variant="outline"
          aria-label={`Report contacts of ${company.name}`}
          onClick={() => setContacts(true)}
        >
          Contacts
        </ActionButton>
        <ActionButton
          icon={AtSign}
          variant="outline"
          aria-label={`Email domains of ${company.name}`}
          onClick={() => setDomains(true)}
        >
          Domains
        </ActionButton>
        <Link
          to={ROUTES.adminCompanyReport.to(company.id)}
          aria-label={`Usage report of ${company.name}`}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          <ChartColumn aria-hidden="true" className="size-4" />
          Report
        </Link>
        <Link
          to={ROUTES.adminCompanySignIn.to(company.id)}
          aria-label={`Sign-in set-up of ${company.name}`}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          <KeyRound aria-hidden="true" className="size-4" />
          Sign-in
        </Link>
      </CardActions>
      {editing && <CompanyFormDialog company={company} open onOpenChange={setEditing} />}
      {contacts && <ContactsDialog company={company} open onOpenChange={setContacts} />}
      {domains && <DomainsDialog company={company} open onOpenChange={setDomains} />}
    </StatusCard>
  );
}
