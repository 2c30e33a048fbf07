import { ALL } from '../../lib/use-list-params.js';
import { Label } from './label.js';
import { Select } from './select.js';

interface FilterSelectProps {
  id: string;
  /** Read by screen readers; the chosen value says the rest. */
  label: string;
  allLabel: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly string[] | readonly { value: string; label: string }[];
}

/** A list filter: "All …" plus the values present. */
export function FilterSelect({
  id,
  label,
  allLabel,
  value,
  onValueChange,
  options,
}: FilterSelectProps) {
  const choices = [
    { value: ALL, label: allLabel },
    ...options.map((option) =>
      typeof option === 'string' ? { value: option, label: option } : option,
    ),
  ];
  return (
    <div className="w-full sm:w-48">
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Select id={id} value={value} onValueChange={onValueChange} options={choices} />
    </div>
  );
}
