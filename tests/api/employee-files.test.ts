import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../src/server/factories/index.js';
import { createEmployerContact } from '../../src/server/factories/usage.js';
import { nameFrom, emailFrom } from '../../src/shared/onboarding/columns.js';
import type { EmployeeFile, EmployeeImport } from '../../src/shared/onboarding/file-schemas.js';
import { IMPORT_MSG } from '../../src/shared/onboarding/import-messages.js';
import { createTestApp, signInAs, type TestApp } from './support/app.js';
import * as hr from './support/hr-exports.js';
import { adminCookie, postCredentials } from './support/onboarding.js';

let t: TestApp;
let admin: string;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCookie(t);
  companyId = (await createCompany(t.db, { name: 'HR Exports Ltd' })).id;
});
afterAll(() => t.close());

type ImportsPage = { items: EmployeeImport[]; nextCursor: string | null };

const READ = '/api/admin/employee-files/read';

async function read(fileName: string, bytes: Buffer, extra: object = {}, company = companyId) {
  const res = await t.post(
    READ,
    { companyId: company, fileName, content: bytes.toString('base64'), ...extra },
    { cookie: admin },
  );
  return { res, file: res.json<EmployeeFile>() };
}

/** Each data row as the accounts would be made: name and email by the recognised mapping. */
const people = (file: EmployeeFile) =>
  file.rows.map(({ cells }) => [nameFrom(cells, file.mapping), emailFrom(cells, file.mapping)]);

describe('POST /api/admin/employee-files/read: real HR exports', () => {
  it('reads BambooHR by its work email and names, never the Employee # column', async () => {
    const { res, file } = await read('bamboohr-employees.csv', hr.bambooHr());
    expect(res.statusCode, res.body).toBe(200);
    expect(file.sure).toBe(true);
    expect(people(file)).toEqual([
      ['Maggie Okafor', 'm.okafor@bamboo.test'],
      ['Tomasz Nowak', 't.nowak@bamboo.test'],
      ['Priya Shah', 'p.shah@bamboo.test'],
    ]);
    expect(file.rows.map((r) => r.row)).toEqual([2, 3, 4]);
  });

  it('reads a Workday workbook below its title block, by Worker and Primary Work Email', async () => {
    const { res, file } = await read('Workers.xlsx', await hr.workdayWorkbook());
    expect(res.statusCode, res.body).toBe(200);
    expect(file.headerRow).toBe(4);
    expect(file.sheets).toEqual(['Sheet1']);
    expect(file.sure).toBe(true);
    expect(people(file)).toEqual([
      ['Logan McNeil', 'logan.mcneil@workday.test'],
      ['Teresa Serrano', 'teresa.serrano@workday.test'],
    ]);
    expect(file.rows[0]!.row).toBe(5);
  });

  it('reads HiBob by Display name and Email, not the personal address', async () => {
    const { file } = await read('bob-people.csv', hr.hiBob());
    expect(file.sure).toBe(true);
    expect(people(file)).toEqual([
      ['Jo Bloggs', 'jo.bloggs@hibob.test'],
      ['Kwame Mensah', 'kwame.mensah@hibob.test'],
    ]);
  });

  it('reads Personio with the preferred name where there is one', async () => {
    const { file } = await read('personio.csv', hr.personio());
    expect(file.sure).toBe(true);
    expect(people(file)).toEqual([
      ['Aoife Byrne', 'aoife.byrne@personio.test'],
      ['Bob Kemp', 'robert.kemp@personio.test'],
    ]);
  });

  it('reads a Windows-1252 Sage HR file with its accents intact', async () => {
    const { res, file } = await read('sage-hr.csv', hr.sageHrWindows1252());
    expect(res.statusCode, res.body).toBe(200);
    expect(file.sure).toBe(true);
    expect(people(file)).toEqual([
      ['Zoë Brontë', 'zoe.bronte@sage.test'],
      ['Björn Fernández', 'bjorn.fernandez@sage.test'],
    ]);
    expect(res.body).not.toContain('\uFFFD');
  });

  it('reads Excel’s UTF-16 "Unicode Text", tab-separated', async () => {
    const { res, file } = await read('staff.txt', hr.excelUnicodeText());
    expect(res.statusCode, res.body).toBe(200);
    expect(people(file)).toEqual([
      ['Zoë Brontë', 'zoe.bronte@utf16.test'],
      ['Łukasz Żółw', 'lukasz@utf16.test'],
    ]);
  });

  it('finds the header of a report below its title lines', async () => {
    const { file } = await read('headcount.csv', hr.reportWithTitle());
    expect(file.headerRow).toBe(4);
    expect(file.sure).toBe(true);
    expect(people(file)[0]).toEqual(['Ada Lovelace', 'ada@report.test']);
  });

  it('asks for the mapping when unsure, showing the headers with sample values', async () => {
    const { file } = await read('list.csv', hr.unsure());
    expect(file.sure).toBe(false);
    expect(file.columns).toEqual([
      { index: 0, header: 'Colleague', samples: ['Grace Hopper', 'Katherine Johnson'] },
      { index: 1, header: 'Contact', samples: ['grace@navy.test', 'kj@nasa.test'] },
    ]);
  });

  it('reads the first sheet of a workbook, or the sheet asked for', async () => {
    const bytes = await hr.twoSheets();
    const first = await read('people.xlsx', bytes);
    expect(first.res.statusCode).toBe(400);
    expect(first.res.json<{ message: string }>().message).toBe(IMPORT_MSG.invalidCsv);

    const chosen = await read('people.xlsx', bytes, { sheet: 'Employees' });
    expect(chosen.res.statusCode, chosen.res.body).toBe(200);
    expect(chosen.file.sheets).toEqual(['Summary', 'Employees']);
    expect(chosen.file.sheet).toBe('Employees');
    expect(people(chosen.file)[1]).toEqual(['Florence Nightingale', 'florence@sheets.test']);
  });

  it('does not evaluate formulas: a formula cell holds no name', async () => {
    const { file } = await read('formula.xlsx', await hr.formulaWorkbook());
    expect(people(file)).toEqual([
      ['', 'f@formula.test'],
      ['Plain Name', 'p@formula.test'],
    ]);
  });
});

