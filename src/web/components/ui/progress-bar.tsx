/** A long job's progress: what it is doing, its percentage and a bar screen readers announce. */
export function ProgressBar({ id, text, percent }: { id: string; text: string; percent: number }) {
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span id={id} className="font-medium text-slate-800">
          {text}
        </span>
        <span className="text-slate-700 tabular-nums">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-indigo-700 transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
