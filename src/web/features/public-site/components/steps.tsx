export interface Step {
  title: string;
  text: string;
}

/** Numbered steps, as an ordered list so the numbers are read out too. */
export function Steps({ steps }: { steps: Step[] }) {
  return (
    <ol className="grid gap-4 md:grid-cols-3">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="grid content-start gap-3 rounded-2xl border border-slate-200 bg-white p-6"
        >
          <span
            aria-hidden="true"
            className="grid size-10 place-items-center rounded-full bg-indigo-700 font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="text-lg font-semibold text-slate-900">{step.title}</h3>
          <p className="text-slate-700">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
