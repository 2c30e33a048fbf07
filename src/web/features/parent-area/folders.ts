/** Spec 2 §2.5: the year groups of the resources folder view and the subjects in each. */
const GCSE_SUBJECTS = ['English', 'Mathematics', 'Biology', 'Chemistry', 'Physics'] as const;

export const RESOURCE_FOLDERS = [
  { yearGroup: 'Primary', subjects: ['Mathematics', 'English'] },
  { yearGroup: 'Year 7/8', subjects: ['Science', 'English', 'Mathematics'] },
  { yearGroup: 'Year 9', subjects: ['Mathematics', 'English', 'Science'] },
  { yearGroup: 'Year 10', subjects: GCSE_SUBJECTS },
  { yearGroup: 'Year 11', subjects: GCSE_SUBJECTS },
] as const;
