/**
 * Issues #10 and #20, HTTP: wrk (20 connections, one thread; autocannon in the bench process when wrk
 * is not installed) against the built server in its own process — the ingredient list, the recipe
 * list, a match with a 10-ingredient pantry, a recipe page's HTML, the home page's HTML and a hashed
 * asset — each against a bare Fastify hello-world started in the same run, the practical limit of
 * this machine. Every request says `accept-encoding: br, gzip`, as browsers do. Each target gets a
 * short warm-up, then the table runs in rounds (bench/rounds.ts): the hello-world, then every target,
 * then the hello-world again, three times over (once with `--quick`); a row is the median of its rounds, each round
 * compared with the hello-world runs on either side of it. Targets (for docs/performance.md, never a
 * pass/fail): ≥ 50 % of the hello-world rate, p99 ≤ 25 ms, zero errors and timeouts. Each target is
 * also compared with the bare Fastify sending a body of the same size, and the server's own CPU time
 * per answer (from /proc) says what the server spends whatever the load generator does.
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
import { combineRounds, ratioOverRounds, type Measured } from './rounds.ts';
import { matchPath, sampleSite, type SiteSample } from './site-sample.ts';
import { median } from './stats.ts';
import { fixed, percent, printTable, thousands } from './table.ts';
import { fireWrk, processCpuSeconds, wrkInstalled } from './wrk.ts';

export const CONNECTIONS = 20;
/** What browsers send (issue #20's protocol). */
export const ACCEPT_BR_GZIP = { 'accept-encoding': 'br, gzip' };
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
function targetsFor(server: ChildServer, site: SiteSample): Target[] {
  const slug = site.recipeSlugs[0] as string;
  const pantry = site.ingredientsByUse.slice(0, PANTRY_SIZE);
  return [
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
  generator: LoadGenerator,
): Promise<Measured> {
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
  const rounds = quick ? 1 : 3;
  const seconds = quick ? 3 : 4;
  const warmUpSeconds = quick ? 1 : 2;
  const helloServer = await startHelloWorld();
  let server: ChildServer | undefined;
  try {
    server = await startBuiltServer({ dataDir: await seededDataDir() });
    const hello: Target = { name: 'hello-world', server: helloServer, requests: [{ path: '/' }] };
    const targets = targetsFor(server, await sampleSite(server.url));
    for (const target of [hello, ...targets]) await fireAt(target, warmUpSeconds, generator);
    // After the warm-up: the first answer in an encoding may go out before the cache has made it
    const rows = [];
    for (const target of targets) {
      const same = await sameBytesAs(target, helloServer);
      await fireAt(same.sameBytes, warmUpSeconds, generator);
      rows.push({ target, ...same, runs: [] as Measured[], sameBytesRuns: [] as Measured[] });
    }
    const helloRuns: Measured[] = [await measure(hello, seconds, generator)];
    for (let round = 0; round < rounds; round++) {
      for (const row of rows) {
        row.runs.push(await measure(row.target, seconds, generator));
        row.sameBytesRuns.push(await measure(row.sameBytes, seconds, generator));
      }
      helloRuns.push(await measure(hello, seconds, generator));
    }
    const helloRates = helloRuns.map((run) => run.requestsPerSecond);
    const helloRow: HttpRow = {
      target: `hello-world (bare Fastify), ${helloRuns.length} runs between the others`,
      paths: ['/'],
      ...combineRounds(helloRuns),
      ratioToHelloWorld: 1,
    };
    return [
      helloRow,
      ...rows.map(({ target, bytes, runs, sameBytesRuns }): HttpRow => {
        const rates = runs.map((run) => run.requestsPerSecond);
        const sameRates = sameBytesRuns.map((run) => run.requestsPerSecond);
        return {
          target: target.name,
          paths: target.requests.map((request) => request.path ?? '/'),
          ...combineRounds(runs),
          ratioToHelloWorld: ratioOverRounds(rates, helloRates),
          bodyBytes: bytes,
          sameBytesRequestsPerSecond: median(sameRates),
          ratioToSameBytes: median(rates.map((rate, round) => rate / (sameRates[round] ?? NaN))),
        };
      }),
    ];
  } finally {
    await Promise.all([helloServer.stop(), server?.stop()]);
  }
}

/** The bare Fastify sending as many bytes as the target's answer carries on the wire. */
async function sameBytesAs(target: Target, hello: ChildServer) {
  const path = target.requests[0]?.path ?? '/';
  const bytes = await wireBytes(target.server.url + path, target.headers ?? ACCEPT_BR_GZIP);
  const sameBytes: Target = {
    name: 'same bytes',
    server: hello,
    requests: [{ path: `/bytes/${bytes}` }],
  };
  return { bytes, sameBytes };
}

export function printHttp(rows: HttpRow[], generator: LoadGenerator = loadGenerator()) {
  printTable(
    `HTTP, ${generator}, ${CONNECTIONS} connections, accept-encoding: br, gzip (targets: ≥ 50 % of hello-world, p99 ≤ 25 ms, zero errors and timeouts); medians over rounds, each target against the hello-world runs either side of it`,
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
