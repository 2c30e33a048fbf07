import { FileUp, LoaderCircle } from 'lucide-react';
import { useId, useRef } from 'react';
import type { UploadedFile } from '../../../shared/content/schemas.js';
import { Button } from '../../components/ui/button.js';
import { errorText } from '../../lib/api.js';
import { useUploadFile } from './api.js';

/** What the picker offers; the server decides by the file's content, not by these names. */
const ACCEPT = [
  '.pdf',
  '.doc',
  '.docx',
  '.ppt',
  '.pptx',
  '.xls',
  '.xlsx',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
].join(',');

interface FileUploadProps {
  onUploaded: (file: UploadedFile) => void;
  uploadedName: string | null;
}

/** Uploads one file as soon as it is chosen and reports where the server stored it. */
export function FileUpload({ onUploaded, uploadedName }: FileUploadProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadFile();
  const statusId = `${id}-status`;

  return (
    <div className="grid gap-2 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3">
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        // The button below is the control people use; this input only holds the file.
        tabIndex={-1}
        aria-label="File to upload"
        aria-describedby={statusId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) upload.mutate(file, { onSuccess: onUploaded });
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          size="sm"
          disabled={upload.isPending}
          onClick={() => input.current?.click()}
          aria-describedby={statusId}
        >
          {upload.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <FileUp aria-hidden="true" className="size-4" />
          )}
          {upload.isPending ? 'Uploading…' : 'Upload a file'}
        </Button>
        <p id={statusId} aria-live="polite" className="min-w-0 text-sm text-slate-700">
          {upload.isError ? (
            <span className="font-medium text-red-700">{errorText(upload.error)}</span>
          ) : uploadedName ? (
            <>
              Uploaded <strong className="font-semibold break-all">{uploadedName}</strong>
            </>
          ) : (
            'PDF, Word, PowerPoint, Excel or an image.'
          )}
        </p>
      </div>
    </div>
  );
}
