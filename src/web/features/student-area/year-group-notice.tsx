import { UserRoundCog } from 'lucide-react';
import { FAMILY_MSG } from '../../../shared/family/messages.js';
import { useSignedInUser } from '../../lib/session/current-user.js';
import { useStudentYearGroup } from '../family-area/api.js';
import { TitledNotice } from './titled-notice.js';
import { isStudent } from '../../../shared/policies/roles.js';

/** Issue 18 §2: without a year group a student sees no group lessons, and this says what to do. */
export function YearGroupNotice() {
  const yearGroup = useStudentYearGroup(isStudent(useSignedInUser()));
  if (!yearGroup.isSuccess || yearGroup.data.yearGroup !== null) return null;
  return (
    <TitledNotice
      id="year-group-notice-title"
      icon={UserRoundCog}
      title={FAMILY_MSG.noYearGroupTitle}
      text={FAMILY_MSG.noYearGroupText}
      tone="amber"
    />
  );
}
