import { FileSpreadsheet } from 'lucide-react';
import type { EmployeeImport } from '../../../shared/onboarding/file-schemas.js';
import { formatDate, formatTime } from '../../../shared/dates/format.js';
import { countOf } from '../../../shared/plurals.js';
import { PageHeader } from '../../components/page-header.js';
import { CursorPagedList } from '../../components/paged-list.js';
import { Breakable } from '../../components/ui/breakable.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useEmployerImports } from './api.js';

function ImportRow({ entry }: { entry: EmployeeImport }) {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <FileSpreadsheet aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-700" />
      <div className="grid min-w-0 gap-1">
        <h2 className="font-medium text-slate-900">
          <Breakable text={entry.fileName} />
        </h2>
        <p className="text-sm text-slate-700">
          {formatDate(entry.createdAt)} at {formatTime(entry.createdAt)}
        </p>
        <p className="text-sm text-slate-800">
          {countOf(entry.rowCount, 'rows', 'row')}:{' '}
          {countOf(entry.createdCount, 'accounts', 'account')} created
          {entry.failedCount > 0 && (
            <span className="font-medium text-red-800">
              , {entry.failedCount.toLocaleString('en-GB')} not created
            </span>
          )}
        </p>
      </div>
    </div>
  );
}

/** /employer/imports: the employee files ClassPerk uploaded for the contact's company (issue 30 §6). */
export function EmployerImportsPage() {
  useDocumentTitle('Imports');
  const imports = useEmployerImports();
  return (
    <div className="mx-auto grid max-w-3xl min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title="Imports"
        description="The employee files uploaded for your company, newest first, and how many accounts each created."
      />
      <CursorPagedList
        query={imports}
        noun="imports"
        one="import"
        layout="grid gap-3"
        skeletons={{ count: 3, label: 'Loading imports' }}
        empty={<p className="text-sm text-slate-700">No employee files have been uploaded yet.</p>}
        renderItem={(entry) => <ImportRow entry={entry} />}
      />
    </div>
  );
}
