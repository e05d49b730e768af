/**
 * The scale bench's table (one column per size, the rows of issue #42) and its JSON file,
 * bench/results/scale-<date>.json: a rerun on the same day replaces the sizes it measured again
 * and keeps the others.
 */
import fs from 'node:fs';
import path from 'node:path';
import { scaleLabel } from './sizes.ts';
import type { OfflineFigures, SitemapFigures } from './outputs.ts';

export interface Spread {
  p95Ms: number;
  requests: number;
  /** Answers other than 200, connection failures included. */
  failed: number;
}

export interface ScaleResult {
  recipes: number;
  /** Seconds the load of the database took, when this run loaded it. */
  loadSeconds?: number;
  startMs: number;
  rssAfterStartMB: number;
  underWrites?: {
    rssPeakMB: number;
    write: {
      medianMs: number;
      maxMs: number;
      timings: { slug: string; visibleMs?: number | undefined; answerMs: number }[];
    };
    reads: {
      quietP99Ms: number;
      /** The slowest read of the 10 s without writes. */
      quietMaxMs: number;
      quietRequests: number;
      /** The slowest read in flight from a write's request until the public reads showed it. */
      worstDuringWriteMs: number;
      /** The slowest read in flight from a write's request until 10 s after its answer. */
      worstWithinWindowMs: number;
      longestSilenceMs: number;
      failed: number;
    };
  };
  offline?: OfflineFigures;
  sitemap?: SitemapFigures;
  search?: Spread & { oneMs: number };
  match4?: Spread & { oneMs: number };
  match10?: Spread & { oneMs: number };
  admin?: { firstMs: number; lastMs: number; lastQuery: string; total: number };
  /** Steps that failed, by name, with the reason. */
  errors: Record<string, string>;
}

/** A size whose run failed before it measured anything (the load, or the server's start). */
export interface ScaleFailure {
  recipes: number;
  failed: string;
}

export type ScaleOutcome = ScaleResult | ScaleFailure;

/** Milliseconds as a person reads them: 0.8 ms, 23 ms, 1,250 ms; never: "never". */
export function ms(value: number): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? '–' : 'never';
  return value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en');
}

export const seconds = (value: number) => (value / 1000).toFixed(1);

export function bytes(value: number): string {
  if (value >= 1024 * 1024) return `${(value / 1024 / 1024).toFixed(1)} MB`;
  return `${(value / 1024).toFixed(0)} KB`;
}

function offlineCell(offline: OfflineFigures): string {
  if (offline.status !== 200) return `HTTP ${offline.status}`;
  const whole = `${bytes(offline.gzipBytes)} gz (${bytes(offline.rawBytes)} raw)`;
  if (!offline.shards) return whole;
  const { count, largestGzipBytes, largestRawBytes } = offline.shards;
  return `manifest ${whole}; ${count} shards, largest ${bytes(largestGzipBytes)} gz (${bytes(largestRawBytes)} raw)`;
}

function sitemapCell(sitemap: SitemapFigures): string {
  if (sitemap.status !== 200) return `HTTP ${sitemap.status}`;
  const urls = sitemap.urls.toLocaleString('en');
  if (sitemap.files === 1) return `${urls} URLs, ${bytes(sitemap.bytes)}`;
  return `index of ${sitemap.files} files, ${urls} URLs; largest ${sitemap.largestFileUrls.toLocaleString('en')} URLs, ${bytes(sitemap.largestFileBytes)}`;
}

const spreadCell = (spread: Spread & { oneMs: number }) =>
  `${ms(spread.oneMs)} / ${ms(spread.p95Ms)}${spread.failed ? ` (${spread.failed} failed)` : ''}`;

type Cell = (result: ScaleResult) => string | undefined;

