import { execFileSync } from 'node:child_process';

/**
 * The lines of a PDF's text as poppler's pdftotext reads them (CI installs poppler-utils): the
 * PDFs embed Inter, so their strings are glyph numbers that only the font's Unicode map explains.
 */
export function pdfLines(pdf: Buffer): string[] {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
