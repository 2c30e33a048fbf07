import { Link } from 'react-router';
import type { AllocationRunDetail } from '../../../shared/allocation/schemas.js';
import { Card } from '../../components/ui/card.js';
import { ROUTES } from '../../lib/paths.js';
import { percent } from './run-status.js';

const children = (count: number) =>
  count === 0 ? 'No child' : count === 1 ? 'One child' : `${count} children`;

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="grid gap-1 rounded-lg bg-slate-50 p-3">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-xl font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

/** A finished run's figures: who was placed, at which preference, and how close to the best. */
export function RunFigures({ result }: { result: NonNullable<AllocationRunDetail['result']> }) {
  const { first, second, third } = result.preferencesMet;
  const sizes = Object.entries(result.classSizes).sort(([a], [b]) => Number(a) - Number(b));
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Children" value={result.children} />
        <Figure label="Placed" value={result.placed} />
        <Figure label="Unplaced" value={result.unplaced} />
        <Figure label="New classes" value={result.classesOpened} />
        <Figure label="First preference" value={percent(first)} />
        <Figure label="Second preference" value={percent(second)} />
        <Figure label="Third preference" value={percent(third)} />
        <Figure label="Gap to the best possible" value={percent(result.gap)} />
      </dl>
      <p className="text-sm text-slate-700">
        {children(result.joinedOpenClasses)} took free places in classes already open. New classes:{' '}
        {sizes.length
          ? sizes.map(([size, count]) => `${count} of ${size} children`).join(', ')
          : 'none'}
        . The solver ({result.solverStatus.toLowerCase()}, {result.solveSeconds.toFixed(1)} s)
        scored this allocation {result.objective.toFixed(1)} against a bound of{' '}
        {result.bound.toFixed(1)}; no allocation can score below the bound.
      </p>
    </div>
  );
}

export function OpenedClasses({ run }: { run: AllocationRunDetail }) {
  const opened = run.result?.classesOpened ?? 0;
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3 sm:grid-cols-2">
        {run.classes.map((klass) => (
          <li key={klass.id}>
            <Card className="grid gap-1 p-4">
              <Link
                to={ROUTES.adminClass.to(klass.id)}
                className="font-semibold text-indigo-800 underline-offset-4 hover:underline"
              >
                {klass.name}
              </Link>
              <p className="text-sm text-slate-700">
                {klass.tutorName} · {klass.size} children
              </p>
            </Card>
          </li>
        ))}
      </ul>
      {opened > run.classes.length && (
        <p className="text-sm text-slate-700">
          The first {run.classes.length} of {opened} are listed; the classes list shows them all.
        </p>
      )}
    </div>
  );
}
