import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { childSchema } from '../../../shared/family/schemas.js';
import { fieldsOf, serverFieldErrors } from './schema-fields.js';

describe('fieldsOf', () => {
  it('lists an object schema’s fields in order, through refinements and wrappers', () => {
    const schema = z
      .object({
        title: z.string(),
        duration: z.coerce.number().optional(),
        link: z.string().nullable().default(null),
        tags: z.array(z.string()),
      })
      .refine((value) => value.title !== '');
    expect(fieldsOf(schema)).toEqual(['title', 'duration', 'link', 'tags']);
  });

  it('names nested fields with dots, as the server does', () => {
    expect(fieldsOf(childSchema)).toEqual([
      'name',
      'grade',
      'subjects',
      'login.username',
      'login.password',
    ]);
  });

  it('reads through a transform to the fields it was given', () => {
    expect(fieldsOf(z.object({ a: z.string() }).transform((v) => v.a))).toEqual(['a']);
  });
});

describe('serverFieldErrors', () => {
  const fields = ['name', 'email', 'login.username'];

  it('takes the first message of each of the form’s fields, in the form’s order', () => {
    expect(
      serverFieldErrors({ email: ['Taken', 'Other'], name: ['Required'], other: ['x'] }, fields),
    ).toEqual([
      { field: 'name', message: 'Required' },
      { field: 'email', message: 'Taken' },
    ]);
  });

  it('puts an aliased server field under the form’s field', () => {
    expect(
      serverFieldErrors({ username: ['Taken'] }, fields, { username: 'login.username' }),
    ).toEqual([{ field: 'login.username', message: 'Taken' }]);
  });
});
