import type { SelectOption } from '../../components/ui/select.js';

/** Options from a fixed list, plus the record's current value when it is not on the list. */
export const optionsWith = (
  values: readonly (string | number)[],
  current?: string,
  label: (value: string) => string = (value) => value,
): SelectOption<string>[] => {
  const all = values.map(String);
  if (current && !all.includes(current)) all.unshift(current);
  return all.map((value) => ({ value, label: label(value) }));
};
