import { describe, expect, it } from 'vitest';
import { parseWrkReport, wrkDurationMs } from './wrk.ts';

// A report as wrk 4.1 prints it with --latency (numbers from a run against the home page).
const REPORT = `Running 8s test @ http://127.0.0.1:40123/
  1 threads and 20 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.04ms  379.07us  13.13ms   91.74%
    Req/Sec    19.54k     1.23k   21.02k    80.00%
  Latency Distribution
     50%    0.98ms
     75%    1.12ms
     90%    1.35ms
     99%    2.64ms
  155512 requests in 8.00s, 3.10GB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 7
Requests/sec:  19438.21
Transfer/sec:    396.35MB
`;

describe('wrk report', () => {
  it('reads the rate, the percentiles, the errors and the non-2xx answers', () => {
    expect(parseWrkReport(REPORT, 8)).toEqual({
      requestsPerSecond: 19438.21,
      p50Ms: 0.98,
      p99Ms: 2.64,
      requests: 155512,
      errors: 5,
      timeouts: 3,
      errorKinds: { read: 2, timeout: 3 },
      non2xx: 7,
    });
  });

  it('counts no errors when wrk printed none', () => {
    const clean = REPORT.replace(/ {2}Socket errors.*\n {2}Non-2xx.*\n/, '');
    expect(parseWrkReport(clean, 8)).toMatchObject({ errors: 0, timeouts: 0, non2xx: 0 });
  });

  it('reads durations in every unit wrk prints', () => {
    expect(wrkDurationMs('379.07us')).toBeCloseTo(0.37907);
    expect(wrkDurationMs('1.04ms')).toBe(1.04);
    expect(wrkDurationMs('2.01s')).toBeCloseTo(2010);
    expect(() => wrkDurationMs('fast')).toThrow(/Not a wrk duration/);
  });
});
