/** Demo catalogue: real-looking lessons and resources so the product looks alive on first start. */

import { DEMO_CLASSMATE_USERNAMES } from './demo-classes-content.js';
import { DEMO_USAGE_USERNAMES } from './demo-usage-content.js';

export const DEMO_PASSWORD = 'demo-password';

/** The statuses of future sessions in turn, most of them confirmed: the demo and the scale seed. */
export const OPEN_STATUS_ROTATION = [
  'confirmed',
  'scheduled',
  'confirmed',
  'pending',
  'scheduled',
  'rescheduled',
  'confirmed',
] as const;

export const DEMO_TUTORS = [
  {
    username: 'tutor',
    fullName: 'Sarah Thompson',
    email: 'sarah.thompson@classperk.co.uk',
    subjects: ['Mathematics'],
    years: '6-10',
  },
  {
    username: 'james.patel',
    fullName: 'James Patel',
    email: 'james.patel@classperk.co.uk',
    subjects: ['English'],
    years: '3-5',
    /** His DBS Update Service status check falls due in 20 days, so the warning shows (issue 31 §1). */
    statusCheckDueInDays: 20,
  },
  {
    username: 'emily.clarke',
    fullName: 'Emily Clarke',
    email: 'emily.clarke@classperk.co.uk',
    subjects: ['Biology', 'Chemistry'],
    years: '10+',
  },
  {
    username: 'daniel.okafor',
    fullName: 'Daniel Okafor',
    email: 'daniel.okafor@classperk.co.uk',
    subjects: ['Physics', 'Science'],
    years: '6-10',
  },
] as const;

export const DEMO_FAMILIES = [
  { parent: 'Tom Walker', child: 'Ella Walker', grade: 'Year 6', tutor: 0 },
  { parent: 'Grace Evans', child: 'Noah Evans', grade: 'Year 9', tutor: 2 },
  { parent: 'Liam Murphy', child: 'Chloe Murphy', grade: 'Year 11 (GCSE)', tutor: 3 },
  { parent: 'Aisha Khan', child: 'Zara Khan', grade: 'Year 8', tutor: 0 },
  { parent: 'Ben Carter', child: 'Oliver Carter', grade: 'Year 5', tutor: 1 },
] as const;

/** A family member's username: "Tom Walker" signs in as tom.walker. */
export const demoUsername = (fullName: string) => fullName.toLowerCase().replace(' ', '.');

/** Every account the demo seed creates, all with DEMO_PASSWORD. */
export const DEMO_USERNAMES = [
  'admin',
  ...DEMO_TUTORS.map((tutor) => tutor.username),
  'parent',
  'student',
  ...DEMO_FAMILIES.flatMap((family) => [demoUsername(family.parent), demoUsername(family.child)]),
  ...DEMO_USAGE_USERNAMES,
  ...DEMO_CLASSMATE_USERNAMES,
];

/** The demo's companies, removed with the demo accounts when no other account belongs to them. */
export const DEMO_COMPANIES = ['Northwind Logistics', 'Brightside Health'] as const;

