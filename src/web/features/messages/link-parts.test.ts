import { describe, expect, it } from 'vitest';
import { linkParts } from './link-parts.js';

describe('linkParts', () => {
  it('leaves text without an address whole', () => {
    expect(linkParts('See you on Monday <b>at 4</b>')).toEqual([
      { text: 'See you on Monday <b>at 4</b>' },
    ]);
  });

  it('finds http(s) and www. addresses and leaves sentence punctuation outside them', () => {
    expect(
      linkParts('Notes: https://example.org/a?b=1. Or www.bbc.co.uk/bitesize, thanks'),
    ).toEqual([
      { text: 'Notes: ' },
      { text: 'https://example.org/a?b=1', href: 'https://example.org/a?b=1' },
      { text: '. Or ' },
      { text: 'www.bbc.co.uk/bitesize', href: 'https://www.bbc.co.uk/bitesize' },
      { text: ', thanks' },
    ]);
  });

  it('never makes a link of another scheme', () => {
    expect(linkParts('javascript:alert(1) data:text/html,<script>')).toEqual([
      { text: 'javascript:alert(1) data:text/html,<script>' },
    ]);
  });

  it('stops an address at an angle bracket, so markup around it stays text', () => {
    expect(linkParts('<a href="https://evil.test">x</a>')).toEqual([
      { text: '<a href="' },
      { text: 'https://evil.test', href: 'https://evil.test/' },
      { text: '">x</a>' },
    ]);
  });
});
