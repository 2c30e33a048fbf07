import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const guide = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

/** The folders a section of the source map lists, as `- \`name/\`: …` lines under its heading. */
function listed(folder: string): string[] {
  const start = guide.indexOf(`### \`${folder}/\``);
  if (start < 0) return [];
  const next = guide.indexOf('\n#', start + 1);
  const section = guide.slice(start, next < 0 ? undefined : next);
  return [...section.matchAll(/^- `([a-z0-9-]+)\/`:/gm)].map((match) => match[1]!);
}

const onDisk = (folder: string) =>
  readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe('the source map in docs/architecture.md', () => {
  for (const folder of ['src/shared', 'src/server/features', 'src/web/features']) {
    it(`lists every folder of ${folder}, and only those`, () => {
      expect(listed(folder).sort()).toEqual(onDisk(folder).sort());
    });
  }
});
