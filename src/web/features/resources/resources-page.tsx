import { FolderOpen, Plus } from 'lucide-react';
import { useState } from 'react';
import type { Resource } from '../../../shared/content/schemas.js';
import { CONTENT_MSG } from '../../../shared/content/messages.js';
import { PageHeader } from '../../components/page-header.js';
import { CatalogueSearch } from '../../components/catalogue-search.js';
import { subjectFilter } from '../../components/list-search.js';
import { MINE } from '../../components/owner-switch.js';
import { CursorPagedList } from '../../components/paged-list.js';
import { ActionButton } from '../../components/ui/action-button.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { toastError } from '../../components/ui/toast-error.js';
import { toast } from '../../components/ui/toast-store.js';
import { ALL, useListParams } from '../../lib/use-list-params.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useOpenOnParam } from '../../lib/use-open-on-param.js';
import { useSignedInUser } from '../../lib/session/current-user.js';
import { canChange } from '../../../shared/policies/ownership.js';
import { useDeleteResource, useResources } from './api.js';
import { ResourceCard } from './resource-card.js';
import { ResourceDialog } from './resource-dialog.js';
import { typeFilter } from '../../components/resource-type-icon.js';
import { isTutor } from '../../../shared/policies/roles.js';

const LIST = 'grid gap-4 lg:grid-cols-2';

/** Spec 2 §2.3: the tutor and admin view of /resources. */
export function TutorResourcesPage() {
  useDocumentTitle('Resources');
  const user = useSignedInUser();
  // Tutors start on their own resources, which the dashboard counts; admins see everyone's.
  const tutor = isTutor(user);
  const params = useListParams({ type: ALL, subject: ALL, owner: tutor ? MINE : ALL });
  const mine = params.filters.owner === MINE;
  const addOnArrival = useOpenOnParam();
  const [dialog, setDialog] = useState<{ resource: Resource | null } | null>(
    addOnArrival ? { resource: null } : null,
  );
  const [deleting, setDeleting] = useState<Resource | null>(null);
  const remove = useDeleteResource();

  const filters = params.query;
  const resources = useResources(filters);
  const add = () => setDialog({ resource: null });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: CONTENT_MSG.resourceDeleted, description: deleting.title });
        setDeleting(null);
      },
      onError: toastError,
    });
  };

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        title="Resources"
        description="Worksheets, slides and links to go with your lessons."
        actions={
          <ActionButton icon={Plus} size="md" onClick={add}>
            Add Resource
          </ActionButton>
        }
      />
      <CatalogueSearch
        params={params}
        showOwner={tutor}
        noun="resources"
        filters={{
          type: typeFilter('resource-type-filter'),
          subject: subjectFilter('resource-subject-filter', resources.data),
        }}
      />
      <CursorPagedList
        query={resources}
        // Mine or All picks whose resources, it doesn't narrow them: each has its own empty state.
        filtering={
          params.search !== '' || params.filters.subject !== ALL || params.filters.type !== ALL
        }
        noun="resources"
        one="resource"
        layout={LIST}
        skeletons={{ count: 5, label: 'Loading resources' }}
        noMatch={CONTENT_MSG.noResourcesMatch}
        empty={
          <EmptyState
            icon={FolderOpen}
            title={mine ? CONTENT_MSG.noOwnResources : CONTENT_MSG.noResourcesYet}
            action={
              <ActionButton icon={Plus} size="md" onClick={add}>
                Add Resource
              </ActionButton>
            }
          >
            Worksheets, slides, quizzes and links you share appear here.
          </EmptyState>
        }
        renderItem={(resource) => (
          <ResourceCard
            resource={resource}
            {...(canChange(user, resource.tutorId) && {
              onEdit: () => setDialog({ resource }),
              onDelete: () => setDeleting(resource),
            })}
          />
        )}
      />
      <ResourceDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        resource={dialog?.resource ?? null}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete resource"
        description={CONTENT_MSG.confirmDeleteResource}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
