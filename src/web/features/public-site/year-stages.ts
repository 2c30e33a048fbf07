/** The three stages of Year 5 to Year 11, shown on the subjects and families pages. */
export const YEAR_STAGES: { years: string; stage: string; focus: string }[] = [
  {
    years: 'Year 5 and Year 6',
    stage: 'Upper primary (Key Stage 2)',
    focus:
      'Secure number skills, fluent reading and confident writing, with calm preparation for the Year 6 SATs and the move to secondary school.',
  },
  {
    years: 'Year 7 to Year 9',
    stage: 'Lower secondary (Key Stage 3)',
    focus:
      'Filling gaps after the move to secondary, building algebra, analytical writing and scientific thinking, and good study habits.',
  },
  {
    years: 'Year 10 and Year 11',
    stage: 'GCSE (Key Stage 4)',
    focus:
      'Exam-focused teaching in Maths, English, Biology, Chemistry and Physics, with past-paper practice and revision before mocks and exams.',
  },
];
