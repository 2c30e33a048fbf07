import { Users } from 'lucide-react';
import { useState } from 'react';
import { Pager, useClampedPage } from '../../../components/pager.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { CARD_GRID, CardSkeletons, ListError } from '../list-states.js';
import { TabHeader } from '../tab-header.js';
import { AddTutorDialog } from './add-tutor-dialog.js';
import { useTutors } from './api.js';
import { TutorCard } from './tutor-card.js';

function TutorList() {
  const [page, setPage] = useState(1);
  const tutors = useTutors(page);
  useClampedPage(tutors.data?.total, tutors.data?.pageSize ?? 1, page, setPage);

  if (tutors.isPending) return <CardSkeletons count={6} label="Loading tutors" />;
  if (tutors.isError)
    return <ListError error={tutors.error} onRetry={() => void tutors.refetch()} />;
  const { items, total, pageSize } = tutors.data;
  if (total === 0) {
    return (
      <EmptyState icon={Users} title="No Tutors Yet" headingLevel={3}>
        Add your first tutor to start scheduling sessions.
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-4">
      <ul className={CARD_GRID} aria-busy={tutors.isPlaceholderData}>
        {items.map((tutor) => (
          <li key={tutor.id} className="grid">
            <TutorCard tutor={tutor} />
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        pageSize={pageSize}
        total={total}
        noun="tutors"
        one="tutor"
        onPageChange={setPage}
      />
    </div>
  );
}

export function TutorsTab() {
  return (
    <section aria-labelledby="tutors-heading" className="grid gap-5">
      <TabHeader
        id="tutors-heading"
        title="Tutor Management"
        description="Tutor accounts, their subjects and whether they can sign in."
        action={<AddTutorDialog />}
      />
      <TutorList />
    </section>
  );
}
