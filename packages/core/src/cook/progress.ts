/**
 * Where cook mode resumes (issue #43): "at the last step after a reload or a return within a
 * day". The page stores a CookProgress on every step change and reads it back here.
 */
import { z } from 'zod';

/** The "within a day". */
export const RESUME_WITHIN_MS = 24 * 60 * 60 * 1000;

export interface CookProgress {
  recipeSlug: string;
  /** The step on screen, from 0. */
  step: number;
  /** The servings the amounts were scaled to. */
  servings: number;
  /** When it was stored, in ms since the epoch. */
  savedAt: number;
}

const cookProgressSchema = z.object({
  recipeSlug: z.string().min(1),
  step: z.number().int().nonnegative(),
  servings: z.number().finite().positive(),
  savedAt: z.number().finite().nonnegative(),
});

/** Stored progress as it was saved, or undefined when there is none or it is malformed. */
export function parseStoredProgress(json: unknown): CookProgress | undefined {
  const parsed = cookProgressSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The progress to resume for this recipe: stored for it less than a day ago. A savedAt in the
 * future (the clock was set back) is not trusted.
 */
export function resumableProgress(
  progress: CookProgress | undefined,
  recipeSlug: string,
  now: number,
): CookProgress | undefined {
  if (!progress || progress.recipeSlug !== recipeSlug) return undefined;
  const age = now - progress.savedAt;
  return age >= 0 && age < RESUME_WITHIN_MS ? progress : undefined;
}

/** The step cook mode opens at: the stored one if it may be resumed and the recipe has it, else 0. */
export function resumeStep(
  progress: CookProgress | undefined,
  recipeSlug: string,
  stepCount: number,
  now: number,
): number {
  const step = resumableProgress(progress, recipeSlug, now)?.step;
  return step !== undefined && step < stepCount ? step : 0;
}
