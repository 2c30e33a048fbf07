// Beside the composition roots: it checks the PDFs two features make with the pdf/ module.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sampleUsageReport } from '../../tests/support/usage-report.js';
import { PRIVACY_POLICY } from '../shared/legal/privacy-policy.js';
import { TERMS_OF_SERVICE } from '../shared/legal/terms-of-service.js';
import { renderReportPdf } from './features/employer-report/pdf.js';
import { renderLegalPdf } from './features/legal/pdf.js';

/*
 * Every PDF the product makes, checked by tools nobody here wrote (qpdf and poppler-utils, which
 * CI installs): well formed, its fonts embedded with a Unicode map, tagged, in British English,
 * and names outside Windows-1252 read back as written.
 */

const dir = mkdtempSync(path.join(tmpdir(), 'classperk-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (tool: string, ...args: string[]) =>
  execFileSync(tool, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

const report = sampleUsageReport('Dŵr Cymru', 'Cymraeg – Łukasz’s group');

describe.each([
  ['the usage report', () => renderReportPdf(report), ['Dŵr Cymru', 'Łukasz’s group']],
  ['the privacy policy', () => renderLegalPdf(PRIVACY_POLICY), [PRIVACY_POLICY.title]],
  ['the terms of service', () => renderLegalPdf(TERMS_OF_SERVICE), [TERMS_OF_SERVICE.title]],
] as const)('%s', (name, render, texts) => {
  const file = path.join(dir, `${name.replaceAll(' ', '-')}.pdf`);

  it('passes qpdf --check', async () => {
    writeFileSync(file, await render());
    expect(run('qpdf', '--check', file)).toMatch(/No syntax or stream encoding errors found/);
  });

  it('embeds every font, with a Unicode map, and uses no standard font', () => {
    const [, , ...rows] = run('pdffonts', file).trimEnd().split('\n');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      // name, type…, encoding, then emb sub uni as yes/no, then the object number.
      const [emb, , uni] = row.trim().split(/\s+/).slice(-5, -2);
      expect({ row, emb, uni }).toEqual({ row, emb: 'yes', uni: 'yes' });
    }
  });

  it('is tagged, PDF/UA, titled and in British English', () => {
    const info = run('pdfinfo', file);
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(info).toMatch(/^PDF version:\s+1\.7$/m);
    const object = (id: string) => run('qpdf', `--show-object=${id}`, file);
    const refTo = (text: string, key: string) => new RegExp(`/${key} (\\d+) 0 R`).exec(text)?.[1];
    const catalog = object(refTo(object('trailer'), 'Root')!);
    expect(catalog).toMatch(/\/Lang \(en-GB\)/);
    expect(catalog).toMatch(/\/StructTreeRoot \d+ 0 R/);
    expect(object(refTo(catalog, 'ViewerPreferences')!)).toMatch(/\/DisplayDocTitle true/);
    expect(run('pdfinfo', '-meta', file)).toContain('pdfuaid:part');
  });

  it('reads back its text as written', () => {
    // Lines wrap where the page says; the words must still be there, in order.
    const text = run('pdftotext', '-enc', 'UTF-8', file, '-').replace(/\s+/g, ' ');
    for (const expected of texts) expect(text).toContain(expected);
  });
});
