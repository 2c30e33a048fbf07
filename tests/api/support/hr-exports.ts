import { deflateRawSync } from 'node:zlib';
import iconv from 'iconv-lite';
import writeExcelFile from 'write-excel-file/node';

/*
 * Employee files shaped like the exports of real HR systems (issue 30 §1): their headers, the
 * order of their columns, the other people's addresses beside the employee's own, and the
 * encodings and title blocks they come with.
 */

const csv = (rows: string[][], separator = ',') =>
  rows
    .map((cells) =>
      cells.map((c) => (/[",\n\t]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(separator),
    )
    .join('\r\n') + '\r\n';

const utf8 = (text: string, bom = false) => Buffer.from((bom ? '\uFEFF' : '') + text, 'utf8');

/** BambooHR's employee report: the "Employee #" first, the home address before the work one. */
export const bambooHr = () =>
  utf8(
    csv([
      [
        'Employee #',
        'First Name',
        'Last Name',
        'Preferred Name',
        'Home Email',
        'Work Email',
        'Department',
        'Job Title',
        'Reporting to',
      ],
      [
        '1000',
        'Margaret',
        'Okafor',
        'Maggie',
        'mags@gmail.test',
        'm.okafor@bamboo.test',
        'Finance',
        'Accountant',
        'Sam Reed',
      ],
      [
        '1001',
        'Tomasz',
        'Nowak',
        '',
        'tom.n@hotmail.test',
        't.nowak@bamboo.test',
        'IT',
        'Engineer',
        'Sam Reed',
      ],
      ['1002', 'Priya', 'Shah', '', '', 'p.shah@bamboo.test', 'HR', 'HR Partner', 'Sam Reed'],
    ]),
    true,
  );

/** Workday's "Workers" report as Excel: a title block, "Worker" the full name, the manager's address. */
export const workdayWorkbook = () =>
  writeExcelFile([
    ['All Active Workers'],
    ['Effective as of 01/12/2026'],
    [],
    [
      'Worker',
      'Employee ID',
      'Legal Name - First Name',
      'Legal Name - Last Name',
      'Manager email',
      'Primary Work Email',
      'Supervisory Organization',
      'Business Title',
    ],
    [
      'Logan McNeil',
      21001,
      'Logan',
      'McNeil',
      'boss@workday.test',
      'logan.mcneil@workday.test',
      'Global Support',
      'Lead',
    ],
    [
      'Teresa Serrano',
      21002,
      'María Teresa',
      'Serrano',
      'boss@workday.test',
      'teresa.serrano@workday.test',
      'Global Support',
      'Analyst',
    ],
  ]).toBuffer();

/** HiBob's people export: "Display name" beside the legal names, a personal address after "Email". */
export const hiBob = () =>
  utf8(
    csv([
      [
        'Employee ID',
        'Display name',
        'Legal first name',
        'Legal last name',
        'Email',
        'Personal email',
        'Department',
        'Site',
      ],
      [
        'E-17',
        'Jo Bloggs',
        'Joanna',
        'Bloggs',
        'jo.bloggs@hibob.test',
        'jo@gmail.test',
        'Product',
        'London',
      ],
      [
        'E-18',
        'Kwame Mensah',
        'Kwame',
        'Mensah',
        'kwame.mensah@hibob.test',
        'kwame@yahoo.test',
        'Design',
        'Leeds',
      ],
    ]),
  );

/** Personio's export: numeric ID first, a "Supervisor" whose values are names. */
export const personio = () =>
  utf8(
    csv([
      [
        'ID',
        'First name',
        'Last name',
        'Preferred name',
        'Email',
        'Position',
        'Department',
        'Supervisor',
      ],
      [
        '310',
        'Aoife',
        'Byrne',
        '',
        'aoife.byrne@personio.test',
        'Buyer',
        'Purchasing',
        'Ruth Kemp',
      ],
      [
        '311',
        'Robert',
        'Kemp',
        'Bob',
        'robert.kemp@personio.test',
        'Manager',
        'Purchasing',
        'Ruth Kemp',
      ],
    ]),
  );

/** Sage HR, saved by Excel as "CSV (Comma delimited)" on a UK PC: Windows-1252. */
export const sageHrWindows1252 = () =>
  iconv.encode(
    csv([
      ['Employee number', 'First name', 'Last name', 'Email', 'Position', 'Team', 'Line manager'],
      ['0042', 'Zoë', 'Brontë', 'zoe.bronte@sage.test', 'Editor', 'Books', 'Anne Hall'],
      ['0043', 'Björn', 'Fernández', 'bjorn.fernandez@sage.test', 'Designer', 'Books', 'Anne Hall'],
    ]),
    'windows-1252',
  );

/** Excel's "Unicode Text": UTF-16 LE with a byte-order mark, tab-separated. */
export const excelUnicodeText = () =>
  iconv.encode(
    csv(
      [
        ['Full Name', 'Email'],
        ['Zoë Brontë', 'zoe.bronte@utf16.test'],
        ['Łukasz Żółw', 'lukasz@utf16.test'],
      ],
      '\t',
    ),
    'utf-16le',
    { addBOM: true },
  );

/** A report with a title block above its header. */
export const reportWithTitle = () =>
  utf8(
    csv([
      ['Headcount report'],
      ['Run by HR on 1 December 2026', ''],
      [],
      ['Name', 'Email address', 'Department'],
      ['Ada Lovelace', 'ada@report.test', 'Engineering'],
      ['Alan Turing', 'alan@report.test', 'Research'],
    ]),
  );

/** Columns no rule can be sure of: only a private address, under a header naming no email. */
export const unsure = () =>
  utf8(
    csv([
      ['Colleague', 'Contact'],
      ['Grace Hopper', 'grace@navy.test'],
      ['Katherine Johnson', 'kj@nasa.test'],
    ]),
  );

/** A workbook whose first sheet is a summary and whose second holds the people. */
export const twoSheets = () =>
  writeExcelFile([
    { sheet: 'Summary', data: [['Headcount', 2]] },
    {
      sheet: 'Employees',
      data: [
        ['Full Name', 'Email'],
        ['Mary Seacole', 'mary@sheets.test'],
        ['Florence Nightingale', 'florence@sheets.test'],
      ],
    },
  ]).toBuffer();

/** A workbook a formula's text would be the name of, if formulas were read as text. */
export const formulaWorkbook = () =>
  writeExcelFile([
    ['Full Name', 'Email'],
    [{ type: 'Formula', value: '=HYPERLINK("https://evil.test","Click")' }, 'f@formula.test'],
    ['Plain Name', 'p@formula.test'],
  ] as unknown as Parameters<typeof writeExcelFile>[0]).toBuffer();

/** A one-entry zip whose entry inflates to far more than any workbook needs. */
export function zipBomb(unpacked = 64 * 1024 * 1024) {
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const data = deflateRawSync(Buffer.alloc(unpacked, 0x20), { level: 9 });
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  // The directory claims a small size: the guard must count what really comes out.
  local.writeUInt32LE(1000, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(1000, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(0, 42);
  const directoryAt = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(directoryAt, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}
