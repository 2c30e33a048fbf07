import { describe, expect, it } from 'vitest';
import { countOf, nounFor, possessive } from './plurals.js';

describe('countOf', () => {
  it.each([
    [0, 'accounts', '0 accounts'],
    [1, 'accounts', '1 account'],
    [1, 'companies', '1 company'],
    [1, 'open reports', '1 open report'],
    [1200, 'views', '1,200 views'],
  ])('writes %i %s as %s', (count, plural, text) => {
    expect(countOf(count, plural)).toBe(text);
  });

  it('takes a singular the rule cannot make', () => {
    expect(nounFor(1, 'children', 'child')).toBe('child');
    expect(nounFor(3, 'children', 'child')).toBe('children');
  });
});

describe('possessive', () => {
  it('adds an apostrophe alone after a final s', () => {
    expect(possessive('Globex Industries')).toBe("Globex Industries'");
    expect(possessive('Priya Shah')).toBe("Priya Shah's");
  });
});
