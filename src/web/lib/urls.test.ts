import { describe, expect, it } from 'vitest';
import { safeHref } from './urls.js';

describe('safeHref', () => {
  it('keeps web links and in-app paths', () => {
    expect(safeHref('https://example.org/a?b=1')).toBe('https://example.org/a?b=1');
    expect(safeHref('http://example.org/')).toBe('http://example.org/');
    expect(safeHref('/api/files/abc')).toBe('/api/files/abc');
  });

  it('drops script, data and protocol-relative links', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref(' JavaScript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeHref('//evil.example/')).toBeNull();
    expect(safeHref('not a url')).toBeNull();
    expect(safeHref(null)).toBeNull();
  });
});
