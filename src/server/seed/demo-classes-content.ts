/**
 * The demo's classes (issue 28 §7), plain data: each state a newcomer should see. A class of 12 that
 * is full with two waiting, classes of 11, 10, 9 and 8, one of 5 flagged below 8, and Year 7's
 * Mathematics children not yet placed, with preferred times, ready for an allocation run.
 */

/** A classmate's year group and what they study; their parent signs in as first.surname. */
interface Classmate {
  child: string;
  parent: string;
  grade: string;
  subjects: string;
}

const SURNAMES = [
  'Adams',
  'Brooks',
  'Campbell',
  'Chapman',
  'Collins',
  'Cooper',
  'Davies',
  'Edwards',
  'Ellis',
  'Fisher',
  'Foster',
  'Graham',
  'Green',
  'Hall',
  'Harris',
  'Hill',
  'Holmes',
  'Jackson',
  'Jones',
  'Kelly',
  'King',
  'Marshall',
  'Mason',
  'Mills',
  'Moore',
  'Nelson',
  'Owen',
  'Palmer',
  'Parker',
  'Phillips',
  'Roberts',
  'Robinson',
  'Simpson',
  'Stewart',
  'Watson',
];
const CHILD_NAMES = [
  'Amelia',
  'Leo',
  'Isla',
  'Jack',
  'Ava',
  'George',
  'Mia',
  'Harry',
  'Ivy',
  'Theo',
  'Lily',
  'Oscar',
  'Freya',
  'Arthur',
  'Poppy',
  'Freddie',
  'Evie',
  'Alfie',
  'Rosie',
  'Henry',
  'Sienna',
  'Archie',
  'Ruby',
  'Finley',
  'Alice',
  'Jacob',
  'Layla',
  'Ethan',
  'Hannah',
  'Lucas',
  'Esme',
  'Yusuf',
  'Matilda',
  'Ibrahim',
  'Nina',
];
const PARENT_NAMES = ['Rachel', 'Mark', 'Claire', 'Paul', 'Nadia', 'Steven', 'Joanna', 'Imran'];

/** How many classmates each year group has, and what each of them studies, in order. */
const GROUPS: [grade: string, subjects: string[]][] = [
  [
    'Year 10',
    [
      'Mathematics, English, Biology',
      'Mathematics, English, Biology',
      'Mathematics, Biology',
      'Mathematics, Biology',
      'Mathematics',
      'Mathematics',
      'Mathematics',
    ],
  ],
  [
    'Year 7',
    [
      ...Array<string>(7).fill('Mathematics, English, Science'),
      'Mathematics, English',
      'Mathematics, English',
    ],
  ],
  ['Year 6', Array<string>(10).fill('Mathematics')],
  ['Year 11 (GCSE)', Array<string>(8).fill('Mathematics')],
  ['Year 8', ['Mathematics']],
];

export const DEMO_CLASSMATES: Classmate[] = GROUPS.flatMap(([grade, list]) =>
  list.map((subjects) => ({ grade, subjects })),
).map((c, i) => ({
  ...c,
  child: `${CHILD_NAMES[i]!} ${SURNAMES[i]!}`,
  parent: `${PARENT_NAMES[i % PARENT_NAMES.length]!} ${SURNAMES[i]!}`,
}));

/**
 * Who is in a class: the demo children by name, usage families' children by year group, and
 * classmates as [year group, first, count] (the first-th to the (first+count-1)-th of that year).
 */
export interface DemoClass {
  name: string;
  yearGroup: string;
  subject: string;
  /** An index into DEMO_TUTORS. */
  tutor: number;
  slots: { weekday: number; startsAt: string }[];
  children: string[];
  usageChildren?: boolean;
  classmates: [first: number, count: number];
  /** Classmates on the waitlist, after those in the class. */
  waiting?: number;
}

const WEEKDAY_NUMBER = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5 } as const;
type Slot = `${keyof typeof WEEKDAY_NUMBER} ${string}`;

/** "Mon 16:00" as { weekday: 1, startsAt: '16:00' }. */
const slotsOf = (slots: Slot[]) =>
  slots.map((slot) => {
    const [day, startsAt] = slot.split(' ') as [keyof typeof WEEKDAY_NUMBER, string];
    return { weekday: WEEKDAY_NUMBER[day], startsAt };
  });

/** One row a class: name, year group, subject, tutor, slots ("Mon 16:00"), who is in it. */
const row = (
  name: string,
  yearGroup: string,
  subject: string,
  tutor: number,
  slots: Slot[],
  members: Pick<DemoClass, 'children' | 'usageChildren' | 'classmates' | 'waiting'>,
): DemoClass => ({
  name,
  yearGroup,
  subject,
  tutor,
  slots: slotsOf(slots),
  ...members,
});

export const DEMO_CLASSES: DemoClass[] = [
  row('Year 10 Mathematics A', 'Year 10', 'Mathematics', 0, ['Mon 16:00', 'Thu 16:00'], {
    children: ['Maya Shah'],
    usageChildren: true,
    classmates: [0, 5],
    waiting: 2,
  }),
  row('Year 10 English A', 'Year 10', 'English', 1, ['Wed 16:00'], {
    children: ['Maya Shah'],
    usageChildren: true,
    classmates: [0, 2],
  }),
  row('Year 10 Biology A', 'Year 10', 'Biology', 2, ['Tue 16:00'], {
    children: ['Maya Shah'],
    classmates: [0, 4],
  }),
  row('Year 7 English A', 'Year 7', 'English', 1, ['Mon 17:00'], {
    children: ['Arjun Shah'],
    classmates: [0, 9],
  }),
  row('Year 7 Science A', 'Year 7', 'Science', 3, ['Thu 17:00'], {
    children: ['Arjun Shah'],
    classmates: [0, 7],
  }),
  row('Year 6 Mathematics A', 'Year 6', 'Mathematics', 0, ['Tue 17:00'], {
    children: ['Ella Walker'],
    classmates: [0, 10],
  }),
  row('GCSE Mathematics A', 'Year 11 (GCSE)', 'Mathematics', 0, ['Fri 16:00'], {
    children: ['Chloe Murphy'],
    classmates: [0, 8],
  }),
  row('Year 8 Mathematics A', 'Year 8', 'Mathematics', 0, ['Wed 17:00'], {
    children: ['Zara Khan'],
    usageChildren: true,
    classmates: [0, 1],
  }),
];

/** The year group and subject whose children wait for an allocation run, with preferred times. */
export const DEMO_UNPLACED = { yearGroup: 'Year 7', subject: 'Mathematics' } as const;

/** Preferred weekly times, given in turn to the unplaced children (first choice first). */
export const DEMO_PREFERRED_TIMES = [
  ['Wed 16:00', 'Tue 16:00', 'Fri 17:00'],
  ['Tue 16:00', 'Wed 16:00'],
  ['Wed 16:00'],
].map((times) => slotsOf(times as Slot[]));

/** The demo tutors' weekly availability for classes: weekdays 16:00 to 19:00. */
export const DEMO_AVAILABILITY = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  startsAt: '16:00',
  endsAt: '19:00',
}));

/** The parents' usernames, so the demo's removal finds them. */
export const DEMO_CLASSMATE_USERNAMES = DEMO_CLASSMATES.map((c) =>
  c.parent.toLowerCase().replace(' ', '.'),
);
