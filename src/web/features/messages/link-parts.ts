import { safeHref } from '../../lib/urls.js';

export type TextPart = { text: string; href?: never } | { text: string; href: string };

/** http(s) addresses and www. ones, up to whitespace or an angle bracket. */
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>]+/gi;
/** Punctuation that ends a sentence rather than the address: "see https://x.org." */
const TRAILING = /[.,;:!?'")\]]+$/;

/**
 * A message split into plain text and the addresses in it, each with an href that can only be
 * http(s). The screen renders both as text nodes, so nothing in a message is ever read as HTML.
 */
export function linkParts(body: string): TextPart[] {
  const parts: TextPart[] = [];
  let rest = 0;
  for (const match of body.matchAll(ADDRESS)) {
    const address = match[0].replace(TRAILING, '');
    const href = safeHref(address.startsWith('www.') ? `https://${address}` : address);
    if (!href) continue;
    if (match.index > rest) parts.push({ text: body.slice(rest, match.index) });
    parts.push({ text: address, href });
    rest = match.index + address.length;
  }
  if (rest < body.length) parts.push({ text: body.slice(rest) });
  return parts;
}
