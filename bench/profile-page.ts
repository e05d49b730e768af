/**
 * Where a public page's load spends the main thread, for finding what Lighthouse counts as
 * blocking time: the built server's page opened in Chromium at a phone's size with the CPU 4×
 * slower (as Lighthouse's mobile simulation), profiled and traced until the app has started. It
 * prints each main-thread task over 50 ms with what it ran, then each function's inclusive time,
 * both mapped through the build's source maps (apps/web/sourcemaps/).
 *
 *   npm run build && npx tsx bench/profile-page.ts /recipes [rounds] [rows]
 *
 * KEEP_TRACE=1 keeps each round's Chromium trace in the temporary directory.
 *
 * Profiling, not a benchmark: the figures guide a change; Lighthouse judges it (bench/lighthouse.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';
import { repoRoot, seededDataDir, startBuiltServer } from './built-server.ts';
import {
  inclusiveTimes,
  samplesOf,
  type CpuProfile,
  type ProfileNode,
  type Sample,
} from './cpu-profile.ts';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { isLoadingMainFrame?: boolean } };
}

const [pagePath = '/', rounds = '2', rows = '40'] = process.argv.slice(2);
const mapsDir = path.join(repoRoot, 'apps/web/sourcemaps/assets');
const maps = new Map<string, TraceMap | undefined>();

function mapOf(url: string): TraceMap | undefined {
  const file = url.split('/').pop() ?? '';
  if (!maps.has(file)) {
    const mapPath = path.join(mapsDir, `${file}.map`);
    maps.set(
      file,
      fs.existsSync(mapPath) ? new TraceMap(fs.readFileSync(mapPath, 'utf8')) : undefined,
    );
  }
  return maps.get(file);
}

function sourceName({ callFrame }: ProfileNode): string {
  const map = callFrame.url ? mapOf(callFrame.url) : undefined;
  const where = map
    ? originalPositionFor(map, { line: callFrame.lineNumber + 1, column: callFrame.columnNumber })
    : undefined;
  if (where?.source) {
    const source = where.source.replace(/.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
    return `${where.name ?? callFrame.functionName} ${source}:${where.line}`;
  }
  return `${callFrame.functionName || '(anonymous)'} ${callFrame.url.split('/').pop()}`;
}

const GENERIC =
  /^(\(root\)|\(program\)|\(idle\)|\(garbage collector\))|react-dom\/|scheduler\/|react\/cjs/;

/** The main thread's tasks over 50 ms (at 4×, as Lighthouse counts them), each with what it ran. */
function longTasks(events: TraceEvent[], samples: readonly Sample[]) {
  // the page's renderer: the one that navigated (another may hold about:blank)
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame,
  );
  const start = navigation?.ts ?? 0;
  const main = events.find(
    (event) =>
      event.name === 'thread_name' &&
      event.pid === navigation?.pid &&
      JSON.stringify(event.args).includes('CrRendererMain'),
  );
  return events
    .filter(
      (event) => event.name === 'RunTask' && event.tid === main?.tid && (event.dur ?? 0) > 50_000,
    )
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = samples.filter((sample) => sample.at >= task.ts && sample.at <= end);
      const totals = new Map<string, number>();
      for (const { stack } of inside)
        for (const name of new Set(stack))
          if (!GENERIC.test(name)) totals.set(name, (totals.get(name) ?? 0) + 1);
      const top = [...totals].sort((a, b) => b[1] - a[1]).slice(0, 4);
      const trace = new Map<string, number>();
      for (const event of events)
        if (
          event.tid === task.tid &&
          event.ph === 'X' &&
          event.ts >= task.ts &&
          event.ts < end &&
          /^(Layout|UpdateLayoutTree|ParseHTML|Paint|v8\.evaluateModule|EvaluateScript|FunctionCall)$/.test(
            event.name,
          )
        )
          trace.set(event.name, (trace.get(event.name) ?? 0) + (event.dur ?? 0));
      return {
        at: (task.ts - start) / 1000,
        ms: (task.dur ?? 0) / 1000,
        what: [...trace]
          .map(([name, micros]) => `${name} ${(micros / 1000).toFixed(0)}`)
          .join(', '),
        functions: top.map(
          ([name, count]) =>
            `${name} (${((count / Math.max(inside.length, 1)) * 100).toFixed(0)} %)`,
        ),
      };
    });
}

const server = await startBuiltServer({ dataDir: await seededDataDir() });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (let round = 1; round <= Number(rounds); round++) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const tracePath = path.join(os.tmpdir(), `profile-page-${process.pid}-${round}.json`);
    await browser.startTracing(page, {
      path: tracePath,
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'loading',
        'blink.user_timing',
      ],
    });
    await page.goto(`${server.url}${pagePath}`);
    await page.waitForFunction(
      () => (globalThis as { __chhiwatStarted?: boolean }).__chhiwatStarted === true,
      null,
      {
        timeout: 30_000,
      },
    );
    await page.waitForTimeout(1500);
    const { profile } = await cdp.send('Profiler.stop');
    await browser.stopTracing();
    const events = (JSON.parse(fs.readFileSync(tracePath, 'utf8')) as { traceEvents: TraceEvent[] })
      .traceEvents;
    if (process.env.KEEP_TRACE) console.log(`(trace kept: ${tracePath})`);
    else fs.rmSync(tracePath);
    console.log(`\n${pagePath}, round ${round}: main-thread tasks over 50 ms (CPU 4× slower)`);
    const samples = samplesOf(profile as CpuProfile, sourceName);
    for (const task of longTasks(events, samples)) {
      console.log(`  at ${task.at.toFixed(0)} ms: ${task.ms.toFixed(0)} ms — ${task.what}`);
      for (const name of task.functions) console.log(`      ${name}`);
    }
    console.log(`\n${pagePath}, round ${round}: inclusive main-thread time (ms, CPU 4× slower)`);
    for (const [name, micros] of inclusiveTimes(samples).slice(0, Number(rows)))
      console.log(`${(micros / 1000).toFixed(1).padStart(9)}  ${name}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
