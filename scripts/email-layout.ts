/**
 * Compiles the emails' MJML layout (src/server/email/layout-source.ts) into
 * src/server/email/layout.generated.ts. Run after changing the layout: `npm run email:layout`.
 */
import { writeFile } from 'node:fs/promises';
import { compileLayout } from '../src/server/email/layout-source.js';

const target = new URL('../src/server/email/layout.generated.ts', import.meta.url);
await writeFile(
  target,
  `// Written by \`npm run email:layout\` from layout-source.ts: edit that file, not this one.\nexport const LAYOUT_HTML = ${JSON.stringify(await compileLayout())};\n`,
);
