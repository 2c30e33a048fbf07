import { describe, expect, it } from 'vitest';
import { nulCharacterAt } from './nul-character.js';

describe('nulCharacterAt', () => {
  it('names the field holding a NUL, in a value or a key, at any depth', () => {
    expect(nulCharacterAt({ name: 'Ada', notes: ['ok', { text: 'a\u0000b' }] })).toBe(
      'notes.1.text',
    );
    expect(nulCharacterAt({ tags: { 'bad\u0000key': 1 } })).toBe('tags.bad\u0000key');
    expect(nulCharacterAt('\u0000')).toBe('_');
  });

  it('finds nothing in clean input', () => {
    expect(nulCharacterAt({ name: 'Ada', count: 3, on: true, none: null })).toBeUndefined();
    expect(nulCharacterAt(undefined)).toBeUndefined();
  });

  it('walks JSON nested far deeper than the call stack allows', () => {
    let deep: unknown = 'end\u0000';
    for (let level = 0; level < 200_000; level++) deep = [deep];
    expect(nulCharacterAt(deep)).toMatch(/^0(\.0)+$/);
  });
});
