import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

/** Waits until no process of the group is left (at most 20 s). */
async function groupGone(groupId: number) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      process.kill(-groupId, 0);
    } catch {
      return;
    }
    if (Date.now() > deadline) throw new Error(`process group ${groupId} did not exit`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface RunningServer {
  url: string;
  dataDir: string;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

export interface StartOptions {
  /** What to run: the built bundle itself by default, or e.g. `npm start`. */
  command?: [string, ...string[]];
  /** The repository to run it in. */
  cwd?: string;
  /** How long it may take to answer /api/health (a start that builds first takes longer). */
  readyWithinMs?: number;
}

/**
 * Starts the built server (npm run build first) as its own process group on a free port; stop()
 * signals the whole group, so an `npm start` wrapper and the server behind it both get it.
 */
export async function startBuiltServer(
  env: Record<string, string> = {},
  {
    command = [process.execPath, 'apps/server/dist/main.js'],
    cwd = repoRoot,
    readyWithinMs = 60_000,
  }: StartOptions = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'chhiwat-e2e-'));
  let output = '';
  const [program, ...args] = command;
  const child: ChildProcess = spawn(program, args, {
    cwd,
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    dataDir,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null && child.pid)
        process.kill(-child.pid, signal);
      const code = await exited;
      // a wrapper (npm) may exit before the server it started has finished shutting down
      if (child.pid) await groupGone(child.pid);
      return code;
    },
  };
}
