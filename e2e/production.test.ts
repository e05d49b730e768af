import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
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
/** Every server started here: a failed assertion must not leave one running. */
const servers: RunningServer[] = [];
const tracked = async (starting: Promise<RunningServer>) => {
  const server = await starting;
  servers.push(server);
  return server;
};
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

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
  tracked(
    startBuiltServer(
      { DATA_DIR: dataDir, NODE_ENV: '' },
      { command: ['npm', 'start'], cwd, ...(readyWithinMs ? { readyWithinMs } : {}) },
    ),
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

/** A fresh database on the machine's PostgreSQL server (the CI exports TEST_DATABASE_URL). */
async function freshPostgresDatabase() {
  const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `chhiwat_workers_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

describe('WORKERS: several server processes on one port (PostgreSQL)', () => {
  it('refuses more than one on the embedded database, saying why', async () => {
    const refused = await npmRun('start', [], { DATA_DIR: newDir('pglite-workers'), WORKERS: '2' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/WORKERS: 2 server processes need a PostgreSQL server/);
  });

  it('shares sessions, rate limits, the catalogue and the metrics across two workers', async () => {
    const database = await freshPostgresDatabase();
    const admin = { email: 'owner@workers.test', password: 'Harira-Workers-2025!' };
    const token = 'metrics-token-for-the-workers-test';
    const server = await tracked(
      startBuiltServer(
        {
          DATA_DIR: newDir('workers'),
          DATABASE_URL: database.url,
          WORKERS: '2',
          ADMIN_EMAIL: admin.email,
          ADMIN_PASSWORD: admin.password,
          RATE_LIMIT_PUBLIC_READS: '8',
          METRICS_TOKEN: token,
          LOG_LEVEL: 'info',
        },
        { command: ['npm', 'start'] },
      ),
    );
    try {
      // every request on a new connection: the cluster hands each to the next worker
      const call = (pathname: string, init: RequestInit & { id: string }) =>
        fetch(`${server.url}${pathname}`, {
          ...init,
          headers: { connection: 'close', 'x-request-id': init.id, ...init.headers },
        });
      const workerOf = (id: string) =>
        new RegExp(`"pid":(\\d+)[^\\n]*"requestId":"${id}"`).exec(server.output())?.[1];

      const login = await call('/api/admin/auth/login', {
        id: 'login',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: admin.email, password: admin.password }),
      });
      expect(login.status).toBe(200);
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      // The session is asked for until both workers have answered (one may still be starting
      // when the first is ready); every answer, from either, must know the session.
      const sessionStatuses: number[] = [];
      const workersAnswering = async () => {
        const session = await call('/api/admin/auth/session', {
          id: `session-${sessionStatuses.length}`,
          headers: { cookie },
        });
        sessionStatuses.push(session.status);
        const pids = sessionStatuses.map((_, n) => workerOf(`session-${n}`));
        return new Set(pids.filter((pid) => pid !== undefined)).size;
      };
      await expect.poll(workersAnswering, { timeout: 15_000 }).toBe(2);
      expect(sessionStatuses.every((status) => status === 200)).toBe(true);

      // a catalogue change through one worker is served by both within a second
      const created = await call('/api/admin/ingredients', {
        id: 'create',
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          slug: 'workers-saffron',
          name_en: 'Workers saffron',
          name_fr: 'Safran des workers',
          name_ar: 'زعفران',
          name_darija: 'زعفران',
          category: 'spices',
        }),
      });
      expect(created.status, await created.text()).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      for (let n = 0; n < 4; n += 1) {
        const list = await call('/api/ingredients', { id: `list-${n}` });
        expect(await list.text(), `list-${n}`).toContain('workers-saffron');
      }
      await expect.poll(() => new Set([0, 1, 2, 3].map((n) => workerOf(`list-${n}`))).size).toBe(2);

      // one budget for the address, whichever worker answers: 8 costly reads, then 429
      const statuses: number[] = [];
      for (let n = 0; n < 12; n += 1)
        statuses.push((await call('/api/match?ingredients=onions', { id: `match-${n}` })).status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(8);
      expect(statuses.slice(8)).toEqual([429, 429, 429, 429]);

      // whichever worker is asked, the metrics are both workers' sum
      const scrape = () =>
        call('/api/metrics', { id: 'metrics', headers: { authorization: `Bearer ${token}` } });
      const text = await (await scrape()).text();
      const sessions =
        /chhiwat_http_request_duration_seconds_count\{[^}]*route="\/api\/admin\/auth\/session"[^}]*\} (\d+)/.exec(
          text,
        );
      expect(Number(sessions?.[1])).toBe(sessionStatuses.length);
    } finally {
      await server.stop();
      await database.drop();
    }
    expect(server.output()).toMatch(/"exitCodes":\[0,0\],"msg":"workers stopped"/);
  }, 240_000);
});
