// `npm start`, `npm run db:backup`, `npm run db:restore`, `npm run media:to-s3`: run a built server
// entry (main, backup-cli, media-to-s3), building first only when the build is missing or its
// sources changed (scripts/build-stamp.mjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildState, repoRoot } from './build-stamp.mjs';

const ENTRIES = new Set(['main', 'backup-cli', 'media-to-s3']);
const [entry = '', ...args] = process.argv.slice(2);
if (!ENTRIES.has(entry)) {
  process.stderr.write(`Usage: node scripts/run-built.mjs <${[...ENTRIES].join('|')}> [args]\n`);
  process.exit(2);
}

const state = buildState(repoRoot);
if (state.stale) {
  // the build tools are dev dependencies: absent after `npm ci --omit=dev`
  if (!fs.existsSync(path.join(repoRoot, 'node_modules', 'vite'))) {
    process.stderr.write(
      `The build is out of date (${state.reason}) and the build tools are not installed ` +
        '(npm ci --omit=dev). Build where the dev dependencies are (npm ci && npm run build), ' +
        'then install with --omit=dev over that built tree.\n',
    );
    process.exit(1);
  }
  process.stderr.write(`Building (${state.reason})…\n`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else process.stderr.write('The build is up to date.\n');

const file = path.join(repoRoot, 'apps', 'server', 'dist', `${entry}.js`);
process.argv = [process.argv[0] ?? 'node', file, ...args];
if (entry === 'main' && !process.env.NODE_ENV) process.env.NODE_ENV = 'production';
await import(pathToFileURL(file).href);
