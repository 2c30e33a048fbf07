/** The comma-separated subjects of a profile (spec 1 §3) as a list. */
export const subjectsOf = (subjects: string | null) =>
  (subjects ?? '')
    .split(',')
    .map((subject) => subject.trim())
    .filter(Boolean);
