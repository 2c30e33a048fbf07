import { describe, expect, it } from 'vitest';
import { credentialsCsv, templateCsv } from './downloads.js';
import { isCsvFile, readEmployeeCsv, TOO_MANY_ROWS } from './employee-csv.js';
import { ONBOARDING_MSG } from './messages.js';

describe('readEmployeeCsv', () => {
  it('reads quoted fields, commas and line breaks in quotes, a BOM and Windows line ends', () => {
    const text =
      '\uFEFFFull Name,Email,Department,Job Title\r\n' +
      '"Smith, Jane",jane@acme.test,"Sales, North","Head of ""Key"" Accounts"\r\n' +
      '"Zoë O\'Brien",zoe@acme.test,"Research\r\nand Development",Scientist\r\n';
    expect(readEmployeeCsv(text)).toEqual({
      problem: null,
      rows: [
        {
          row: 2,
          fullName: 'Smith, Jane',
          email: 'jane@acme.test',
          department: 'Sales, North',
          jobTitle: 'Head of "Key" Accounts',
        },
        {
          row: 3,
          fullName: "Zoë O'Brien",
          email: 'zoe@acme.test',
          department: 'Research\r\nand Development',
          jobTitle: 'Scientist',
        },
      ],
    });
  });

  it('accepts the template columns, first and last names, and skips short or blank rows', () => {
    const template = 'fullName,email,department,jobTitle\nA Person,a@x.test,,\n\n,,,\nlonely\n';
    const { rows } = readEmployeeCsv(template);
    expect(rows).toEqual([
      { row: 2, fullName: 'A Person', email: 'a@x.test', department: '', jobTitle: '' },
    ]);
    const split = readEmployeeCsv('First Name,Surname,E-mail\nAda,Lovelace,ada@x.test\n');
    expect(split.rows[0]).toMatchObject({ fullName: 'Ada Lovelace', email: 'ada@x.test' });
  });

  it('answers the problems of spec 2 §8', () => {
    expect(readEmployeeCsv('').problem).toEqual(ONBOARDING_MSG.invalidCsv);
    expect(readEmployeeCsv('fullName,email\r\n').problem).toEqual(ONBOARDING_MSG.invalidCsv);
    expect(readEmployeeCsv('fullName,email\n,\n').problem).toEqual(ONBOARDING_MSG.invalidCsv);
    expect(readEmployeeCsv('fullName,phone\nA,1\n').problem).toEqual(ONBOARDING_MSG.missingColumns);
    expect(readEmployeeCsv('email,department\na@x.test,Sales\n').problem).toEqual(
      ONBOARDING_MSG.missingColumns,
    );
    const big = ['name,email', ...Array.from({ length: 1001 }, (_, i) => `P ${i},p${i}@x.test`)];
    expect(readEmployeeCsv(big.join('\n')).problem).toEqual(TOO_MANY_ROWS);
    expect(readEmployeeCsv(big.slice(0, 1001).join('\n')).rows).toHaveLength(1000);
  });
});

describe('isCsvFile', () => {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
  const zip = [0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0x06, 0];

  it.each([
    ['PNG bytes', png],
    ['a zip (an .xlsx renamed)', zip],
  ])('refuses %s named .csv', async (_what, bytes) => {
    expect(await isCsvFile(new File([new Uint8Array(bytes)], 'staff.csv'))).toBe(false);
  });

  it('takes text named .csv, in UTF-8 or a Windows code page, and nothing not named .csv', async () => {
    expect(await isCsvFile(new File(['\uFEFFname,email\r\nZoë,z@x.test\r\n'], 'a.csv'))).toBe(true);
    const windows1252 = new Uint8Array([0x5a, 0x6f, 0xeb, 0x2c, 0x7a, 0x0d, 0x0a, 0x09, 0x0c]);
    expect(await isCsvFile(new File([windows1252], 'B.CSV'))).toBe(true);
    expect(await isCsvFile(new File(['name,email\n'], 'staff.xlsx'))).toBe(false);
  });
});

describe('downloads', () => {
  it('writes credentials no spreadsheet will run as a formula', () => {
    const csv = credentialsCsv([
      { fullName: '=HYPERLINK("http://evil.test")', username: 'u', password: '-2+3', email: '@x' },
    ]);
    expect(csv).toBe(
      'fullName,username,password,email\r\n' +
        `"'=HYPERLINK(""http://evil.test"")",u,"'-2+3","'@x"\r\n`,
    );
  });

  it('offers the template columns of spec 2 §9', () => {
    expect(templateCsv()).toBe('fullName,email,department,jobTitle\r\n');
  });
});
