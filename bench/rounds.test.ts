import { describe, expect, it } from 'vitest';
import { combineRounds, ratioOverRounds, type Measured } from './rounds.ts';

const round = (requestsPerSecond: number, extra: Partial<Measured> = {}): Measured => ({
  requestsPerSecond,
  p50Ms: 1,
  p99Ms: 3,
  requests: requestsPerSecond * 4,
  errors: 0,
  timeouts: 0,
  errorKinds: {},
  non2xx: 0,
  ...extra,
});

describe('rounds of the HTTP table', () => {
  it("keeps the median rate and CPU, the worst p99, and counts every round's requests and errors", () => {
    const combined = combineRounds([
      round(100, { p99Ms: 2, serverCpuMicroseconds: 50 }),
      round(300, { p99Ms: 9, errors: 2, timeouts: 1, errorKinds: { timeout: 1, read: 1 } }),
      round(200, { non2xx: 4, serverCpuMicroseconds: 40, errorKinds: { read: 2 } }),
    ]);
    expect(combined).toEqual({
      requestsPerSecond: 200,
      p50Ms: 1,
      p99Ms: 9,
      requests: 2400,
      errors: 2,
      timeouts: 1,
      non2xx: 4,
      errorKinds: { timeout: 1, read: 3 },
      serverCpuMicroseconds: 45,
    });
    expect(combineRounds([round(10)])).not.toHaveProperty('serverCpuMicroseconds');
  });

  it('compares each round with the hello-world runs on either side of it', () => {
    // round 1 ran in a slow stretch that slowed the hello-world around it too: it still reads 50 %
    expect(ratioOverRounds([50, 40, 80], [100, 100, 60, 100])).toBeCloseTo(0.5);
    expect(ratioOverRounds([40, 30, 50], [100, 60, 60, 100])).toBeCloseTo(0.5);
    expect(() => ratioOverRounds([1, 2], [1, 2])).toThrow('2 rounds need 3 hello-world runs');
  });
});
