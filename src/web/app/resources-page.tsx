import { SectionPending } from '../components/section-pending.js';
import { isStaff } from '../features/auth/access.js';
import { useSignedInUser } from '../features/auth/api.js';

/** Spec 2 §2.3: /resources is the tutor list for staff and the folder view for families. */
export function ResourcesPage() {
  return <SectionPending title={isStaff(useSignedInUser()) ? 'Resources' : 'Learning Resources'} />;
}
