import { Download } from 'lucide-react';
import { EXPORT_MSG, type DataExport } from '../../shared/account/data-export.js';
import { formatDate, formatTime } from '../lib/dates.js';
import { buttonClasses } from './ui/button.js';

/** Data exports with their status, and a download link on each ready one (issue 17 §2). */
export function DataExportList({
  items,
  label,
  downloadUrl,
}: {
  items: DataExport[];
  label: string;
  downloadUrl: (id: string) => string;
}) {
  return (
    <ul className="grid gap-2" aria-label={label}>
      {items.map((item) => (
        <li
          key={item.id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3 text-sm"
        >
          <span>
            Asked for {formatDate(item.createdAt)} {formatTime(item.createdAt)}
            <span className="block text-slate-600">
              {item.status === 'ready'
                ? `Available until ${formatDate(item.expiresAt)}`
                : item.status === 'pending'
                  ? EXPORT_MSG.preparing
                  : EXPORT_MSG.failed}
            </span>
          </span>
          {item.status === 'ready' && (
            <a
              href={downloadUrl(item.id)}
              download
              className={buttonClasses({ variant: 'outline', size: 'sm' })}
            >
              <Download aria-hidden="true" className="size-4" />
              {EXPORT_MSG.download}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
