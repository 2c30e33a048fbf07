/** The accounts of the usage report's demo (issue 15 §3); plain data, so the demo's list of accounts can include them. */

export const EMPLOYER_USERNAME = 'employer';

/** Families whose children attend, in two year groups so each has five or more of them. */
export const USAGE_FAMILIES = [
  ['Olivia Bennett', 'Year 10'],
  ['Mohammed Khan', 'Year 8'],
  ['Sophie Turner', 'Year 10'],
  ['Daniel Wright', 'Year 8'],
  ['Aisha Begum', 'Year 10'],
  ['Ben Fletcher', 'Year 8'],
  ['Laura Hughes', 'Year 10'],
  ['Ravi Gupta', 'Year 8'],
  ['Emma Lewis', 'Year 10'],
  ['Chris Morgan', 'Year 8'],
  ['Hannah Price', 'Year 10'],
  ['Tariq Hussain', 'Year 8'],
].map(([name, grade]) => ({
  name: name!,
  grade: grade!,
  username: name!.toLowerCase().replace(' ', '.'),
}));

/** Every account the usage demo makes, so the demo's removal finds them too. */
export const DEMO_USAGE_USERNAMES = [
  EMPLOYER_USERNAME,
  ...USAGE_FAMILIES.map((family) => family.username),
];
