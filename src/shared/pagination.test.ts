import { describe, expect, it } from 'vitest';
import { cursorQuerySchema, idCursorQuerySchema, uuidCursorQuerySchema } from './pagination.js';

const UUID = '3f0c6a52-8f0b-4d3e-9a43-0d1e2f3a4b5c';
const shapes = {
  id: '42',
  time: '1732000000000000.42',
  uuid: `1732000000000000.${UUID}`,
};
/** Not a cursor of any shape. */
const malformed = ['1.', '.5', '1e3', '-1', '42.5.1', '4 2', ''];

describe.each([
  ['a list sorted by (time, id)', cursorQuerySchema, 'time'],
  ['a list sorted by id', idCursorQuerySchema, 'id'],
  ['a list keyed by (time, uuid)', uuidCursorQuerySchema, 'uuid'],
] as const)('the cursor of %s', (_, schema, own) => {
  it('is its own shape', () => {
    expect(schema.parse({ cursor: shapes[own] }).cursor).toBe(shapes[own]);
  });

  it('is never another list’s shape, malformed, or an id past the largest', () => {
    const others = Object.entries(shapes).filter(([shape]) => shape !== own);
    for (const cursor of [...others.map(([, value]) => value), ...malformed, '2147483648']) {
      const result = schema.safeParse({ cursor });
      expect(result.success, cursor).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Invalid cursor.');
    }
  });
});

it('a list sorted by id refuses a number that is not whole, which it once bound to a bigint', () => {
  expect(idCursorQuerySchema.safeParse({ cursor: '1.5' }).success).toBe(false);
});
