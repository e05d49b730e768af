/**
 * Issue #10, Lighthouse: the npm package on Debian's Chromium, default mobile form factor and simulated
 * throttling, on `/`, `/recipes`, a recipe page and a blog post of the built server. Each figure is the
 * median of its runs (3, or 1 in --quick). Targets of issue #20 (never a pass/fail): performance ≥ 95,
 * LCP ≤ 1.8 s, CLS ≤ 0.05; TBT is shown too.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';
import { publicPaths } from '@chhiwat/core';
import { ensureBuilt, repoRoot, seededDataDir, startBuiltServer } from './built-server.ts';
import { median } from './stats.ts';
import { fixed, printTable, thousands } from './table.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The closed network refuses Chromium's own background connections; these keep it from trying.
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface LighthouseRow {
  page: string;
  path: string;
  runs: number;
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Lighthouse's measure of the host's CPU speed; lower is slower (a loaded machine inflates TBT). */
  benchmarkIndex: number;
}

type Figures = Omit<LighthouseRow, 'page' | 'path' | 'runs'>;

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/ensure-chromium.mjs')], {
    stdio: 'inherit',
  });
}

const ATTEMPTS = 3;

/** One Lighthouse run; a run whose trace broke (NO_NAVSTART, NO_FCP… on a busy machine) is run again. */
async function audit(url: string, port: number): Promise<Figures> {
  let lastError = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const result = await lighthouse(url, {
      port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return figuresOf(lhr);
    lastError = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
    console.log(`Lighthouse on ${url}, attempt ${attempt}: ${lastError}`);
  }
  throw new Error(`Lighthouse on ${url} failed ${ATTEMPTS} times: ${lastError}`);
}

function figuresOf(lhr: LighthouseResult): Figures {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: (lhr.categories.performance?.score ?? Number.NaN) * 100,
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    fcpMs: value('first-contentful-paint'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const medianOf = (runs: Figures[], key: keyof Figures) => median(runs.map((run) => run[key]));

export async function benchLighthouse(quick: boolean): Promise<LighthouseRow[]> {
  ensureBuilt();
  ensureChromium();
  const runs = quick ? 1 : 3;
  const server = await startBuiltServer({ dataDir: await seededDataDir() });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const list = (await (await fetch(`${server.url}/api/recipes?pageSize=1`)).json()) as {
      recipes: { slug: string }[];
    };
    const slug = list.recipes[0]?.slug ?? 'missing-recipe';
    const posts = (await (await fetch(`${server.url}/api/blog/posts`)).json()) as {
      posts: { slug: string }[];
    };
    const postSlug = posts.posts[0]?.slug ?? 'missing-post';
    const pages = [
      { page: 'home', path: publicPaths.home },
      { page: 'recipe list', path: publicPaths.recipes },
      { page: 'recipe', path: publicPaths.recipe(slug) },
      { page: 'blog post', path: publicPaths.blogPost(postSlug) },
    ];
    const rows: LighthouseRow[] = [];
    for (const page of pages) {
      const results: Figures[] = [];
      for (let run = 0; run < runs; run++)
        results.push(await audit(`${server.url}${page.path}`, chrome.port));
      rows.push({
        ...page,
        runs,
        performance: medianOf(results, 'performance'),
        lcpMs: medianOf(results, 'lcpMs'),
        cls: medianOf(results, 'cls'),
        tbtMs: medianOf(results, 'tbtMs'),
        fcpMs: medianOf(results, 'fcpMs'),
        benchmarkIndex: medianOf(results, 'benchmarkIndex'),
      });
    }
    return rows;
  } finally {
    chrome.kill();
    await server.stop();
  }
}

export function printLighthouse(rows: LighthouseRow[]) {
  printTable(
    'Lighthouse, mobile, simulated throttling, median of runs (targets: performance ≥ 95, LCP ≤ 1.8 s, CLS ≤ 0.05)',
    [
      'page',
      'path',
      'runs',
      'performance',
      'LCP (ms)',
      'CLS',
      'TBT (ms)',
      'FCP (ms)',
      'host index',
    ],
    rows.map((row) => [
      row.page,
      row.path,
      row.runs,
      fixed(row.performance, 0),
      thousands(row.lcpMs),
      fixed(row.cls, 3),
      thousands(row.tbtMs),
      thousands(row.fcpMs),
      thousands(row.benchmarkIndex),
    ]),
  );
}
