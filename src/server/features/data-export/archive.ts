import { strToU8, zipSync } from 'fflate';
import { PRODUCT_NAME } from '../../../shared/constants.js';
import { escapeHtml } from '../../email/html.js';
import type { ExportRecords } from './collect.js';

const labelOf = (name: string) => name.replaceAll('_', ' ');

function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

const cell = (value: unknown) => escapeHtml(textOf(value));

function tableOf(rows: unknown[]) {
  const objects = rows.filter(
    (row): row is Record<string, unknown> => !!row && typeof row === 'object',
  );
  const first = objects[0];
  if (!first) return '<p>None.</p>';
  const columns = Object.keys(first);
  const head = columns.map((c) => `<th>${escapeHtml(c)}</th>`).join('');
  const body = objects
    .map((row) => `<tr>${columns.map((c) => `<td>${cell(row[c])}</td>`).join('')}</tr>`)
    .join('\n');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/** The readable summary: what each file holds, and every record as a table. */
export function summaryHtml(records: ExportRecords, madeAt: Date) {
  const sections = Object.entries(records)
    .map(
      ([name, rows]) =>
        `<section><h2>${escapeHtml(labelOf(name))} (${rows.length})</h2>\n<p>In ${escapeHtml(name)}.json</p>\n${tableOf(rows)}</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>Your ${PRODUCT_NAME} data</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:70rem}table{border-collapse:collapse;font-size:.85rem}td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}</style>
</head><body>
<h1>Your ${PRODUCT_NAME} data</h1>
<p>Everything ${PRODUCT_NAME} held about you and your children on ${escapeHtml(madeAt.toISOString())}. Each kind of record is also in a JSON file of its own in this ZIP.</p>
${sections}
</body></html>
`;
}

/** The ZIP: one JSON file per record type and summary.html. */
export function exportArchive(records: ExportRecords, madeAt: Date): Uint8Array {
  const files: Record<string, Uint8Array> = {
    'summary.html': strToU8(summaryHtml(records, madeAt)),
  };
  for (const [name, rows] of Object.entries(records)) {
    files[`${name}.json`] = strToU8(JSON.stringify(rows, null, 2));
  }
  return zipSync(files, { mtime: madeAt });
}
