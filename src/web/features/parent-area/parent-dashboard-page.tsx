import { FolderOpen, GraduationCap, LifeBuoy, Mail, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { FAMILY_MSG } from '../../../shared/family/messages.js';
import { ROUTES } from '../../lib/paths.js';
import { PageHeader } from '../../components/page-header.js';
import { buttonClasses } from '../../components/ui/button.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { ErasureCancelledNotice } from './erasure-cancelled-notice.js';
import { ChildrenAttendance } from '../attendance/children-attendance.js';
import { useSignedInUser } from '../../lib/session/current-user.js';
import { ChildrenCard } from '../children/children-card.js';
import { CONTACT_EMAIL, MAILTO_URL } from '../../lib/contact-details.js';
import { SectionCard } from '../../components/section-card.js';
import { RecentLessonsCard } from './recent-lessons-card.js';
import { WeekScheduleCard } from './week-schedule-card.js';

interface LinkCardProps {
  title: string;
  to: string;
  icon: LucideIcon;
  label: string;
  hint: string;
}

/** A card that leads to one page, with a line on what it holds. */
function LinkCard({ title, to, icon: Icon, label, hint }: LinkCardProps) {
  return (
    <SectionCard title={title}>
      <Link
        to={to}
        className="flex items-center gap-3 rounded-xl border border-slate-200 p-4 hover:border-indigo-300 hover:bg-indigo-50/40"
      >
        <Icon aria-hidden="true" className="size-6 shrink-0 text-indigo-700" />
        <span className="grid">
          <span className="font-semibold text-slate-900">{label}</span>
          <span className="text-sm text-slate-600">{hint}</span>
        </span>
      </Link>
    </SectionCard>
  );
}

function SupportCard() {
  return (
    <SectionCard title="Support">
      <div className="grid gap-3">
        <p className="text-sm text-slate-700">
          Questions about your child&apos;s learning or your account? We reply within one working
          day.
        </p>
        <Link
          to={ROUTES.messages}
          className={buttonClasses({ variant: 'outline', className: 'justify-self-start' })}
        >
          <LifeBuoy aria-hidden="true" className="size-4" />
          Contact Tutor
        </Link>
        <a
          href={MAILTO_URL}
          className="inline-flex items-center gap-2 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
        >
          <Mail aria-hidden="true" className="size-4" />
          {CONTACT_EMAIL}
        </a>
      </div>
    </SectionCard>
  );
}

/** Spec 2 §2.5: the parent's home. */
export function ParentDashboardPage() {
  useDocumentTitle('Parent Dashboard');
  const user = useSignedInUser();
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader
        title={`Welcome, ${user.fullName.trim() || FAMILY_MSG.parentFallbackName}`}
        description="Your children's live lessons, recordings and resources."
      />
      <ErasureCancelledNotice />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="grid content-start gap-6">
          <WeekScheduleCard />
          <SectionCard title="Attendance">
            <ChildrenAttendance />
          </SectionCard>
          <ChildrenCard />
        </div>
        <div className="grid content-start gap-6">
          {/* Issue 28 §3: each child's classes, places and waiting lists. */}
          <LinkCard
            title="Classes"
            to={ROUTES.parentClasses}
            icon={GraduationCap}
            label="Choose classes"
            hint="Places, times and waiting lists per subject"
          />
          {/* Issue 18 §2: the folders are the children's year groups and subjects (/resources). */}
          <LinkCard
            title="Learning Resources"
            to={ROUTES.resources}
            icon={FolderOpen}
            label="Resource folders"
            hint="By each child's year group and subject"
          />
          <RecentLessonsCard />
          <SupportCard />
        </div>
      </div>
    </div>
  );
}
