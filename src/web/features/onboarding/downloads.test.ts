import { describe, expect, it } from 'vitest';
import { findHeaderRow } from '../../../shared/onboarding/columns.js';
import { credentialsCsv, templateCsv } from './downloads.js';

describe('downloads', () => {
  it('writes credentials no spreadsheet will run as a formula, whatever the file named them', () => {
    const csv = credentialsCsv([
      { fullName: '=HYPERLINK("http://evil.test")', username: 'u', password: '-2+3', email: '@x' },
    ]);
    expect(csv).toBe(
      'fullName,username,password,email\r\n' +
        `"'=HYPERLINK(""http://evil.test"")",u,"'-2+3","'@x"\r\n`,
    );
  });

  it('offers a template that says how to get a file out of Excel, above its header', () => {
    const [note, header, end] = templateCsv().split('\r\n');
    expect(note).toContain('CSV UTF-8');
    expect(note).toContain('.xlsx');
    expect(header).toBe('fullName,email');
    expect(end).toBe('');
    expect(findHeaderRow([[note!], header!.split(',')])).toBe(1);
  });
});