export const DEMO_LESSONS = [
  {
    title: 'Quadratic equations: factorising',
    subject: 'Mathematics',
    tutor: 0,
    duration: 48,
    video: 'https://www.youtube.com/watch?v=2ZzuZvz33X0',
    views: 214,
    daysAgo: 2,
    description:
      'Factorising quadratics with a coefficient of one and more, with exam-style questions.',
  },
  {
    title: 'Fractions, decimals and percentages',
    subject: 'Mathematics',
    tutor: 0,
    duration: 40,
    video: 'https://www.youtube.com/watch?v=hiZmEMBETUE',
    views: 167,
    daysAgo: 9,
    description: 'Converting between forms and using them in everyday problems. Year 5 to Year 7.',
  },
  {
    title: 'Simultaneous equations',
    subject: 'Mathematics',
    tutor: 0,
    duration: 52,
    video: 'https://www.youtube.com/watch?v=vA-55wZtLeE',
    views: 98,
    daysAgo: 16,
    description: 'Elimination and substitution methods, with a GCSE past-paper walk-through.',
  },
  {
    title: 'Writing a persuasive speech',
    subject: 'English',
    tutor: 1,
    duration: 45,
    video: 'https://www.youtube.com/watch?v=2vmHKJjP3I8',
    views: 143,
    daysAgo: 4,
    description: 'Rhetorical devices, structure and tone for GCSE English Language Paper 2.',
  },
  {
    title: 'An Inspector Calls: key themes',
    subject: 'English',
    tutor: 1,
    duration: 55,
    video: 'https://www.youtube.com/watch?v=8ZnPvqHTbrI',
    views: 121,
    daysAgo: 11,
    description: 'Responsibility, class and generational conflict, with quotations to learn.',
  },
  {
    title: 'Cell structure and transport',
    subject: 'Biology',
    tutor: 2,
    duration: 42,
    video: 'https://www.youtube.com/watch?v=URUJD5NEXC8',
    views: 176,
    daysAgo: 6,
    description: 'Animal and plant cells, diffusion, osmosis and active transport.',
  },
  {
    title: 'Atomic structure and the periodic table',
    subject: 'Chemistry',
    tutor: 2,
    duration: 50,
    video: 'https://www.youtube.com/watch?v=rz4Dd1I_fX0',
    views: 88,
    daysAgo: 13,
    description: 'Protons, neutrons, electrons and how the periodic table is arranged.',
  },
  {
    title: 'Forces and motion',
    subject: 'Physics',
    tutor: 3,
    duration: 46,
    video: 'https://www.youtube.com/watch?v=kKKM8Y-u7ds',
    views: 132,
    daysAgo: 5,
    description: "Newton's laws, resultant forces and speed-time graphs.",
  },
  {
    title: 'Electric circuits',
    subject: 'Physics',
    tutor: 3,
    duration: 38,
    video: 'https://www.youtube.com/watch?v=mc979OhitAg',
    views: 64,
    daysAgo: 20,
    description: 'Series and parallel circuits, current, potential difference and resistance.',
  },
] as const;

export const DEMO_RESOURCES = [
  {
    title: 'Quadratics practice sheet',
    subject: 'Mathematics',
    tutor: 0,
    type: 'pdf',
    size: 420,
    url: 'https://www.bbc.co.uk/bitesize/guides/zc72pv4/revision/1',
    yearGroups: ['Year 9', 'Year 10', 'Year 11 (GCSE)'],
    description: 'Twenty graded questions with answers.',
  },
  {
    title: 'Times tables challenge',
    subject: 'Mathematics',
    tutor: 0,
    type: 'quiz',
    size: 35,
    url: 'https://www.bbc.co.uk/bitesize/topics/zqbg87h',
    yearGroups: ['Year 5', 'Year 6'],
    description: 'A quick quiz for Year 5 and Year 6.',
  },
  {
    title: 'Persuasive writing planner',
    subject: 'English',
    tutor: 1,
    type: 'doc',
    size: 96,
    url: 'https://www.bbc.co.uk/bitesize/guides/zcbxwty/revision/1',
    yearGroups: [],
    description: 'A one-page plan for speeches and articles.',
  },
  {
    title: 'An Inspector Calls revision slides',
    subject: 'English',
    tutor: 1,
    type: 'ppt',
    size: 2300,
    url: 'https://www.bbc.co.uk/bitesize/topics/zpr4jxs',
    yearGroups: ['Year 10', 'Year 11 (GCSE)'],
    description: 'Characters, themes and context in 24 slides.',
  },
  {
    title: 'Cell biology knowledge organiser',
    subject: 'Biology',
    tutor: 2,
    type: 'pdf',
    size: 610,
    url: 'https://www.bbc.co.uk/bitesize/guides/zg2xfcw/revision/1',
    yearGroups: ['Year 10', 'Year 11 (GCSE)'],
    description: 'Everything on one page for quick revision.',
  },
  {
    title: 'Interactive periodic table',
    subject: 'Chemistry',
    tutor: 2,
    type: 'link',
    size: 0,
    url: 'https://www.rsc.org/periodic-table',
    yearGroups: [],
    description: 'The Royal Society of Chemistry periodic table.',
  },
  {
    title: 'Forces equation sheet',
    subject: 'Physics',
    tutor: 3,
    type: 'other',
    size: 120,
    url: 'https://www.bbc.co.uk/bitesize/guides/zsxv34j/revision/1',
    yearGroups: [],
    description: 'Equations to learn, with units.',
  },
] as const;
