/** A fixed choice list as select options, keeping a stored value that has since left the list. */
export const choicesWith = (list: readonly string[], current?: string | null) =>
  (current && !list.includes(current) ? [...list, current] : list).map((value) => ({
    value,
    label: value,
  }));
