import { Download, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Company } from '../../../shared/admin/schemas.js';
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
import { newJobId, useBulkUpload } from './api.js';
import { CsvPreview } from './csv-preview.js';
import { saveText, templateCsv } from './downloads.js';
import { isCsvFile, readEmployeeCsv, type CsvProblem, type EmployeeRow } from './employee-csv.js';
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

/** Choose a file, check it in the browser, preview it, upload it, then hand out credentials. */
export function BulkUploadPanel({ company }: { company: Company }) {
  const upload = useBulkUpload();
  const fileInput = useRef<HTMLInputElement>(null);
  const [rows, setRows] = useState<EmployeeRow[] | null>(null);
  const [problem, setProblem] = useState<CsvProblem | null>(null);
  const [role, setRole] = useState<UploadRole>('parent');
  const [domain, setDomain] = useState('');
  const [sendEmails, setSendEmails] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);

  const report = (next: CsvProblem) => {
    setProblem(next);
    toast({ ...next, variant: 'destructive' });
  };

  const readFile = async (file: File | undefined) => {
    clearToasts();
    upload.reset();
    setRows(null);
    setProblem(null);
    if (!file) return;
    if (!(await isCsvFile(file))) return report(ONBOARDING_MSG.invalidFileType);
    const reading = readEmployeeCsv(await file.text());
    if (reading.problem) return report(reading.problem);
    setRows(reading.rows);
  };

  const startAgain = () => {
    upload.reset();
    setRows(null);
    setProblem(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const send = () => {
    if (!rows || rows.length === 0) return report(ONBOARDING_MSG.noData);
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
            A CSV file with a header row and the columns fullName and email; department and jobTitle
            are optional. Up to 1,000 employees per file.
          </p>
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
        <Label htmlFor="employee-csv">CSV file</Label>
        <input
          ref={fileInput}
          id="employee-csv"
          type="file"
          accept=".csv,text/csv"
          disabled={busy}
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