/** The rows: a label, and how a result fills its cell (undefined: the step failed). */
export const ROWS: [string, Cell][] = [
  ['start to first `/api/recipes` (s)', (r) => seconds(r.startMs)],
  [
    'RSS after start / peak during writes (MB)',
    (r) =>
      `${Math.round(r.rssAfterStartMB)} / ${r.underWrites ? Math.round(r.underWrites.rssPeakMB) : '–'}`,
  ],
  [
    'an admin write visible publicly, median / max of 5 (ms)',
    (r) =>
      r.underWrites && `${ms(r.underWrites.write.medianMs)} / ${ms(r.underWrites.write.maxMs)}`,
  ],
  [
    'slowest public read while a write shows / p99 without writes (ms)',
    (r) => {
      const reads = r.underWrites?.reads;
      if (!reads) return undefined;
      const silence =
        reads.longestSilenceMs > 1000 ? `; no answer for ${seconds(reads.longestSilenceMs)} s` : '';
      return `${ms(reads.worstDuringWriteMs)} / ${ms(reads.quietP99Ms)}${silence}`;
    },
  ],
  [
    'slowest public read within 10 s of a write / p99, slowest in 10 s without writes (ms)',
    (r) => {
      const reads = r.underWrites?.reads;
      return (
        reads &&
        `${ms(reads.worstWithinWindowMs)} / ${ms(reads.quietP99Ms)}, ${ms(reads.quietMaxMs)}`
      );
    },
  ],
  ['`/api/offline-catalogue`', (r) => r.offline && offlineCell(r.offline)],
  ['`/sitemap.xml`', (r) => r.sitemap && sitemapCell(r.sitemap)],
  [
    '`/api/recipes?q=tagine`, one / p95 under 10 connections (ms)',
    (r) => r.search && spreadCell(r.search),
  ],
  [
    '`/api/match`, 4 ingredients, uncached, one / p95 (ms)',
    (r) => r.match4 && spreadCell(r.match4),
  ],
  [
    '`/api/match`, 10 ingredients, uncached, one / p95 (ms)',
    (r) => r.match10 && spreadCell(r.match10),
  ],
  [
    'admin list, first / last page (ms)',
    (r) => r.admin && `${ms(r.admin.firstMs)} / ${ms(r.admin.lastMs)}`,
  ],
];

const isFailure = (outcome: ScaleOutcome): outcome is ScaleFailure => 'failed' in outcome;

/** The table as Markdown lines. */
export function scaleTable(outcomes: ScaleOutcome[]): string[] {
  const header = `| measure | ${outcomes.map((o) => scaleLabel(o.recipes)).join(' | ')} |`;
  const rule = `| :--- | ${outcomes.map(() => '---:').join(' | ')} |`;
  const rows = ROWS.map(([label, cell]) => {
    const cells = outcomes.map((o) => (isFailure(o) ? 'failed' : (cell(o) ?? 'failed')));
    return `| ${label} | ${cells.join(' | ')} |`;
  });
  return [header, rule, ...rows];
}

export function printScale(outcomes: ScaleOutcome[]) {
  console.log('\nThe server at scale (PostgreSQL, one process, 10 connections)');
  for (const line of scaleTable(outcomes)) console.log(line);
  for (const o of outcomes) {
    if (isFailure(o)) console.log(`${scaleLabel(o.recipes)}: failed: ${o.failed}`);
    else
      for (const [name, why] of Object.entries(o.errors))
        console.log(`${scaleLabel(o.recipes)} ${name}: ${why}`);
  }
}

/** Writes bench/results/scale-<date>.json, keeping the sizes an earlier run of the day measured. */
export function writeScaleResults(
  dir: string,
  outcomes: ScaleOutcome[],
  about: object,
  now = new Date(),
) {
  const file = path.join(dir, `scale-${now.toISOString().slice(0, 10)}.json`);
  const earlier = fs.existsSync(file)
    ? ((JSON.parse(fs.readFileSync(file, 'utf8')) as { sizes?: ScaleOutcome[] }).sizes ?? [])
    : [];
  const sizes = [
    ...earlier.filter((e) => !outcomes.some((o) => o.recipes === e.recipes)),
    ...outcomes,
  ].sort((a, b) => a.recipes - b.recipes);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ ...about, at: now.toISOString(), sizes }, null, 2));
  return file;
}
