/**
 * This machine's speed drifts by ±20 % from one few-second run to the next, whatever runs. The
 * HTTP table therefore measures in rounds: each round runs the hello-world and then every target,
 * and each target's ratio is taken against the hello-world runs on either side of it. The row
 * reports the median over the rounds.
 */
import type { CannonSummary } from './cannon.ts';
import { median } from './stats.ts';

export interface Measured extends CannonSummary {
  serverCpuMicroseconds?: number;
}

/**
 * One row from a target's rounds: the median rate, p50 and CPU per answer, the worst p99, and every
 * request, error, timeout and non-2xx answer counted.
 */
export function combineRounds(rounds: readonly Measured[]): Measured {
  const errorKinds: Record<string, number> = {};
  for (const round of rounds)
    for (const [kind, count] of Object.entries(round.errorKinds))
      errorKinds[kind] = (errorKinds[kind] ?? 0) + count;
  const sum = (pick: (round: Measured) => number) =>
    rounds.reduce((total, round) => total + pick(round), 0);
  const cpu = rounds.flatMap((round) => round.serverCpuMicroseconds ?? []);
  return {
    requestsPerSecond: median(rounds.map((round) => round.requestsPerSecond)),
    p50Ms: median(rounds.map((round) => round.p50Ms)),
    p99Ms: Math.max(...rounds.map((round) => round.p99Ms)),
    requests: sum((round) => round.requests),
    errors: sum((round) => round.errors),
    timeouts: sum((round) => round.timeouts),
    non2xx: sum((round) => round.non2xx),
    errorKinds,
    ...(cpu.length > 0 && { serverCpuMicroseconds: median(cpu) }),
  };
}

/**
 * The median over rounds of a target's rate against the hello-world's: round r's target against
 * the mean of the hello-world run before it (`hello[r]`) and after it (`hello[r + 1]`).
 */
export function ratioOverRounds(target: readonly number[], hello: readonly number[]): number {
  if (hello.length !== target.length + 1)
    throw new Error(`${target.length} rounds need ${target.length + 1} hello-world runs`);
  return median(
    target.map(
      (rate, round) => rate / (((hello[round] as number) + (hello[round + 1] as number)) / 2),
    ),
  );
}
