import { useState } from 'react';
import type { Resource } from '../../../../shared/content/schemas.js';
import { FAMILY_MSG } from '../../../../shared/family/messages.js';
import { PageHeader } from '../../../components/page-header.js';
import { ListSearch, subjectFilter } from '../../../components/list-search.js';
import { CursorPagedList } from '../../../components/paged-list.js';
import { Button } from '../../../components/ui/button.js';
import { formatDate } from '../../../lib/dates.js';
import { ALL, useListParams } from '../../../lib/use-list-params.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import {
  ResourceTypeIcon,
  resourceSize,
  TYPE_LABELS,
  typeFilter,
} from '../../../components/resource-type-icon.js';
import { useFamilyResources } from '../../family-area/api.js';
import { DataTable, TableSkeleton } from '../data-table.js';
import { ResourceDetailDialog } from './resource-detail-dialog.js';

/** Spec 2 §9: five placeholders while resources load. */
const SKELETON_ROWS = 5;
const COLUMNS = ['Title', 'Type', 'Subject', 'Uploaded', 'Size', 'Actions'] as const;

/** Spec 2 §2.4: the family's resources as a table, each with its detail dialog. */
export function StudentResourcesPage() {
  useDocumentTitle('Resources');
  const params = useListParams({ type: ALL, subject: ALL });
  const [open, setOpen] = useState<Resource | null>(null);
  const filters = params.query;
  const resources = useFamilyResources(filters);

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader
        title="Resources"
        description="Worksheets, slides and links to go with your lessons."
      />
      <ListSearch
        params={params}
        label="Search resources"
        placeholder="Search resources…"
        filters={{
          type: typeFilter('student-resource-type'),
          subject: subjectFilter('student-resource-subject', resources.data),
        }}
      />
      <CursorPagedList
        query={resources}
        filtering={params.filtering}
        noun="resources"
        one="resource"
        skeletons={
          <TableSkeleton rows={SKELETON_ROWS} columns={COLUMNS} label="Loading resources" />
        }
        empty={<p className="py-10 text-center text-slate-700">{FAMILY_MSG.noResourcesFound}</p>}
        renderItems={(items, busy) => (
          <DataTable
            caption="Learning resources"
            columns={COLUMNS}
            busy={busy}
            rows={items.map((resource) => ({
              key: resource.id,
              cells: [
                <span key="title" className="flex items-center gap-3">
                  <ResourceTypeIcon type={resource.type} className="hidden size-9 sm:grid" />
                  <span className="font-medium text-slate-900">{resource.title}</span>
                </span>,
                TYPE_LABELS[resource.type] ?? resource.type,
                resource.subject,
                formatDate(resource.uploadedAt),
                resourceSize(resource) ?? '—',
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
        )}
      />
      <ResourceDetailDialog resource={open} onClose={() => setOpen(null)} />
    </div>
  );
}
