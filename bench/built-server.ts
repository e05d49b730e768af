/**
 * The processes the HTTP benchmarks measure: the built server (`node apps/server/dist/main.js`) and a bare
 * Fastify hello-world, each in its own child process on a free port of 127.0.0.1, so neither shares the
 * event loop of the bench that loads them. The server logs as in production: at `info` (one line per
 * request), its stdout redirected to a file.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

/** The first super admin of every bench server (created at first start; must pass the strength rules). */
export const BENCH_ADMIN = { email: 'bench@example.com', password: 'Bench-Pass-2025!x' } as const;

const SERVER_ENTRY = path.join(repoRoot, 'apps/server/dist/main.js');
const WEB_INDEX = path.join(repoRoot, 'apps/web/dist/index.html');
const START_TIMEOUT_MS = 120_000;
const POLL_MS = 20;

/** Signs the bench admin in; the session cookie to send with admin writes. */
export async function signInBenchAdmin(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: BENCH_ADMIN.email, password: BENCH_ADMIN.password }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`Sign-in failed: ${response.status}`);
  return cookie;
}

/** The benchmarks measure the built app: build it once when it is not there. */
export function ensureBuilt() {
  if (fs.existsSync(SERVER_ENTRY) && fs.existsSync(WEB_INDEX)) return;
  console.log('The built app is missing: running npm run build…');
  execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

const running = new Set<ChildProcess>();
const temporaryDirs = new Set<string>();
// A bench that throws half-way must not leave servers listening or data directories behind.
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
  for (const dir of temporaryDirs) fs.rmSync(dir, { recursive: true, force: true });
});

export function temporaryDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `chhiwat-bench-${prefix}-`));
  temporaryDirs.add(dir);
  return dir;
}

export function removeTemporaryDir(dir: string) {
  fs.rmSync(dir, { recursive: true, force: true });
  temporaryDirs.delete(dir);
}

export interface ChildServer {
  url: string;
  pid: number;
  /** performance.now() when the process was spawned. */
  spawnedAt: number;
  /** Milliseconds from spawn to the first 200 of the ready path. */
  readyMs: number;
  output: () => string;
  /** SIGTERM (a clean close), then SIGKILL if it has not exited within 15 s. */
  stop: () => Promise<void>;
}

/** Resolves at the first 200 of `url`, polling every 20 ms; fails if the process exits first. */
async function firstOk(url: string, child: ChildProcess, output: () => string) {
  const deadline = performance.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The process exited before ${url} answered:\n${output()}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return performance.now();
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) throw new Error(`${url} did not answer:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The last bytes of a file, for a failure message. */
function tailOf(file: string, bytes = 20_000): string {
  const size = fs.statSync(file).size;
  const fd = fs.openSync(file, 'r');
  try {
    const tail = Buffer.alloc(Math.min(size, bytes));
    fs.readSync(fd, tail, 0, tail.length, size - tail.length);
    return tail.toString();
  } finally {
    fs.closeSync(fd);
  }
}

async function spawnServer(
  args: string[],
  env: Record<string, string>,
  readyPath: string,
  /** Where stdout goes, as a production server's would; kept in memory when omitted. */
  stdoutFile?: string,
): Promise<ChildServer> {
  const port = await freePort();
  let output = '';
  const spawnedAt = performance.now();
  const stdoutFd = stdoutFile ? fs.openSync(stdoutFile, 'a') : 'pipe';
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', stdoutFd, 'pipe'],
  });
  if (typeof stdoutFd === 'number') fs.closeSync(stdoutFd);
  running.add(child);
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const outputSoFar = () => (stdoutFile ? `${tailOf(stdoutFile)}${output}` : output);
  const exited = new Promise<void>((resolve) =>
    child.on('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(killer);
  };
  try {
    const readyAt = await firstOk(`${url}${readyPath}`, child, outputSoFar);
    return {
      url,
      pid: child.pid as number,
      spawnedAt,
      readyMs: readyAt - spawnedAt,
      output: outputSoFar,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

export interface BuiltServerOptions {
  /** Embedded database directory; ignored when databaseUrl is given. */
  dataDir?: string;
  databaseUrl?: string;
  /** Node flags before the entry, e.g. `--cpu-prof` to profile what a benchmark drives. */
  nodeArgs?: string[];
  /** More settings, e.g. WORKERS. */
  env?: Record<string, string>;
}

/**
 * The built server in production mode, ready when /api/health answers 200; it logs at the default
 * level, and its stdout goes to a file (output() shows the end of it).
 */
export function startBuiltServer(options: BuiltServerOptions): Promise<ChildServer> {
  return spawnServer(
    [...(options.nodeArgs ?? []), SERVER_ENTRY],
    {
      NODE_ENV: 'production',
      // The production default; BENCH_LOG_LEVEL=warn measures what the access lines cost.
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      DATA_DIR: options.dataDir ?? temporaryDir('data'),
      DATABASE_URL: options.databaseUrl ?? '',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      // load from one address is what the benchmarks measure, not an attack
      RATE_LIMIT_PUBLIC_READS: '0',
      RATE_LIMIT_RENDERS: '0',
      MAX_CONNECTIONS_PER_ADDRESS: '0',
      ...options.env,
    },
    '/api/health',
    path.join(temporaryDir('log'), 'server.log'),
  );
}

/** The practical limit on this machine: a bare Fastify answering a small JSON object. */
export function startHelloWorld(): Promise<ChildServer> {
  return spawnServer(
    ['--import', 'tsx', path.join(repoRoot, 'bench/hello-world-server.ts')],
    {},
    '/',
  );
}

let seededTemplate: Promise<string> | undefined;

/** Keeps a copy of a directory a stopped server has just seeded, as the template seededDataDir copies. */
export function adoptSeededDataDir(dir: string) {
  if (seededTemplate) return;
  const template = temporaryDir('seeded');
  fs.cpSync(dir, template, { recursive: true });
  seededTemplate = Promise.resolve(template);
}

/**
 * A copy of an embedded database that already holds the seed catalogue, so a benchmark that is not
 * about the first start does not pay for seeding. The template is made once per bench run.
 */
export async function seededDataDir(): Promise<string> {
  seededTemplate ??= (async () => {
    const dir = temporaryDir('seeded');
    const server = await startBuiltServer({ dataDir: dir });
    await server.stop();
    return dir;
  })();
  const template = await seededTemplate;
  const copy = temporaryDir('data');
  fs.cpSync(template, copy, { recursive: true });
  return copy;
}
