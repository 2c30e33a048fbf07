import { Construction } from 'lucide-react';

/** A tab whose screen arrives with a later release: its real heading, and no pretending. */
export function PendingTab({ id, title }: { id: string; title: string }) {
  return (
    <section aria-labelledby={id} className="grid gap-5">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="flex items-start gap-4 rounded-2xl border border-dashed border-slate-300 bg-white p-6">
        <Construction aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-indigo-700" />
        <div className="grid gap-1">
          <p className="font-medium text-slate-900">This section is not available yet.</p>
          <p className="text-sm text-slate-700">
            It is being built and will appear here in a coming release.
          </p>
        </div>
      </div>
    </section>
  );
}
