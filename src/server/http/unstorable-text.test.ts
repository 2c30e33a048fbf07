import { describe, expect, it } from 'vitest';
import { LONE_SURROGATE_MESSAGE, NUL_MESSAGE } from '../../shared/validation.js';
import { unstorableTextAt } from './unstorable-text.js';

const pathOf = (input: unknown) => unstorableTextAt(input)?.path;

describe('unstorableTextAt', () => {
  it('names the field holding a NUL, in a value or a key, at any depth', () => {
    expect(unstorableTextAt({ name: 'Ada', notes: ['ok', { text: 'a\u0000b' }] })).toEqual({
      path: 'notes.1.text',
      message: NUL_MESSAGE,
    });
    expect(pathOf({ tags: { 'bad\u0000key': 1 } })).toBe('tags.bad\u0000key');
    expect(pathOf('\u0000')).toBe('_');
  });

  it('names half of a surrogate pair, which JSON storage refuses, but not a whole emoji', () => {
    expect(unstorableTextAt({ username: 'a\udfffb' })).toEqual({
      path: 'username',
      message: LONE_SURROGATE_MESSAGE,
    });
    expect(pathOf({ ['\ud83d']: 1 })).toBe('\ud83d');
    expect(unstorableTextAt({ name: 'Ada 😀' })).toBeUndefined();
  });

  it('finds nothing in clean input', () => {
    expect(unstorableTextAt({ name: 'Ada', count: 3, on: true, none: null })).toBeUndefined();
    expect(unstorableTextAt(undefined)).toBeUndefined();
  });

  it('walks JSON nested far deeper than the call stack allows', () => {
    let deep: unknown = 'end\u0000';
    for (let level = 0; level < 200_000; level++) deep = [deep];
    expect(pathOf(deep)).toMatch(/^0(\.0)+$/);
  });
});
