import { Download, FileSearch } from 'lucide-react';
import { AUDIT_RECORD_TYPES } from '../../../shared/audit/events.js';
import { KeysetList } from '../../components/keyset-list.js';
import { PageHeader } from '../../components/page-header.js';
import { buttonClasses } from '../../components/ui/button.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { FilterSelect } from '../../components/ui/filter-select.js';
import { Input } from '../../components/ui/input.js';
import { Label } from '../../components/ui/label.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { ALL, useListParams } from '../../lib/use-list-params.js';
import { auditCsvUrl, useAuditEvents } from './api.js';
import { AuditTable } from './audit-table.js';

const RECORD_OPTIONS = AUDIT_RECORD_TYPES.map((type) => ({
  value: type,
  label: type.replaceAll('_', ' '),
}));

/** Issue 17 §1: whose records an account touched, and who touched a record, between two days. */
export function AuditTrailPage() {
  useDocumentTitle('Audit trail');
  const params = useListParams({ person: '', recordType: ALL, recordId: '', from: '', to: '' });
  const { search: _search, ...chosen } = params.query;
  const filters = {
    ...chosen,
    recordType: chosen.recordType === ALL ? undefined : chosen.recordType,
  };
  const events = useAuditEvents(filters);
  const filtered = Object.values(filters).some(Boolean);

  const field = (name: 'person' | 'recordId' | 'from' | 'to', label: string, type: string) => (
    <div className="grid gap-1">
      <Label htmlFor={`audit-${name}`}>{label}</Label>
      <Input
        id={`audit-${name}`}
        type={type}
        inputMode={type === 'text' ? 'numeric' : undefined}
        value={params.filters[name]}
        onChange={(event) => params.setFilter(name, event.target.value.trim())}
      />
    </div>
  );

  return (
    <div className="mx-auto grid max-w-6xl min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title="Audit trail"
        description="Who read or changed whose personal data: reads of children’s details, admin actions on accounts, classes, rosters and academic years, roll-overs and allocation runs, exports and erasures. It can never be changed, and holds ids and codes, never names."
      />
      <div className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
        {field('person', 'Account id (by or whose)', 'text')}
        <div className="grid gap-1">
          <span className="text-sm font-medium text-slate-900" aria-hidden="true">
            Record
          </span>
          <FilterSelect
            id="audit-record-type"
            label="Record type"
            allLabel="Any record"
            value={params.filters.recordType}
            onValueChange={(value) => params.setFilter('recordType', value)}
            options={RECORD_OPTIONS}
          />
        </div>
        {field('recordId', 'Record id', 'text')}
        {field('from', 'From (UK date)', 'date')}
        {field('to', 'To (UK date)', 'date')}
        <a
          href={auditCsvUrl(filters)}
          download
          className={buttonClasses({ variant: 'outline', className: 'col-span-2 sm:col-span-1' })}
        >
          <Download aria-hidden="true" className="size-4" />
          Download CSV
        </a>
      </div>
      <KeysetList
        query={events}
        noun="events"
        one="event"
        loadingLabel="Loading audit events"
        empty={
          <EmptyState icon={FileSearch} title={filtered ? 'No events match' : 'No events yet'}>
            {filtered
              ? 'Try another account, record or dates.'
              : 'Reads of children’s details and changes to accounts will appear here.'}
          </EmptyState>
        }
      >
        {(items) => <AuditTable events={items} />}
      </KeysetList>
    </div>
  );
}
