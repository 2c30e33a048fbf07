import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { CONTENT_MSG } from '../../../shared/content/messages.js';
import { PageHeader } from '../../components/page-header.js';
import { CatalogueSearch } from '../../components/catalogue-search.js';
import { subjectFilter } from '../../components/list-search.js';
import { MINE } from '../../components/owner-switch.js';
import { ActionButton } from '../../components/ui/action-button.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.js';
import { toastError } from '../../components/ui/toast-error.js';
import { toast } from '../../components/ui/toast-store.js';
import { ALL, useListParams } from '../../lib/use-list-params.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useOpenOnParam } from '../../lib/use-open-on-param.js';
import { useSignedInUser } from '../../lib/session/current-user.js';
import {
  useDeleteLiveSession,
  useLiveSessions,
  type LiveSessionView,
  type LiveTab,
} from './api.js';
import { LiveSessionDialog } from './live-session-dialog.js';
import { LiveSessionList } from './live-session-list.js';
import { isTutor } from '../../../shared/policies/roles.js';

const TABS: { value: LiveTab; label: string }[] = [
  { value: 'upcoming', label: 'Upcoming Sessions' },
  { value: 'past', label: 'Past Sessions' },
];

export function LiveSessionsPage() {
  useDocumentTitle('Live Sessions');
  // Tutors start on their own sessions, which the dashboard counts; admins see everyone's.
  const tutor = isTutor(useSignedInUser());
  const params = useListParams({ subject: ALL, tab: 'upcoming', owner: tutor ? MINE : ALL });
  const tab: LiveTab = params.filters.tab === 'past' ? 'past' : 'upcoming';
  const scheduleOnArrival = useOpenOnParam();
  const [dialog, setDialog] = useState<{ session: LiveSessionView | null } | null>(
    scheduleOnArrival ? { session: null } : null,
  );
  const [deleting, setDeleting] = useState<LiveSessionView | null>(null);
  const remove = useDeleteLiveSession();
  const { tab: _tab, ...filters } = params.query;
  // The subjects of the filter, the same for both tabs.
  const sessions = useLiveSessions({ ...filters, tab });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: CONTENT_MSG.sessionDeleted, description: deleting.title });
        setDeleting(null);
      },
      onError: toastError,
    });
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader
        title="Live Sessions"
        description="Stream live lessons and keep track of the ones that have happened."
        actions={
          <ActionButton icon={CalendarPlus} size="md" onClick={() => setDialog({ session: null })}>
            Schedule Session
          </ActionButton>
        }
      />
      <CatalogueSearch
        params={params}
        showOwner={tutor}
        noun="sessions"
        filters={{
          subject: subjectFilter('live-subject-filter', sessions.data),
        }}
      />
      <Tabs
        value={tab}
        onValueChange={(value) => params.setFilter('tab', value)}
        className="grid gap-4"
      >
        <TabsList className="justify-self-start">
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value }) => (
          <TabsContent key={value} value={value}>
            <LiveSessionList
              tab={value}
              filters={filters}
              // The tab picks which sessions, it doesn't narrow them: an empty tab is just empty.
              filtering={params.search !== '' || params.filters.subject !== ALL}
              mine={params.filters.owner === MINE}
              onEdit={(session) => setDialog({ session })}
              onDelete={setDeleting}
            />
          </TabsContent>
        ))}
      </Tabs>
      <LiveSessionDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        session={dialog?.session ?? null}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete live session"
        description={CONTENT_MSG.confirmDeleteLiveSession}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
