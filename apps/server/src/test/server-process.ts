import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { findRepoRoot } from '../platform/paths.ts';
import { STRONG_PASSWORD } from './admins.ts';

/** The super admin every spawned server creates on an empty database. */
export const PROCESS_ADMIN = { email: 'owner@chhiwat.test', password: STRONG_PASSWORD };

const START_TIMEOUT_MS = 90_000;
/** How much of a process's output is kept for failure messages. */
const OUTPUT_LIMIT = 200_000;
const LISTENING = /^Server listening at (http:\/\/\S+)$/;

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A real server process (`node --import tsx src/main.ts`), listening on a free port of 127.0.0.1. */
export interface ServerProcess {
  pid: number;
  url: string;
  exited: Promise<ProcessExit>;
  /** Everything it printed so far, stdout and stderr interleaved. */
  output(): string;
  /** Sends the signal and resolves once the process is gone. */
  stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<ProcessExit>;
}

const running = new Set<ChildProcess>();

/**
 * Starts the server with the given environment on top of a test baseline (PORT=0, HOST=127.0.0.1,
 * no demo seed, the PROCESS_ADMIN account). Resolves when it logs its address; rejects with its output
 * if it exits first or does not start in time.
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const root = findRepoRoot();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps', 'server', 'src', 'main.ts')],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        TMPDIR: process.env.TMPDIR ?? '/tmp',
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        SEED: 'none',
        DATABASE_URL: '',
        ADMIN_EMAIL: PROCESS_ADMIN.email,
        ADMIN_PASSWORD: PROCESS_ADMIN.password,
        RATE_LIMIT_PUBLIC_READS: '0',
        RATE_LIMIT_RENDERS: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  running.add(child);
  let output = '';
  const keep = (text: string) => (output = (output + text).slice(-OUTPUT_LIMIT));
  const exited = new Promise<ProcessExit>((resolve) =>
    child.once('close', (code: number | null, signal: NodeJS.Signals | null) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );

  return new Promise<ServerProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    let pending = '';
    child.stderr.on('data', (chunk: Buffer) => keep(chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      keep(text);
      pending += text;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const url = listeningUrl(line);
        if (!url) continue;
        clearTimeout(timer);
        resolve({
          pid: child.pid ?? 0,
          url,
          exited,
          output: () => output,
          stop: (signal) => {
            child.kill(signal);
            return exited;
          },
        });
      }
    });
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(
        new Error(
          `server exited with code ${code} (signal ${signal}) before listening:\n${output}`,
        ),
      );
    });
  });
}

function listeningUrl(line: string): string | undefined {
  try {
    const entry = JSON.parse(line) as { msg?: unknown };
    const match = typeof entry.msg === 'string' ? LISTENING.exec(entry.msg) : null;
    return match?.[1];
  } catch {
    return undefined;
  }
}

/** Kills every server process this module started and that is still alive (for afterAll hooks). */
export async function killServerProcesses() {
  const exits = [...running].map(
    (child) =>
      new Promise<void>((resolve) => (child.once('close', () => resolve()), child.kill('SIGKILL'))),
  );
  await Promise.all(exits);
}

/** Signs in through HTTP and returns the session cookie ("name=value"). */
export async function signInOver(
  url: string,
  credentials: { identifier?: string; password?: string; forwardedFor?: string } = {},
) {
  const response = await postLogin(url, credentials);
  if (response.status !== 200)
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

export function postLogin(
  url: string,
  credentials: { identifier?: string; password?: string; forwardedFor?: string },
) {
  return fetch(`${url}/api/admin/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(credentials.forwardedFor ? { 'x-forwarded-for': credentials.forwardedFor } : {}),
    },
    body: JSON.stringify({
      identifier: credentials.identifier ?? PROCESS_ADMIN.email,
      password: credentials.password ?? PROCESS_ADMIN.password,
      remember: false,
    }),
  });
}
