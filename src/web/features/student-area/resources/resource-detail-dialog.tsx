import type { Resource } from '../../../../shared/content/schemas.js';
import { Badge } from '../../../components/ui/badge.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog.js';
import { formatDate } from '../../../lib/dates.js';
import {
  ResourceTypeIcon,
  resourceSize,
  TYPE_LABELS,
} from '../../../components/resource-type-icon.js';
import { ResourceAction } from '../../../components/resource-action.js';

/** Spec 2 §2.4: description, uploaded date, size, and Download or Open Link. */
export function ResourceDetailDialog({
  resource,
  onClose,
}: {
  resource: Resource | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={resource !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="grid max-w-lg gap-5">
        {resource && (
          <>
            <div className="flex items-start gap-3">
              <ResourceTypeIcon type={resource.type} />
              <div className="grid gap-1.5">
                <DialogTitle>{resource.title}</DialogTitle>
                <div className="flex flex-wrap gap-2">
                  <Badge tone="indigo">{resource.subject}</Badge>
                  <Badge>{TYPE_LABELS[resource.type] ?? resource.type}</Badge>
                </div>
              </div>
            </div>
            <DialogDescription className="text-base whitespace-pre-line text-slate-700">
              {resource.description ?? 'No description has been added to this resource.'}
            </DialogDescription>
            <dl className="grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-4 text-sm">
              <div>
                <dt className="text-slate-600">Uploaded</dt>
                <dd className="font-medium text-slate-900">{formatDate(resource.uploadedAt)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Size</dt>
                <dd className="font-medium text-slate-900">{resourceSize(resource) ?? '—'}</dd>
              </div>
            </dl>
            <div className="flex justify-end">
              <ResourceAction resource={resource} />
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
