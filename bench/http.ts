/**
 * Issues #10 and #20, HTTP: wrk (20 connections, one thread; autocannon in the bench process when wrk
 * is not installed) against the built server
 * in its own process — the ingredient list, the recipe list, a match with a 10-ingredient pantry, a
 * recipe page's HTML, the home page's HTML and a hashed asset — each against a bare Fastify hello-world
 * started in the same run, the practical limit of this machine (measured before and after the others;
 * the mean is the baseline). Every request says `accept-encoding: br, gzip`, as browsers do. Each
 * target gets a short warm-up first. Targets (for docs/performance.md, never a pass/fail): ≥ 50 % of
 * the hello-world rate, p99 ≤ 25 ms, zero errors and timeouts. Each target is also compared with the
 * bare Fastify sending a body of the same size: past a few KB, moving the bytes bounds the rate
 * whatever the server does, and that ratio shows what is ours. The server's own CPU time per answer
 * (from /proc) says the same without depending on the load generator.
 */
import http from 'node:http';
import type autocannon from 'autocannon';
import {
  ensureBuilt,
  seededDataDir,
  startBuiltServer,
  startHelloWorld,
  type ChildServer,
} from './built-server.ts';
import { fire, type CannonSummary } from './cannon.ts';
import { matchPath, sampleSite, type SiteSample } from './site-sample.ts';
import { fixed, percent, printTable, thousands } from './table.ts';
import { fireWrk, processCpuSeconds, wrkInstalled } from './wrk.ts';

const CONNECTIONS = 20;
/** What browsers send (issue #20's protocol). */
const ACCEPT_BR_GZIP = { 'accept-encoding': 'br, gzip' };
const PANTRY_SIZE = 10;

export interface HttpRow extends CannonSummary {
  target: string;
  /** The paths requested, in the order each connection cycles through them. */
  paths: string[];
  ratioToHelloWorld: number;
  /** The answer's body as it travels (compressed when asked), in bytes; absent for the baselines. */
  bodyBytes?: number;
  /** A bare Fastify sending that many bytes, measured right after the target. */
  sameBytesRequestsPerSecond?: number;
  ratioToSameBytes?: number;
  /** The serving process's CPU time (user and system) per answer, in microseconds. */
  serverCpuMicroseconds?: number;
}

export type LoadGenerator = 'wrk' | 'autocannon';

interface Target {
  name: string;
  server: ChildServer;
  requests: autocannon.Request[];
  /** Replaces the browser's accept-encoding when given. */
  headers?: Record<string, string>;
}

// The server rate-limits only sign-in (login_attempts), not public reads, so one client address is
// what a real crowd looks like to it here; no X-Forwarded-For games are needed.
function targetsFor(hello: ChildServer, server: ChildServer, site: SiteSample): Target[] {
  const slug = site.recipeSlugs[0] as string;
  const helloWorld = (when: string) => ({
    name: `hello-world (bare Fastify), ${when}`,
    server: hello,
    requests: [{ path: '/' }],
  });
  const pantry = site.ingredientsByUse.slice(0, PANTRY_SIZE);
  return [
    helloWorld('before'),
    { name: 'ingredient list', server, requests: [{ path: '/api/ingredients' }] },
    { name: 'recipe list (24, ar)', server, requests: [{ path: '/api/recipes?lang=ar' }] },
    {
      name: `match, ${pantry.length}-ingredient pantry`,
      server,
      requests: [{ path: matchPath(pantry) }],
    },
    { name: 'recipe page HTML', server, requests: [{ path: `/recipe/${slug}` }] },
    { name: 'home page HTML (/)', server, requests: [{ path: '/' }] },
    { name: 'hashed asset (br, gzip)', server, requests: [{ path: site.entryScript }] },
    {
      name: 'hashed asset (uncompressed)',
      server,
      requests: [{ path: site.entryScript }],
      headers: {},
    },
    helloWorld('after'),
  ];
}

