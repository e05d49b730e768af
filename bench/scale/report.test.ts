import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bytes, ms, ROWS, scaleTable, writeScaleResults, type ScaleResult } from './report.ts';

const result: ScaleResult = {
  recipes: 10_000,
  startMs: 5700,
  rssAfterStartMB: 219.4,
  underWrites: {
    rssPeakMB: 592.2,
    write: { medianMs: 640, maxMs: Number.POSITIVE_INFINITY, timings: [] },
    reads: {
      quietP99Ms: 12.34,
      quietMaxMs: 40,
      quietRequests: 900,
      worstDuringWriteMs: 8000,
      worstWithinWindowMs: 8200,
      longestSilenceMs: 7000,
      failed: 0,
    },
  },
  sitemap: {
    status: 200,
    files: 3,
    urls: 100_063,
    bytes: 400,
    largestFileUrls: 50_000,
    largestFileBytes: 26 * 1024 * 1024,
  },
  errors: { offline: 'HTTP 500' },
};

describe('the scale table', () => {
  it('has a column per size and a row per measure, failed steps said so', () => {
    const lines = scaleTable([result, { recipes: 1_000_000, failed: 'heap out of memory' }]);
    expect(lines[0]).toBe('| measure | 10k | 1M |');
    expect(lines).toHaveLength(2 + ROWS.length);
    expect(lines).toContain('| start to first `/api/recipes` (s) | 5.7 | failed |');
    expect(lines).toContain('| `/api/offline-catalogue` | failed | failed |');
    expect(lines).toContain(
      '| an admin write visible publicly, median / max of 5 (ms) | 640 / never | failed |',
    );
    expect(lines).toContain(
      '| slowest public read while a write shows / p99 without writes (ms) | 8,000 / 12; no answer for 7.0 s | failed |',
    );
    expect(lines).toContain(
      '| slowest public read within 10 s of a write / p99, slowest in 10 s without writes (ms) | 8,200 / 12, 40 | failed |',
    );
    expect(lines).toContain(
      '| `/sitemap.xml` | index of 3 files, 100,063 URLs; largest 50,000 URLs, 26.0 MB | failed |',
    );
  });

  it('writes figures as people read them', () => {
    expect([ms(0.84), ms(23.4), ms(1250), ms(Number.NaN)]).toEqual(['0.8', '23', '1,250', '–']);
    expect([bytes(53 * 1024), bytes(8.6 * 1024 * 1024)]).toEqual(['53 KB', '8.6 MB']);
  });
});

describe('the results file', () => {
  it('keeps the sizes of an earlier run of the day that this run did not measure again', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-report-'));
    try {
      const day = new Date('2030-01-02T10:00:00Z');
      writeScaleResults(dir, [result, { recipes: 100_000, failed: 'first try' }], {}, day);
      const file = writeScaleResults(dir, [{ ...result, recipes: 100_000 }], { cores: 2 }, day);
      expect(path.basename(file)).toBe('scale-2030-01-02.json');
      const written = JSON.parse(fs.readFileSync(file, 'utf8')) as {
        cores: number;
        sizes: ScaleResult[];
      };
      expect(written.cores).toBe(2);
      expect(written.sizes.map((s) => [s.recipes, 'failed' in s])).toEqual([
        [10_000, false],
        [100_000, false],
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
