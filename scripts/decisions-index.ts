import { writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { INDEX_FILE, readRecords, renderIndex } from './decision-records.js';

// Writes docs/decisions/README.md from the records' headers, formatted as the lint expects.
writeFileSync(INDEX_FILE, renderIndex(readRecords()));
execFileSync('npx', ['prettier', '--write', INDEX_FILE], { stdio: 'inherit' });
