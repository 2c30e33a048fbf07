import { Download, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Company } from '../../../shared/admin/schemas.js';
import type { ColumnMapping } from '../../../shared/onboarding/columns.js';
import type { EmployeeFile } from '../../../shared/onboarding/file-schemas.js';
import { FROM_EXCEL } from '../../../shared/onboarding/import-messages.js';
import { ActionButton } from '../../components/ui/action-button.js';
import { Alert } from '../../components/ui/alert.js';
import { Card } from '../../components/ui/card.js';
import { FormField } from '../../components/ui/form-field.js';
import { Input } from '../../components/ui/input.js';
import { Label } from '../../components/ui/label.js';
import { Select } from '../../components/ui/select.js';
import { Switch } from '../../components/ui/switch.js';
import { clearToasts, toast } from '../../components/ui/toast-store.js';
import { toastFailed } from '../../components/ui/toast-error.js';
import { errorText } from '../../lib/api.js';
import { newJobId, useBulkUpload, useReadEmployeeFile } from './api.js';
import { CsvPreview } from './csv-preview.js';
import { saveText, templateCsv } from './downloads.js';
import {
  ACCEPT_ATTRIBUTE,
  base64Of,
  employeesOf,
  fileProblem,
  problemOf,
  rememberedOf,
  type FileProblem,
} from './employee-file.js';
import { ColumnMappingStep } from './column-mapping.js';
import { JobProgress } from './job-progress.js';
import { ONBOARDING_MSG, uploadErrorsText, uploadSuccessText } from './messages.js';
import { UploadResult } from './upload-result.js';

type UploadRole = 'parent' | 'student' | 'tutor';

/** Spec 2 §6: bulk upload may create parent (employee), student or tutor accounts. */
const ROLE_OPTIONS: { value: UploadRole; label: string }[] = [
  { value: 'parent', label: 'Parent (employee)' },
  { value: 'student', label: 'Student' },
  { value: 'tutor', label: 'Tutor' },
];

/**
 * Choose a file, have the server read it and recognise its columns, check or choose the columns,
 * preview, upload, then hand out credentials (issue 30 §1).
 */
