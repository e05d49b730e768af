import { describe, expect, it } from 'vitest';
import {
  assertLoopback,
  localUrl,
  longestSilence,
  overlapping,
  p,
  slowest,
  within,
  type Sample,
} from './traffic.ts';

const sample = (startedAt: number, endedAt: number): Sample => ({
  startedAt,
  endedAt,
  status: 200,
});

describe('load samples by window', () => {
  const samples = [sample(0, 10), sample(5, 40), sample(20, 25), sample(30, 130), sample(140, 150)];

  it('keeps in a window only what was sent and answered in it', () => {
    expect(within(samples, 0, 30)).toEqual([sample(0, 10), sample(20, 25)]);
  });

  it('counts as overlapping whatever was in flight at some moment of the window', () => {
    expect(overlapping(samples, 50, 100)).toEqual([sample(30, 130)]);
    expect(slowest(overlapping(samples, 24, 35))).toBe(100);
  });

  it('has no slowest latency without samples', () => {
    expect(slowest([])).toBeNaN();
  });

  it('gives percentiles of latencies', () => {
    expect(p(samples, 0.5)).toBe(10);
    expect(p(samples, 0.99)).toBe(100);
  });

  it('measures the longest time no answer came, up to the window’s end', () => {
    expect(longestSilence(samples, 0, 130)).toBe(90);
    expect(longestSilence(samples, 131, 200)).toBe(50);
    expect(longestSilence([], 0, 30)).toBe(30);
  });
});

describe('loopback only', () => {
  it('refuses a base URL that is not 127.0.0.1', () => {
    expect(() => assertLoopback('http://127.0.0.1:3000')).not.toThrow();
    expect(() => assertLoopback('https://chhiwat.example')).toThrow('chhiwat.example');
  });

  it('sends a URL an answer names to the same path here', () => {
    expect(localUrl('http://127.0.0.1:4000', 'https://chhiwat.example/sitemap-2.xml?v=3')).toBe(
      'http://127.0.0.1:4000/sitemap-2.xml?v=3',
    );
    expect(localUrl('http://127.0.0.1:4000', '/api/offline-catalogue/7')).toBe(
      'http://127.0.0.1:4000/api/offline-catalogue/7',
    );
  });
});
