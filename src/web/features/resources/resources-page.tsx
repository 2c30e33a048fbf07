import { FolderOpen, Plus } from 'lucide-react';
import { useState } from 'react';
import { RESOURCE_TYPES } from '../../../shared/constants.js';
import type { Resource } from '../../../shared/content/schemas.js';
import { CONTENT_MSG } from '../../../shared/content/messages.js';
import { PageHeader } from '../../components/page-header.js';
import { Pager, useClampedPage } from '../../components/pager.js';
import { Button } from '../../components/ui/button.js';
import { CardSkeletons } from '../../components/ui/card-skeletons.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { ALL, FilterSelect, filterValue } from '../../components/ui/filter-select.js';
import { ListError } from '../../components/ui/list-error.js';
import { SearchInput } from '../../components/ui/search-input.js';
import { toastError } from '../../components/ui/toast-error.js';
import { toast } from '../../components/ui/toast-store.js';
import { useDebouncedValue } from '../../lib/use-debounced-value.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useOpenOnParam } from '../../lib/use-open-on-param.js';
import { useSignedInUser } from '../auth/api.js';
import { canChange } from '../auth/ownership.js';
import { useDeleteResource, useResources } from './api.js';
import { ResourceCard } from './resource-card.js';
import { ResourceDialog } from './resource-dialog.js';
import { TYPE_LABELS } from '../../components/resource-type-icon.js';

const LIST = 'grid gap-4 lg:grid-cols-2';
const SKELETONS = 5;
const TYPE_OPTIONS = RESOURCE_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] ?? value }));

/** Spec 2 §2.3: the tutor and admin view of /resources. */
export function TutorResourcesPage() {
  useDocumentTitle('Resources');
  const user = useSignedInUser();
  const [search, setSearch] = useState('');
  const [type, setType] = useState(ALL);
  const [subject, setSubject] = useState(ALL);
  const [page, setPage] = useState(1);
  const addOnArrival = useOpenOnParam();
  const [dialog, setDialog] = useState<{ resource: Resource | null } | null>(
    addOnArrival ? { resource: null } : null,
  );
  const [deleting, setDeleting] = useState<Resource | null>(null);
  const remove = useDeleteResource();

  const searchText = useDebouncedValue(search.trim(), 300);
  const resources = useResources({
    search: searchText,
    subject: filterValue(subject),
    type: filterValue(type),
    page,
  });
  useClampedPage(resources.data?.total, resources.data?.pageSize ?? 1, page, setPage);
  const filtering = Boolean(searchText) || subject !== ALL || type !== ALL;
  const add = () => setDialog({ resource: null });
  const filterChange = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };

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

  let body;
  if (resources.isPending) {
    body = <CardSkeletons count={SKELETONS} label="Loading resources" className={LIST} />;
  } else if (resources.isError) {
    body = <ListError error={resources.error} onRetry={() => void resources.refetch()} />;
  } else if (resources.data.total === 0 && !filtering) {
    body = (
      <EmptyState
        icon={FolderOpen}
        title={CONTENT_MSG.noResourcesYet}
        action={
          <Button onClick={add}>
            <Plus aria-hidden="true" className="size-4" />
            Add Resource
          </Button>
        }
      >
        Worksheets, slides, quizzes and links you share appear here.
      </EmptyState>
    );
  } else if (resources.data.total === 0) {
    body = <p className="py-10 text-center text-slate-700">{CONTENT_MSG.noResourcesMatch}</p>;
  } else {
    body = (
      <>
        <div className={LIST} aria-busy={resources.isFetching}>
          {resources.data.items.map((resource) => (
            <ResourceCard
              key={resource.id}
              resource={resource}
              {...(canChange(user, resource.tutorId) && {
                onEdit: () => setDialog({ resource }),
                onDelete: () => setDeleting(resource),
              })}
            />
          ))}
        </div>
        <Pager
          page={page}
          pageSize={resources.data.pageSize}
          total={resources.data.total}
          noun="resources"
          onPageChange={setPage}
        />
      </>
    );
  }

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        title="Resources"
        description="Worksheets, slides and links to go with your lessons."
        actions={
          <Button onClick={add}>
            <Plus aria-hidden="true" className="size-4" />
            Add Resource
          </Button>
        }
      />
      <div role="search" className="flex flex-col gap-3 sm:flex-row">
        <SearchInput
          label="Search resources"
          placeholder="Search resources…"
          value={search}
          onValueChange={filterChange(setSearch)}
          className="flex-1"
        />
        <FilterSelect
          id="resource-type-filter"
          label="Type"
          allLabel="All Types"
          value={type}
          onValueChange={filterChange(setType)}
          options={TYPE_OPTIONS}
        />
        <FilterSelect
          id="resource-subject-filter"
          label="Subject"
          allLabel="All Subjects"
          value={subject}
          onValueChange={filterChange(setSubject)}
          options={resources.data?.subjects ?? []}
        />
      </div>
      {body}
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
