/**
 * wrk (Debian's package, a C load generator) reduced to the figures of `CannonSummary`. The HTTP
 * table uses it when it is installed (`scripts/ensure-wrk.mjs`): autocannon runs in Node on the
 * second core and, for bodies past a few KB, tops out before the server does (on a 31 KB page it
 * kept the server a fifth busy), so its rate measured the generator rather than us.
 */
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type { CannonSummary } from './cannon.ts';

export const wrkInstalled = () =>
  spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;

export interface WrkOptions {
  url: string;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
}

const UNITS_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/** `1.17ms`, `379.07us`, `2.01s` as milliseconds. */
export function wrkDurationMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) throw new Error(`Not a wrk duration: ${text}`);
  return Number(match[1]) * (UNITS_MS[match[2] as string] as number);
}

/** The figures of wrk's `--latency` report. */
export function parseWrkReport(report: string, seconds: number): CannonSummary {
  const requests = Number(/(\d+) requests in/.exec(report)?.[1] ?? Number.NaN);
  // wrk prints its own percentiles: read, not recomputed
  const latencyMs = (p: number) => {
    const text = new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(report)?.[1];
    return text ? wrkDurationMs(text) : Number.NaN;
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    report,
  );
  const [connect, read, write, timeouts] = (socket?.slice(1) ?? ['0', '0', '0', '0']).map(Number);
  const errorKinds: Record<string, number> = {};
  if (connect) errorKinds.connect = connect;
  if (read) errorKinds.read = read;
  if (write) errorKinds.write = write;
  if (timeouts) errorKinds.timeout = timeouts;
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(report)?.[1] ?? requests / seconds),
    p50Ms: latencyMs(50),
    p99Ms: latencyMs(99),
    requests,
    errors: (connect ?? 0) + (read ?? 0) + (write ?? 0) + (timeouts ?? 0),
    timeouts: timeouts ?? 0,
    errorKinds,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(report)?.[1] ?? 0),
  };
}

/**
 * One thread: the server under test has the other core. Run asynchronously, so the bench process
 * keeps reading its own sockets (a blocked loop would reuse a keep-alive socket the server closed).
 */
export function fireWrk({
  url,
  connections,
  seconds,
  headers,
}: WrkOptions): Promise<CannonSummary> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => [
    '-H',
    `${name}: ${value}`,
  ]);
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...headerArgs, url];
  return new Promise((resolve, reject) =>
    execFile('wrk', args, { encoding: 'utf8' }, (error, report) =>
      error ? reject(error) : resolve(parseWrkReport(report, seconds)),
    ),
  );
}

/** CPU seconds (user and system) a process has used so far, from /proc; undefined elsewhere. */
export function processCpuSeconds(pid: number): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime, the 14th and 15th fields of stat, in clock ticks (100 a second on Linux)
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}
