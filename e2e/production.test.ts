import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, startBuiltServer, type RunningServer } from './server.ts';

/**
 * The production path (issue #24): `npm start`, `npm run db:backup` and `npm run db:restore` run the
 * compiled server and backup command, building only when the build is missing or its sources
 * changed (scripts/build-stamp.mjs). The rest of the browser tests have built the tree already.
 */

const dirs: string[] = [];
const newDir = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `chhiwat-prod-${name}-`));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const BUILT = ['apps/server/dist/main.js', 'apps/web/dist/index.html'];
const builtTimes = (root: string) =>
  BUILT.map((file) => fs.statSync(path.join(root, file)).mtimeMs);

/** Runs an npm script as an operator would, and what it printed. */
function npmRun(script: string, args: string[], env: Record<string, string>, cwd = repoRoot) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd,
      env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const npmStart = (dataDir: string, cwd = repoRoot, readyWithinMs?: number) =>
  startBuiltServer(
    { DATA_DIR: dataDir, NODE_ENV: '' },
    { command: ['npm', 'start'], cwd, ...(readyWithinMs ? { readyWithinMs } : {}) },
  );

/** npm start serves the built web app: NODE_ENV is production unless set otherwise. */
async function servesTheApp(server: RunningServer) {
  const home = await fetch(`${server.url}/?lang=fr`);
  return home.ok && (await home.text()).includes('<div id="root"');
}

async function recipeCount(server: RunningServer) {
  const response = await fetch(`${server.url}/api/recipes?pageSize=1`);
  return ((await response.json()) as { total: number }).total;
}

describe('npm start and the backup commands on a built tree', () => {
  it('starts without building when the build matches its sources, backs up and restores', async () => {
    const sourceDir = newDir('source');
    const before = builtTimes(repoRoot);
    const server = await npmStart(sourceDir);
    expect(server.output()).toContain('The build is up to date.');
    expect(builtTimes(repoRoot)).toEqual(before);
    expect(await servesTheApp(server)).toBe(true);
    const recipes = await recipeCount(server);
    expect(recipes).toBeGreaterThan(10);

    // the running server holds the embedded database
    const locked = await npmRun('db:backup', [], { DATA_DIR: sourceDir });
    expect(locked.code).toBe(1);
    expect(locked.stderr).toMatch(/in use by another process.*\n.*Stop the server first/);
    await server.stop();

    fs.mkdirSync(path.join(sourceDir, 'media', 'recipe-images'), { recursive: true });
    fs.writeFileSync(path.join(sourceDir, 'media', 'recipe-images', 'r.webp'), 'RIFF-bytes');
    const backup = await npmRun('db:backup', [], { DATA_DIR: sourceDir });
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stderr).toContain('The build is up to date.');
    const [file = ''] = fs.readdirSync(path.join(sourceDir, 'backups'));
    expect(file).toMatch(/^chhiwat-\d{4}-\d\d-\d\dT[\d-]+Z\.jsonl\.gz$/);
    const backupFile = path.join(sourceDir, 'backups', file);
    expect(backup.stdout).toContain(`Backup written to ${backupFile}`);

    const targetDir = newDir('target');
    const restore = await npmRun('db:restore', [backupFile], { DATA_DIR: targetDir });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/^Restored .* and 1 media files \(pglite\)/);
    expect(fs.readFileSync(path.join(targetDir, 'media', 'recipe-images', 'r.webp'), 'utf8')).toBe(
      'RIFF-bytes',
    );
    // where the command restored is where a server on that DATA_DIR reads
    const restored = await npmStart(targetDir);
    expect(await recipeCount(restored)).toBe(recipes);
    await restored.stop();
    expect(builtTimes(repoRoot)).toEqual(before);
  }, 240_000);

  it('builds when the sources changed since the last build, then not again (a copy of the tree)', async () => {
    const copy = copyOfTree(newDir('tree'));
    // a build stamped for other sources: the tree has changed since it was built
    const stampFile = path.join(copy, 'apps/server/dist/build-stamp.json');
    fs.writeFileSync(stampFile, JSON.stringify({ sources: 'an-older-tree' }));

    const first = await npmStart(newDir('first'), copy, 600_000);
    expect(first.output()).toMatch(/Building \(the sources changed since the last build\)/);
    await first.stop();
    const rebuilt = builtTimes(copy);

    const second = await npmStart(newDir('second'), copy);
    expect(second.output()).toContain('The build is up to date.');
    expect(second.output()).not.toContain('Building');
    expect(await servesTheApp(second)).toBe(true);
    await second.stop();
    expect(builtTimes(copy)).toEqual(rebuilt);
  }, 900_000);
});

/**
 * The repository's files (not its dependencies, which are linked) in `dir`, with the build as it
 * is: building in the copy leaves the build the other tests use alone.
 */
function copyOfTree(dir: string) {
  const skip = new Set(['node_modules', '.git']);
  const copy = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(repoRoot, relative), { withFileTypes: true })) {
      if (skip.has(entry.name)) continue;
      const from = path.join(relative, entry.name);
      if (entry.isDirectory()) {
        fs.mkdirSync(path.join(dir, from), { recursive: true });
        copy(from);
      } else if (entry.isFile()) fs.copyFileSync(path.join(repoRoot, from), path.join(dir, from));
    }
  };
  copy('.');
  for (const workspace of ['.', 'apps/web', 'apps/server', 'packages/core']) {
    const modules = path.join(repoRoot, workspace, 'node_modules');
    if (fs.existsSync(modules)) fs.symlinkSync(modules, path.join(dir, workspace, 'node_modules'));
  }
  return dir;
}
