import { Construction } from 'lucide-react';
import { useDocumentTitle } from '../lib/use-document-title.js';

/** A route whose screen arrives in a later release: its real title, and no pretending. */
export function SectionPending({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <div className="flex items-start gap-4 rounded-2xl border border-dashed border-slate-300 bg-white p-6">
        <Construction aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-indigo-700" />
        <div className="grid gap-1">
          <p className="font-medium text-slate-900">This section is not available yet.</p>
          <p className="text-sm text-slate-700">
            It is being built and will appear here in a coming release.
          </p>
        </div>
      </div>
    </div>
  );
}
