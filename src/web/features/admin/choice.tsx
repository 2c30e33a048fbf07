import { Button } from '../../components/ui/button.js';

/** A group of toggle buttons, one pressed. */
export function Choice<V extends string>({
  label,
  value,
  labels,
  onChoose,
}: {
  label: string;
  value: V;
  labels: Record<V, string>;
  onChoose: (value: V) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {(Object.keys(labels) as V[]).map((option) => (
        <Button
          key={option}
          size="sm"
          variant={option === value ? 'primary' : 'outline'}
          aria-pressed={option === value}
          onClick={() => onChoose(option)}
        >
          {labels[option]}
        </Button>
      ))}
    </div>
  );
}
