/**
 * Load from the bench process: `connections` loops on 127.0.0.1, each timing every answer, so a
 * table can say what happened in a window of time (before a write, during one) rather than over
 * the whole run. Timings are performance.now() milliseconds of this process.
 */
import fs from 'node:fs';
import http from 'node:http';
import { percentile } from '../stats.ts';

export interface Sample {
  startedAt: number;
  endedAt: number;
  status: number;
}

export const latencyOf = (sample: Sample) => sample.endedAt - sample.startedAt;

/** The base URL must be loopback: the bench sends nothing anywhere else. */
export function assertLoopback(baseUrl: string) {
  const { hostname } = new URL(baseUrl);
  if (hostname !== '127.0.0.1' && hostname !== 'localhost' && hostname !== '[::1]')
    throw new Error(`The scale bench only talks to 127.0.0.1, not ${hostname}`);
}

/** A URL some answer names (a sitemap's loc, a shard's href), turned into the same path here. */
export function localUrl(baseUrl: string, href: string): string {
  const { pathname, search } = new URL(href, baseUrl);
  return `${baseUrl}${pathname}${search}`;
}

/** One GET, its body read to the end; status 0 when the connection failed. */
export async function timedGet(url: string, headers: Record<string, string> = {}) {
  const startedAt = performance.now();
  let status = 0;
  let body = '';
  try {
    const response = await fetch(url, { headers });
    status = response.status;
    body = await response.text();
  } catch {
    // counted as status 0
  }
  return { sample: { startedAt, endedAt: performance.now(), status }, body };
}

export interface LoadRun {
  /** Stops the loops; resolves with every sample once the requests in flight have answered. */
  stop: () => Promise<Sample[]>;
}

/**
 * One GET on a kept-alive connection, as a browser asks (brotli or gzip), its body read to the end
 * and not decoded. The load loops use it rather than fetch: fetch costs the bench process more
 * than the server's cached answers cost the server, and on two cores its CPU and its collector's
 * pauses showed up as the server's latency (at 10k recipes, 10,209 reads in 5 s with fetch, 67,711
 * with this; slow reads in bursts that matched the bench's own major collections).
 */
function loadGet(agent: http.Agent, url: string): Promise<Sample> {
  const startedAt = performance.now();
  const sample = (status: number) => ({ startedAt, endedAt: performance.now(), status });
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(sample(res.statusCode ?? 0)));
      res.on('error', () => resolve(sample(0)));
    });
    request.on('error', () => resolve(sample(0)));
  });
}

/**
 * `connections` loops, each sending the next path of `pathOf(n)` (n counts requests over all the
 * loops) as soon as its previous answer is read, until stopped.
 */
export function startLoad(
  baseUrl: string,
  connections: number,
  pathOf: (n: number) => string,
): LoadRun {
  assertLoopback(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const samples: Sample[] = [];
  let running = true;
  let n = 0;
  const loop = async () => {
    while (running) samples.push(await loadGet(agent, `${baseUrl}${pathOf(n++)}`));
  };
  const loops = Array.from({ length: connections }, loop);
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      agent.destroy();
      return samples;
    },
  };
}

/** Load for `seconds`, then every sample. */
export async function loadFor(
  baseUrl: string,
  connections: number,
  seconds: number,
  pathOf: (n: number) => string,
): Promise<Sample[]> {
  const run = startLoad(baseUrl, connections, pathOf);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  return run.stop();
}

/** The samples sent and answered within [from, to]. */
export const within = (samples: Sample[], from: number, to: number) =>
  samples.filter((s) => s.startedAt >= from && s.endedAt <= to);

/** The samples in flight at any moment of [from, to]. */
export const overlapping = (samples: Sample[], from: number, to: number) =>
  samples.filter((s) => s.startedAt <= to && s.endedAt >= from);

export const p = (samples: Sample[], share: number) => percentile(samples.map(latencyOf), share);

/** The longest latency; NaN when there is none. */
export const slowest = (samples: Sample[]) =>
  samples.length
    ? samples.reduce((most, s) => Math.max(most, latencyOf(s)), Number.NEGATIVE_INFINITY)
    : Number.NaN;

/** The longest stretch within [from, to] in which no request finished. */
export function longestSilence(samples: Sample[], from: number, to: number): number {
  const ends = samples
    .map((s) => s.endedAt)
    .filter((end) => end >= from && end <= to)
    .sort((a, b) => a - b);
  let longest = 0;
  let previous = from;
  for (const end of [...ends, to]) {
    longest = Math.max(longest, end - previous);
    previous = end;
  }
  return longest;
}

/** Resident memory of a process in MB, from /proc (Linux); NaN elsewhere. */
export function rssMB(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kB = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
    return kB / 1024;
  } catch {
    return Number.NaN;
  }
}

/** Samples a process's RSS every `everyMs` until stopped; the peak seen. */
export function watchRss(pid: number, everyMs = 50) {
  let peak = rssMB(pid);
  const timer = setInterval(() => {
    const now = rssMB(pid);
    if (now > peak || Number.isNaN(peak)) peak = now;
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}