/** The body's length on the wire (node:http does not decompress). */
function wireBytes(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

interface Measured extends CannonSummary {
  serverCpuMicroseconds?: number;
}

async function fireAt(target: Target, seconds: number, generator: LoadGenerator) {
  const headers = target.headers ?? ACCEPT_BR_GZIP;
  if (generator === 'autocannon')
    return fire({
      url: target.server.url,
      connections: CONNECTIONS,
      requests: target.requests,
      headers,
      duration: seconds,
    });
  const path = target.requests[0]?.path ?? '/';
  return fireWrk({ url: target.server.url + path, connections: CONNECTIONS, seconds, headers });
}

async function measure(
  target: Target,
  seconds: number,
  warmUpSeconds: number,
  generator: LoadGenerator,
): Promise<Measured> {
  await fireAt(target, warmUpSeconds, generator);
  const cpuBefore = processCpuSeconds(target.server.pid);
  const summary = await fireAt(target, seconds, generator);
  const cpuAfter = processCpuSeconds(target.server.pid);
  return cpuBefore === undefined || cpuAfter === undefined || summary.requests === 0
    ? summary
    : { ...summary, serverCpuMicroseconds: ((cpuAfter - cpuBefore) / summary.requests) * 1e6 };
}

export const loadGenerator = (): LoadGenerator => (wrkInstalled() ? 'wrk' : 'autocannon');

export async function benchHttp(quick: boolean): Promise<HttpRow[]> {
  ensureBuilt();
  const generator = loadGenerator();
  const seconds = quick ? 3 : 10;
  const warmUpSeconds = quick ? 1 : 2;
  const hello = await startHelloWorld();
  let server: ChildServer | undefined;
  try {
    server = await startBuiltServer({ dataDir: await seededDataDir() });
    const targets = targetsFor(hello, server, await sampleSite(server.url));
    const summaries: Measured[] = [];
    const sameBytes: ({ bytes: number; summary: CannonSummary } | undefined)[] = [];
    for (const target of targets) {
      summaries.push(await measure(target, seconds, warmUpSeconds, generator));
      if (target.server === hello) {
        sameBytes.push(undefined);
        continue;
      }
      const path = target.requests[0]?.path ?? '/';
      const bytes = await wireBytes(target.server.url + path, target.headers ?? ACCEPT_BR_GZIP);
      const baseline = {
        name: 'same bytes',
        server: hello,
        requests: [{ path: `/bytes/${bytes}` }],
      };
      sameBytes.push({
        bytes,
        summary: await measure(baseline, seconds, warmUpSeconds, generator),
      });
    }
    // The machine's load can drift during the run: the baseline is the mean of a run before and after.
    const helloRate =
      ((summaries[0]?.requestsPerSecond ?? Number.NaN) +
        (summaries.at(-1)?.requestsPerSecond ?? Number.NaN)) /
      2;
    return targets.map((target, index) => {
      const summary = summaries[index] as Measured;
      const same = sameBytes[index];
      return {
        target: target.name,
        paths: target.requests.map((request) => request.path ?? '/'),
        ...summary,
        ratioToHelloWorld: summary.requestsPerSecond / helloRate,
        ...(same && {
          bodyBytes: same.bytes,
          sameBytesRequestsPerSecond: same.summary.requestsPerSecond,
          ratioToSameBytes: summary.requestsPerSecond / same.summary.requestsPerSecond,
        }),
      };
    });
  } finally {
    await Promise.all([hello.stop(), server?.stop()]);
  }
}

export function printHttp(rows: HttpRow[], generator: LoadGenerator = loadGenerator()) {
  printTable(
    `HTTP, ${generator}, ${CONNECTIONS} connections, accept-encoding: br, gzip (targets: ≥ 50 % of hello-world, p99 ≤ 25 ms, zero errors and timeouts); hello-world = mean of before and after`,
    [
      'target',
      'requests/s',
      'p50 (ms)',
      'p99 (ms)',
      'errors',
      'timeouts',
      'non-2xx',
      'vs hello-world',
      'body (bytes)',
      'bare Fastify, same bytes (req/s)',
      'vs same bytes',
      'server CPU per answer (µs)',
    ],
    rows.map((row) => [
      row.target,
      thousands(row.requestsPerSecond),
      row.requests ? fixed(row.p50Ms) : '— (none answered)',
      row.requests ? fixed(row.p99Ms) : '—',
      row.errors,
      row.timeouts,
      row.non2xx,
      percent(row.ratioToHelloWorld),
      row.bodyBytes === undefined ? '—' : thousands(row.bodyBytes),
      row.sameBytesRequestsPerSecond === undefined
        ? '—'
        : thousands(row.sameBytesRequestsPerSecond),
      row.ratioToSameBytes === undefined ? '—' : percent(row.ratioToSameBytes),
      row.serverCpuMicroseconds === undefined ? '—' : fixed(row.serverCpuMicroseconds),
    ]),
  );
  for (const row of rows)
    if (row.errors)
      console.log(
        `${row.target}: errors ${JSON.stringify(row.errorKinds)} (timeouts: ${row.timeouts})`,
      );
}
