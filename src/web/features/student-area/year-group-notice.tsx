import { UserRoundCog } from 'lucide-react';
import { FAMILY_MSG } from '../../../shared/family/messages.js';
import { useSignedInUser } from '../auth/api.js';
import { useStudentYearGroup } from './api.js';

/** Issue 18 §2: without a year group a student sees no group lessons, and this says what to do. */
export function YearGroupNotice() {
  const yearGroup = useStudentYearGroup(useSignedInUser().role === 'student');
  if (!yearGroup.isSuccess || yearGroup.data.yearGroup !== null) return null;
  return (
    <aside
      aria-labelledby="year-group-notice-title"
      className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <UserRoundCog aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <h2 id="year-group-notice-title" className="font-semibold">
          {FAMILY_MSG.noYearGroupTitle}
        </h2>
        <p>{FAMILY_MSG.noYearGroupText}</p>
      </div>
    </aside>
  );
}
