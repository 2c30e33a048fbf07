import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's folder, found upwards from this code, which runs from src/server, from
 * dist/server or bundled into an entry file there (decision 075): each sits at its own depth.
 */
function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('ClassPerk cannot find its package.json above its code.');
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = projectRoot();
