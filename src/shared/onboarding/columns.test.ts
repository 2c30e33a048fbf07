import { describe, expect, it } from 'vitest';
import { findHeaderRow, headerWords, nameFrom, NO_MAPPING, recognise } from './columns.js';

const fields = (headers: string[], samples: string[][] = []) => {
  const { mapping, sure } = recognise(headers, samples);
  const named = (index: number | null) => (index === null ? null : headers[index]);
  return {
    fullName: named(mapping.fullName),
    firstName: named(mapping.firstName),
    preferredName: named(mapping.preferredName),
    lastName: named(mapping.lastName),
    email: named(mapping.email),
    sure,
  };
};

describe('recognise: columns by meaning', () => {
  it('never takes a number column for a name (BambooHR "Employee #")', () => {
    expect(
      fields(
        ['Employee #', 'First Name', 'Last Name', 'Work Email'],
        [['1000', 'A', 'B', 'a@b.co']],
      ),
    ).toEqual({
      fullName: null,
      firstName: 'First Name',
      preferredName: null,
      lastName: 'Last Name',
      email: 'Work Email',
      sure: true,
    });
    expect(fields(['Employee', 'Email'], [['1001', 'x@y.co']]).fullName).toBeNull();
  });

  it('prefers a work, primary or business address over home, personal and manager ones', () => {
    expect(fields(['Name', 'Home Email', 'Manager email', 'Work Email']).email).toBe('Work Email');
    expect(fields(['Name', 'Personal email', 'Email']).email).toBe('Email');
    expect(fields(['Name', 'Manager email', 'Primary Work Email']).email).toBe(
      'Primary Work Email',
    );
    expect(fields(['Name', 'Business E-mail', 'Private e-mail']).email).toBe('Business E-mail');
  });

  it('never takes a manager’s address, and is unsure of a private one alone', () => {
    expect(fields(['Name', 'Manager email'])).toMatchObject({ email: null, sure: false });
    expect(fields(['Name', 'Home Email'])).toMatchObject({ email: 'Home Email', sure: false });
  });

  it('reads Workday’s Worker and HiBob’s Display name as the whole name', () => {
    const workday = [
      'Worker',
      'Legal Name - First Name',
      'Legal Name - Last Name',
      'Primary Work Email',
    ];
    expect(fields(workday)).toMatchObject({ fullName: 'Worker', sure: true });
    const hibob = ['Legal first name', 'Legal last name', 'Display name', 'Email'];
    expect(fields(hibob)).toMatchObject({
      fullName: 'Display name',
      firstName: 'Legal first name',
    });
  });

  it('takes the preferred name over the legal first name, row by row', () => {
    const headers = ['First Name', 'Preferred Name', 'Last Name', 'Email'];
    const { mapping } = recognise(headers, []);
    expect(nameFrom(['Margaret', 'Maggie', 'Okafor', ''], mapping)).toBe('Maggie Okafor');
    expect(nameFrom(['Tomasz', '', 'Nowak', ''], mapping)).toBe('Tomasz Nowak');
  });

  it('leaves the names of managers, departments and companies alone', () => {
    expect(fields(['Manager Name', 'Department Name', 'Company Name', 'Email'])).toMatchObject({
      fullName: null,
      sure: false,
    });
  });

  it('is unsure with a first name but no last name, or two equally good addresses', () => {
    expect(fields(['First Name', 'Email']).sure).toBe(false);
    expect(fields(['Name', 'Work Email', 'Business Email']).sure).toBe(false);
  });

  it('recognises an address column by its values when its header says nothing', () => {
    expect(fields(['Colleague', 'Contact'], [['Grace Hopper', 'grace@navy.test']])).toMatchObject({
      fullName: 'Colleague',
      email: 'Contact',
      sure: false,
    });
  });
});

describe('headerWords', () => {
  it('splits any spelling of a header into words', () => {
    expect(headerWords('Legal Name - First Name')).toEqual(['legal', 'name', 'first', 'name']);
    expect(headerWords('workEmail')).toEqual(['work', 'email']);
    expect(headerWords('Employee #')).toEqual(['employee', 'number']);
    expect(headerWords('E-mail')).toEqual(['email']);
  });
});

describe('findHeaderRow', () => {
  it('passes over a title block to the header', () => {
    const rows = [
      ['Headcount report'],
      ['Run on 1 December', ''],
      [],
      ['Name', 'Email'],
      ['A B', 'a@b.co'],
    ];
    expect(findHeaderRow(rows)).toBe(3);
  });

  it('takes the first row of two or more cells when no header is known', () => {
    expect(findHeaderRow([['Title'], ['Colleague', 'Contact'], ['A', 'a@b.co']])).toBe(1);
    expect(findHeaderRow([['only one cell']])).toBeNull();
  });
});

describe('nameFrom', () => {
  it('uses the whole name where the row has one, else first and last', () => {
    const mapping = { ...NO_MAPPING, fullName: 0, firstName: 1, lastName: 2 };
    expect(nameFrom(['  Jo   Bloggs ', 'Joanna', 'Bloggs'], mapping)).toBe('Jo Bloggs');
    expect(nameFrom(['', 'Joanna', 'Bloggs'], mapping)).toBe('Joanna Bloggs');
  });
});
