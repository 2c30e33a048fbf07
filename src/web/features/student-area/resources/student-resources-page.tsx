import { useState } from 'react';
import { RESOURCE_TYPES } from '../../../../shared/constants.js';
import type { Resource } from '../../../../shared/content/schemas.js';
import { FAMILY_MSG } from '../../../../shared/family/messages.js';
import { PageHeader } from '../../../components/page-header.js';
import { Pager, useClampedPage } from '../../../components/pager.js';
import { Button } from '../../../components/ui/button.js';
import { ALL, FilterSelect, filterValue } from '../../../components/ui/filter-select.js';
import { ListError } from '../../../components/ui/list-error.js';
import { SearchInput } from '../../../components/ui/search-input.js';
import { formatDate } from '../../../lib/dates.js';
import { useDebouncedValue } from '../../../lib/use-debounced-value.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { ResourceTypeIcon, TYPE_LABELS } from '../../../components/resource-type-icon.js';
import { useFamilyResources } from '../api.js';
import { DataTable, TableSkeleton } from '../data-table.js';
import { formatSize } from '../format.js';
import { ResourceDetailDialog } from './resource-detail-dialog.js';

/** Spec 2 §9: five placeholders while resources load. */
const SKELETON_ROWS = 5;
const COLUMNS = ['Title', 'Type', 'Subject', 'Uploaded', 'Size', 'Actions'] as const;
const TYPE_OPTIONS = RESOURCE_TYPES.map((type) => ({
  value: type,
  label: TYPE_LABELS[type] ?? type,
}));

/** Spec 2 §2.4: the family's resources as a table, each with its detail dialog. */
export function StudentResourcesPage() {
  useDocumentTitle('Resources');
  const [search, setSearch] = useState('');
  const [type, setType] = useState(ALL);
  const [subject, setSubject] = useState(ALL);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Resource | null>(null);
  const searchText = useDebouncedValue(search.trim(), 300);
  const resources = useFamilyResources({
    search: searchText,
    type: filterValue(type),
    subject: filterValue(subject),
    page,
  });
  useClampedPage(resources.data?.total, resources.data?.pageSize ?? 1, page, setPage);
  const filter = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };

  let body;
  if (resources.isPending) {
    body = <TableSkeleton rows={SKELETON_ROWS} columns={COLUMNS} label="Loading resources" />;
  } else if (resources.isError) {
    body = <ListError error={resources.error} onRetry={() => void resources.refetch()} />;
  } else if (resources.data.total === 0) {
    body = <p className="py-10 text-center text-slate-700">{FAMILY_MSG.noResourcesFound}</p>;
  } else {
    body = (
      <>
        <DataTable
          caption="Learning resources"
          columns={COLUMNS}
          busy={resources.isFetching}
          rows={resources.data.items.map((resource) => ({
            key: resource.id,
            cells: [
              <span key="title" className="flex items-center gap-3">
                <ResourceTypeIcon type={resource.type} className="hidden size-9 sm:grid" />
                <span className="font-medium text-slate-900">{resource.title}</span>
              </span>,
              TYPE_LABELS[resource.type] ?? resource.type,
              resource.subject,
              formatDate(resource.uploadedAt),
              formatSize(resource.size),
              <Button
                key="view"
                size="sm"
                variant="secondary"
                onClick={() => setOpen(resource)}
                aria-label={`View: ${resource.title}`}
              >
                View
              </Button>,
            ],
          }))}
        />
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
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader
        title="Resources"
        description="Worksheets, slides and links to go with your lessons."
      />
      <div role="search" className="flex flex-col gap-3 sm:flex-row">
        <SearchInput
          label="Search resources"
          placeholder="Search resources…"
          value={search}
          onValueChange={filter(setSearch)}
          className="flex-1"
        />
        <FilterSelect
          id="student-resource-type"
          label="Type"
          allLabel="All Types"
          value={type}
          onValueChange={filter(setType)}
          options={TYPE_OPTIONS}
        />
        <FilterSelect
          id="student-resource-subject"
          label="Subject"
          allLabel="All Subjects"
          value={subject}
          onValueChange={filter(setSubject)}
          options={resources.data?.subjects ?? []}
        />
      </div>
      {body}
      <ResourceDetailDialog resource={open} onClose={() => setOpen(null)} />
    </div>
  );
}
