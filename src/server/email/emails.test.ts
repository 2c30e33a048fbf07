import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '../../shared/constants.js';
import { emailSamples, HOSTILE } from '../../../tests/support/email-samples.js';
import { compileLayout } from './layout-source.js';
import { LAYOUT_HTML } from './layout.generated.js';

const hrefs = (html: string) => [...html.matchAll(/\bhref="([^"]*)"/g)].map((m) => m[1]!);

describe('every email the product sends', () => {
  it('covers each kind once', () => {
    const kinds = emailSamples.map((s) => s.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
  });

  for (const { kind, bulk, email } of emailSamples) {
    describe(kind, () => {
      it('has a plain text and an HTML body in the layout, saying the same', () => {
        expect(email.text.length).toBeGreaterThan(20);
        expect(email.html).toMatch(/^<!doctype html>/i);
        expect(email.html).toContain(PRODUCT_NAME);
        expect(email.html).toContain('<title>');
        // The greeting and the first words of each paragraph are in both.
        const firstLine = email.text.split('\n')[0]!;
        const escaped = firstLine.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
        expect(email.html).toContain(escaped);
      });

      it('escapes what people typed, so no <script> reaches the HTML', () => {
        expect(email.html).not.toMatch(/<script/i);
        if (email.text.includes(HOSTILE)) expect(email.html).toContain('&#60;script&#62;');
      });

      it('links only to absolute https addresses', () => {
        const links = hrefs(email.html!);
        for (const href of links) expect(href).toMatch(/^https:\/\//);
        // Every address the text gives is a link in the HTML.
        const inText = email.text.match(/https?:\/\/\S+/g) ?? [];
        const escaped = inText.map((url) =>
          url.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`),
        );
        expect(links).toEqual(expect.arrayContaining(escaped));
      });

      it(`is marked automatic${bulk ? ', with one-click unsubscribe' : ''}`, () => {
        expect(email.headers?.['Auto-Submitted']).toBe('auto-generated');
        if (bulk) {
          expect(email.headers?.['List-Unsubscribe']).toMatch(
            /^<https:\/\/[^>]+\/off\?token=[^>]+>$/,
          );
          expect(email.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
        }
      });
    });
  }

  it('keeps the weekly digest subject clear of "your family", which spam filters score', () => {
    const digest = emailSamples.find((s) => s.kind === 'weekly-digest')!.email;
    expect(digest.subject).not.toMatch(/your family/i);
  });
});

describe('the layout', () => {
  it('is the compiled MJML source: run `npm run email:layout` after changing it', async () => {
    expect(LAYOUT_HTML).toBe(await compileLayout());
  });
});
