import { stepsOf } from '@chhiwat/core';

const INSTRUCTIONS = [
  ['en', 'English'],
  ['fr', 'French'],
  ['ar', 'Arabic'],
] as const;

type Instructions = Partial<Record<`instructions_${'en' | 'fr' | 'ar'}`, string | undefined>>;

/**
 * The steps the timers are shown against: the English instructions' (issue #40), else those of
 * the first language written, so that an imported French page can have its timers too.
 */
export function timedSteps(values: Instructions): { language: string; steps: string[] } {
  for (const [code, language] of INSTRUCTIONS) {
    const steps = stepsOf(values[`instructions_${code}`]);
    if (steps.length) return { language, steps };
  }
  return { language: 'English', steps: [] };
}

/**
 * The step timers with step `position`'s set to `minutes` (0: none): the others keep their
 * positions, and the list ends at its last timer.
 */
export function withMinutesAt(
  stepMinutes: readonly number[],
  position: number,
  minutes: number,
): number[] {
  const next = Array.from(
    { length: Math.max(stepMinutes.length, position + 1) },
    (_, at) => stepMinutes[at] ?? 0,
  );
  next[position] = minutes;
  while (next.length && !next[next.length - 1]) next.pop();
  return next;
}
