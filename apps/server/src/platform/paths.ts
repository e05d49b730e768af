import fs from 'node:fs';
import path from 'node:path';

/** The repository root: the nearest folder above this file whose package.json declares workspaces. */
export function findRepoRoot(from = import.meta.dirname): string {
  let dir = from;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && 'workspaces' in JSON.parse(fs.readFileSync(manifest, 'utf8'))) {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No workspace root above ${from}`);
    dir = parent;
  }
}
