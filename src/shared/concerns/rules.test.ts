import { describe, expect, it } from 'vitest';
import { DEFAULT_FLAG_PHRASES, matchFlags, normalisePhrase, RAISED_CATEGORIES } from './rules.js';

const list = (...phrases: string[]) => phrases.map((phrase) => ({ phrase }));

describe('automatic flags', () => {
  it('match whole words and phrases, whatever the case and spacing', () => {
    const entries = list('our secret', 'hurt');
    expect(matchFlags('This is OUR   Secret, ok?', entries)).toEqual([{ phrase: 'our secret' }]);
    expect(matchFlags('It hurt.', entries)).toEqual([{ phrase: 'hurt' }]);
    expect(matchFlags('Hurtling along, yoursecret', entries)).toEqual([]);
    expect(matchFlags('nothing here', entries)).toEqual([]);
  });

  it('match across curly and straight apostrophes and treat pattern characters literally', () => {
    expect(matchFlags("Don't tell anyone", list('don’t tell anyone'))).toHaveLength(1);
    expect(matchFlags('a+b', list('a+b'))).toHaveLength(1);
    expect(matchFlags('aab', list('a+b'))).toHaveLength(0);
  });

  it('name each matching entry once, in the list’s order', () => {
    const entries = list('run away', 'home alone');
    expect(matchFlags('home alone, I will run away, run away', entries)).toEqual(entries);
  });

  it('start from defaults already in their stored form', () => {
    for (const phrase of DEFAULT_FLAG_PHRASES) {
      expect(matchFlags(`I said ${phrase}.`, list(phrase))).toHaveLength(1);
    }
    expect(normalisePhrase('  Self   Harm ')).toBe('self harm');
  });

  it('never let a person choose the automatic category', () => {
    expect(RAISED_CATEGORIES).not.toContain('automatic_flag');
  });
});
