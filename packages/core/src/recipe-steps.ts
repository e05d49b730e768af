/**
 * A recipe's steps in one language: its instructions hold one step a line, in order (issue #40).
 * Blank lines are not steps.
 */
export function stepsOf(instructions: unknown): string[] {
  if (typeof instructions !== 'string') return [];
  return instructions
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A step's timed wait, or null when the step has none. */
export function stepMinutesAt(stepMinutes: readonly number[], position: number): number | null {
  const minutes = stepMinutes[position];
  return minutes ? minutes : null;
}
