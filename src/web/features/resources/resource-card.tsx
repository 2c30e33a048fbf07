import { Download, ExternalLink } from 'lucide-react';
import type { Resource } from '../../../shared/content/schemas.js';
import { ActionsMenu } from '../../components/ui/actions-menu.js';
import { Badge } from '../../components/ui/badge.js';
import { buttonClasses } from '../../components/ui/button.js';
import { formatDate } from '../../lib/dates.js';
import { safeHref } from '../../lib/urls.js';
import {
  ResourceTypeIcon,
  resourceSize,
  TYPE_LABELS,
} from '../../components/resource-type-icon.js';

interface ResourceCardProps {
  resource: Resource;
  onEdit?: () => void;
  onDelete?: () => void;
}

export function ResourceCard({ resource, onEdit, onDelete }: ResourceCardProps) {
  const file = safeHref(resource.fileUrl);
  const external = safeHref(resource.externalUrl);
  const size = resourceSize(resource);
  return (
    <article className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:gap-4 sm:p-5">
      <ResourceTypeIcon type={resource.type} />
      <div className="grid min-w-0 flex-1 gap-2">
        <div className="flex items-start justify-between gap-2">
          <h2 className="text-base leading-snug font-semibold text-slate-900">{resource.title}</h2>
          {onEdit && onDelete && (
            <ActionsMenu
              label={`Actions for ${resource.title}`}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          )}
        </div>
        {resource.description && <p className="text-sm text-slate-700">{resource.description}</p>}
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <Badge tone="indigo">{resource.subject}</Badge>
          <Badge tone="outline">{TYPE_LABELS[resource.type] ?? resource.type}</Badge>
          {resource.yearGroups.length > 0 && (
            <Badge tone="outline">{resource.yearGroups.join(', ')}</Badge>
          )}
          <span>Uploaded {formatDate(resource.uploadedAt)}</span>
          {size && <span>· {size}</span>}
        </div>
        <div className="flex flex-wrap gap-2 pt-1">
          {file && (
            <a href={file} download className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              <Download aria-hidden="true" className="size-4" />
              Download
              <span className="sr-only"> {resource.title}</span>
            </a>
          )}
          {external && (
            <a
              href={external}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: 'outline', size: 'sm' })}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              Open Link
              <span className="sr-only"> to {resource.title} (opens in a new tab)</span>
            </a>
          )}
        </div>
      </div>
    </article>
  );
}