export function BulkUploadPanel({ company }: { company: Company }) {
  const upload = useBulkUpload();
  const reading = useReadEmployeeFile();
  const fileInput = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [file, setFile] = useState<EmployeeFile | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [role, setRole] = useState<UploadRole>('parent');
  const [domain, setDomain] = useState('');
  const [sendEmails, setSendEmails] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);

  const report = (next: FileProblem) => {
    setProblem(next);
    toast({ ...next, variant: 'destructive' });
  };

  const read = async (picked: File, sheet?: string) => {
    const early = fileProblem(picked);
    if (early) return report(early);
    reading.mutate(
      { companyId: company.id, fileName: picked.name, content: await base64Of(picked), sheet },
      {
        onSuccess: (result) => {
          setFile(result);
          // A sure recognition goes straight to the preview; otherwise the admin chooses.
          setMapping(result.sure ? result.mapping : null);
        },
        onError: (error) => report(problemOf(errorText(error))),
      },
    );
  };

  const readFile = async (picked: File | undefined) => {
    clearToasts();
    upload.reset();
    setFile(null);
    setMapping(null);
    setProblem(null);
    setChosen(picked ?? null);
    if (picked) await read(picked);
  };

  const rows = file && mapping ? employeesOf(file, mapping) : null;

  const startAgain = () => {
    upload.reset();
    setFile(null);
    setMapping(null);
    setChosen(null);
    setProblem(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const send = () => {
    if (!file || !mapping || !rows || rows.length === 0) return report(ONBOARDING_MSG.noData);
    const id = newJobId();
    setJobId(id);
    upload.mutate(
      {
        employees: rows,
        companyId: company.id,
        role,
        domain,
        generatePasswords: true,
        sendEmails,
        fileName: file.fileName,
        mapping: rememberedOf(file, mapping),
        jobId: id,
      },
      {
        onSuccess: (result) =>
          toast(
            result.success
              ? {
                  title: ONBOARDING_MSG.uploadSuccessful,
                  description: uploadSuccessText(result.successCount),
                }
              : {
                  title: ONBOARDING_MSG.uploadCompletedWithErrors,
                  description: uploadErrorsText(result.successCount, result.errors.length),
                  variant: 'warning',
                },
          ),
        onError: (error) => toastFailed(ONBOARDING_MSG.uploadFailed, error),
        onSettled: () => setJobId(null),
      },
    );
  };

  if (upload.isSuccess) {
    return (
      <Card className="p-5">
        <UploadResult result={upload.data} companyName={company.name} onAgain={startAgain} />
      </Card>
    );
  }

  const busy = upload.isPending;
  return (
    <Card className="grid gap-5 p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <h3 className="font-semibold text-slate-900">Bulk employee upload</h3>
          <p className="text-sm text-slate-700">
            An Excel workbook or a CSV file as your HR system exports it, with a column for the
            names and one for the work email addresses. Up to 1,000 employees per file.
          </p>
          <p className="text-sm text-slate-700">{FROM_EXCEL}</p>
        </div>
        <ActionButton
          icon={Download}
          size="md"
          variant="outline"
          onClick={() => saveText(templateCsv(), 'employee-template.csv', 'text/csv')}
        >
          Download Template
        </ActionButton>
      </div>

      <div className="grid gap-1.5">
        <Label htmlFor="employee-csv">Employee file (.xlsx or .csv)</Label>
        <input
          ref={fileInput}
          id="employee-csv"
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          disabled={busy || reading.isPending}
          onChange={(event) => void readFile(event.target.files?.[0])}
          className="block w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-800 file:mr-3 file:h-10 file:border-0 file:border-r file:border-slate-300 file:bg-indigo-50 file:px-4 file:font-medium file:text-indigo-800 hover:file:bg-indigo-100"
        />
      </div>

      {problem && (
        <Alert variant="error">
          <p>
            <strong>{problem.title}:</strong> {problem.description}
          </p>
        </Alert>
      )}
      {reading.isPending && (
        <p role="status" className="text-sm text-slate-700">
          Reading the file…
        </p>
      )}
      {file && chosen && file.sheets.length > 1 && (
        <FormField id="upload-sheet" label="Sheet" hint="The sheet that lists the employees.">
          {(aria) => (
            <Select
              {...aria}
              value={file.sheet ?? ''}
              onValueChange={(sheet) => void read(chosen, sheet)}
              options={file.sheets.map((sheet) => ({ value: sheet, label: sheet }))}
            />
          )}
        </FormField>
      )}
      {file && !mapping && (
        <ColumnMappingStep
          key={`${file.fileName}-${file.sheet}`}
          file={file}
          initial={file.mapping}
          onConfirm={setMapping}
        />
      )}
      {file && mapping && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <span>
            {file.remembered
              ? 'Columns as chosen last time for this company.'
              : 'Columns recognised from the headers.'}
          </span>
          <button
            type="button"
            className="font-medium text-indigo-800 underline underline-offset-2"
            onClick={() => setMapping(null)}
          >
            Change columns
          </button>
        </div>
      )}
      {rows && <CsvPreview rows={rows} domain={domain} />}

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="upload-role" label="Account type">
          {(aria) => (
            <Select {...aria} value={role} onValueChange={setRole} options={ROLE_OPTIONS} />
          )}
        </FormField>
        <FormField
          id="upload-domain"
          label="Email domain (optional)"
          hint="Only addresses on this domain are accepted, e.g. northwind.co.uk."
        >
          {(aria) => (
            <Input
              {...aria}
              value={domain}
              onChange={(event) => setDomain(event.target.value)}
              placeholder="northwind.co.uk"
              autoComplete="off"
              disabled={busy}
            />
          )}
        </FormField>
      </div>
      <div className="flex items-start justify-between gap-4 rounded-xl border border-slate-200 p-4">
        <div className="grid gap-1">
          <label
            id="upload-send-emails-label"
            htmlFor="upload-send-emails"
            className="text-sm font-medium text-slate-800"
          >
            Send welcome emails
          </label>
          <p id="upload-send-emails-hint" className="text-xs text-slate-600">
            Each new employee gets their username and a link to choose a password. No password is
            sent by email.
          </p>
        </div>
        <Switch
          id="upload-send-emails"
          // Named by reference too: HTML_CodeSniffer does not read a label's for on a button.
          aria-labelledby="upload-send-emails-label"
          aria-describedby="upload-send-emails-hint"
          checked={sendEmails}
          onCheckedChange={setSendEmails}
          disabled={busy}
        />
      </div>

      {busy && jobId && <JobProgress jobId={jobId} noun="accounts" />}
      {upload.isError && (
        <Alert variant="error">
          <p>
            <strong>{ONBOARDING_MSG.uploadFailed}:</strong> {errorText(upload.error)}
          </p>
        </Alert>
      )}
      <ActionButton
        icon={Upload}
        size="md"
        className="justify-self-start"
        onClick={send}
        disabled={busy}
      >
        {busy ? 'Uploading…' : 'Upload Employees'}
      </ActionButton>
    </Card>
  );
}
