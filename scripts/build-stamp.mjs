// Whether the built app matches its sources: `npm run build` stamps the build with a hash of what it
// was built from; `npm start` and the backup commands rebuild only when that hash no longer matches
// (or the build is missing). Content, not file times, so a copied or re-checked-out tree that did not
// change is not rebuilt. Plain Node, no dependency: it runs after `npm ci --omit=dev`.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What the build reads: the three packages' files and the locked dependency versions. */
export const BUILD_INPUTS = ['packages/core', 'apps/server', 'apps/web', 'package-lock.json'];
/** What the server needs of a build, and the stamp beside them. */
export const BUILD_OUTPUTS = [
  'apps/server/dist/main.js',
  'apps/server/dist/backup-cli.js',
  'apps/server/dist/media-to-s3.js',
  'apps/server/dist/catalogue-thread.js',
  'apps/web/dist/index.html',
  'apps/web/dist-ssr/entry-server.js',
];
export const STAMP = 'apps/server/dist/build-stamp.json';

const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', 'dist-ssr', 'sourcemaps', '.vite']);
// tests do not change what is built; a tree copied without them is still the same build
const TEST_FILE = /\.test\.(ts|tsx|mjs|js)$/;

function inputFiles(root) {
  const files = [];
  const visit = (relative) => {
    const absolute = path.join(root, relative);
    const stat = fs.statSync(absolute, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isFile()) {
      if (!TEST_FILE.test(relative)) files.push(relative);
      return;
    }
    if (!stat.isDirectory()) return;
    for (const name of fs.readdirSync(absolute).sort())
      if (!SKIPPED_DIRECTORIES.has(name)) visit(path.join(relative, name));
  };
  BUILD_INPUTS.forEach(visit);
  return files;
}

/** One hash of every input file's path and bytes. */
export function sourcesHash(root = repoRoot) {
  const hash = createHash('sha256');
  for (const file of inputFiles(root)) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** `{ stale: false }`, or `{ stale: true, reason }` naming what is missing or changed. */
export function buildState(root = repoRoot) {
  const missing = BUILD_OUTPUTS.find((file) => !fs.existsSync(path.join(root, file)));
  if (missing) return { stale: true, reason: `${missing} is missing` };
  let stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(path.join(root, STAMP), 'utf8'));
  } catch {
    return { stale: true, reason: `${STAMP} is missing or unreadable` };
  }
  if (stamp.sources !== sourcesHash(root))
    return { stale: true, reason: 'the sources changed since the last build' };
  return { stale: false };
}

/** Records that the build now matches the sources (the last step of `npm run build`). */
export function writeStamp(root = repoRoot) {
  const stamp = { sources: sourcesHash(root), builtAt: new Date().toISOString() };
  fs.writeFileSync(path.join(root, STAMP), `${JSON.stringify(stamp, null, 2)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--write')
  writeStamp();
