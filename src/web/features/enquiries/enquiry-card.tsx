import { Building2, Mail, Phone } from 'lucide-react';
import type { Enquiry } from '../../../shared/enquiries/schemas.js';
import { formatDate, formatTime } from '../../lib/dates.js';

/** One contact-form enquiry: who, from where, how to reach them and what they wrote. */
export function EnquiryCard({ enquiry }: { enquiry: Enquiry }) {
  return (
    <article className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <header className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="grid gap-0.5">
          <h2 className="text-lg font-semibold text-slate-900">{enquiry.fullName}</h2>
          <p className="flex items-center gap-1.5 text-sm text-slate-700">
            <Building2 aria-hidden="true" className="size-4 shrink-0" />
            {enquiry.role}, {enquiry.companyName} · {enquiry.companySize} employees
          </p>
        </div>
        <p className="shrink-0 text-sm text-slate-600">
          <time dateTime={enquiry.createdAt}>
            {formatDate(enquiry.createdAt)}, {formatTime(enquiry.createdAt)}
          </time>
        </p>
      </header>
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <li>
          <a
            href={`mailto:${enquiry.email}`}
            className="inline-flex items-center gap-1.5 font-medium text-indigo-700 hover:underline"
          >
            <Mail aria-hidden="true" className="size-4" />
            {enquiry.email}
          </a>
        </li>
        <li>
          <a
            href={`tel:${enquiry.phone.replace(/[^+\d]/g, '')}`}
            className="inline-flex items-center gap-1.5 font-medium text-indigo-700 hover:underline"
          >
            <Phone aria-hidden="true" className="size-4" />
            {enquiry.phone}
          </a>
        </li>
      </ul>
      {enquiry.message ? (
        <p className="rounded-xl bg-slate-50 p-4 text-sm whitespace-pre-line text-slate-800">
          {enquiry.message}
        </p>
      ) : (
        <p className="text-sm text-slate-600">No message.</p>
      )}
    </article>
  );
}
