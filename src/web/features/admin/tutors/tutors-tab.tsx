import { ShieldCheck, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import {
  TUTOR_LIST_SHOWS,
  type TutorListItem,
  type TutorListShow,
} from '../../../../shared/admin/schemas.js';
import { CursorPagedList } from '../../../components/paged-list.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { TitledSection } from '../../../components/titled-section.js';
import { useListParams } from '../../../lib/use-list-params.js';
import { Choice } from '../choice.js';
import { AddTutorDialog } from './add-tutor-dialog.js';
import { useTutors } from './api.js';
import { TutorCard } from './tutor-card.js';

// Loaded when opened, so the admin's home stays within its script budget.
const VettingDialog = lazy(async () => ({
  default: (await import('./vetting-dialog.js')).VettingDialog,
}));

const SHOW_LABELS: Record<TutorListShow, string> = {
  all: 'All tutors',
  'needs-attention': 'Needs attention',
};
const isShow = (value: string): value is TutorListShow =>
  (TUTOR_LIST_SHOWS as readonly string[]).includes(value);

export function TutorsTab() {
  // Kept in the address as `vetting`, so a link or a reload keeps the filter (issue 31 §1).
  const params = useListParams({ vetting: 'all' });
  const show: TutorListShow = isShow(params.filters.vetting) ? params.filters.vetting : 'all';
  const tutors = useTutors(show);
  const [vetting, setVetting] = useState<TutorListItem | null>(null);
  return (
    <TitledSection
      id="tutors-heading"
      title="Tutor Management"
      description="Tutor accounts, their subjects, their vetting and whether they can sign in."
      action={<AddTutorDialog />}
    >
      <Choice
        label="Which tutors"
        value={show}
        labels={SHOW_LABELS}
        onChoose={(value) => params.setFilter('vetting', value)}
      />
      <CursorPagedList
        query={tutors}
        noun="tutors"
        one="tutor"
        as="ul"
        skeletons={{ count: 6, label: 'Loading tutors' }}
        empty={
          show === 'needs-attention' ? (
            <EmptyState
              icon={ShieldCheck}
              title="Every Tutor's Vetting Is Current"
              headingLevel={3}
            >
              No active tutor has a check missing, lapsed or due within 30 days.
            </EmptyState>
          ) : (
            <EmptyState icon={Users} title="No Tutors Yet" headingLevel={3}>
              Add your first tutor to start scheduling sessions.
            </EmptyState>
          )
        }
        renderItem={(tutor) => <TutorCard tutor={tutor} onVetting={setVetting} />}
      />
      {vetting && (
        <Suspense>
          <VettingDialog tutor={vetting} open onOpenChange={(open) => !open && setVetting(null)} />
        </Suspense>
      )}
    </TitledSection>
  );
}