describe('POST /api/admin/employee-files/read: files refused with what to do', () => {
  const refused = async (fileName: string, bytes: Buffer, message: string) => {
    const { res } = await read(fileName, bytes);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(message);
  };

  it('refuses a zip bomb by what it unpacks to, whatever its directory claims', async () => {
    await refused('bomb.xlsx', hr.zipBomb(), IMPORT_MSG.tooLarge);
  });

  it('refuses other file types and binary files named .csv, saying how to get one out of Excel', async () => {
    await refused(
      'photo.csv',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 4]),
      IMPORT_MSG.invalidFileType,
    );
    await refused('staff.pdf', Buffer.from('%PDF-1.7'), IMPORT_MSG.invalidFileType);
    expect(IMPORT_MSG.invalidFileType).toContain('CSV UTF-8');
  });

  it('refuses text that already holds replacement characters rather than storing them', async () => {
    const broken = Buffer.from('Full Name,Email\r\nZo\uFFFD Bront\uFFFD,zoe@x.test\r\n', 'utf8');
    await refused('mangled.csv', broken, IMPORT_MSG.unreadableText);
  });

  it('refuses a damaged workbook and an empty file', async () => {
    await refused(
      'broken.xlsx',
      Buffer.from('PK\u0003\u0004not really a zip'),
      IMPORT_MSG.unreadableWorkbook,
    );
    await refused('empty.csv', Buffer.from('Full Name,Email\r\n'), IMPORT_MSG.invalidCsv);
  });

  it('refuses more rows than one upload may create', async () => {
    const rows = Array.from({ length: 1001 }, (_, i) => `Person ${i},p${i}@x.test`).join('\n');
    await refused('big.csv', Buffer.from(`Full Name,Email\n${rows}\n`), IMPORT_MSG.tooManyRows);
  });
});

describe('the mapping remembered, and the imports on the employer contact’s page', () => {
  it('remembers the admin’s mapping for the company and lists the upload for its contact', async () => {
    const company = await createCompany(t.db, { name: 'Remembering Co' });
    const { file } = await read('list.csv', hr.unsure(), {}, company.id);
    expect(file.remembered).toBe(false);
    const mapping = { fullName: 0, firstName: null, preferredName: null, lastName: null, email: 1 };
    const employees = file.rows.map(({ row, cells }) => ({
      row,
      fullName: nameFrom(cells, mapping),
      email: emailFrom(cells, mapping),
    }));
    const res = await postCredentials(
      t,
      '/api/admin/bulk-upload-employees',
      {
        companyId: company.id,
        employees,
        fileName: 'list.csv',
        mapping: {
          fullName: 'Colleague',
          firstName: null,
          preferredName: null,
          lastName: null,
          email: 'Contact',
        },
      },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);

    const again = await read('list-december.csv', hr.unsure(), {}, company.id);
    expect(again.file).toMatchObject({ remembered: true, sure: true, mapping });
    // Another company's file is not read with this company's choice.
    expect((await read('list.csv', hr.unsure())).file.remembered).toBe(false);

    const contact = await signInAs(t, await createEmployerContact(t.db, company.id));
    const page = await t.get('/api/employer/imports?pageSize=1', { cookie: contact });
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json<ImportsPage>();
    expect(body.items).toMatchObject([
      { fileName: 'list.csv', rowCount: 2, createdCount: 2, failedCount: 0 },
    ]);
    expect(body.nextCursor).toBeNull();

    const other = await signInAs(t, await createEmployerContact(t.db, companyId));
    const theirs = (await t.get('/api/employer/imports', { cookie: other })).json<ImportsPage>();
    expect(theirs.items).toEqual([]);
    expect((await t.get('/api/employer/imports', { cookie: admin })).statusCode).toBe(403);
  });
});
