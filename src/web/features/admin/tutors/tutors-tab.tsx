import { Users } from 'lucide-react';
import { CursorPagedList } from '../../../components/paged-list.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { TitledSection } from '../../../components/titled-section.js';
import { AddTutorDialog } from './add-tutor-dialog.js';
import { useTutors } from './api.js';
import { TutorCard } from './tutor-card.js';

export function TutorsTab() {
  const tutors = useTutors();
  return (
    <TitledSection
      id="tutors-heading"
      title="Tutor Management"
      description="Tutor accounts, their subjects and whether they can sign in."
      action={<AddTutorDialog />}
    >
      <CursorPagedList
        query={tutors}
        noun="tutors"
        one="tutor"
        as="ul"
        skeletons={{ count: 6, label: 'Loading tutors' }}
        empty={
          <EmptyState icon={Users} title="No Tutors Yet" headingLevel={3}>
            Add your first tutor to start scheduling sessions.
          </EmptyState>
        }
        renderItem={(tutor) => <TutorCard tutor={tutor} />}
      />
    </TitledSection>
  );
}
