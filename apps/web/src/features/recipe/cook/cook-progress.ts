import {
  parseStoredProgress,
  resumableProgress,
  resumeStep,
  type CookProgress,
} from '@chhiwat/core';

/** Where cook mode was left (issue #43): one recipe, its step and servings, for a day. */
const PROGRESS_KEY = 'chhiwat.cook';
/** Set once the visitor was told this browser cannot keep the screen on. */
const WAKE_NOTE_KEY = 'chhiwat.cook.wakeNoteShown';
/** The visitor's choice to hear each step as it opens. */
const READ_EACH_KEY = 'chhiwat.cook.readEachStep';

function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage blocked or full: cook mode still works, it just forgets on reload
  }
}

function readJson(key: string): unknown {
  try {
    return JSON.parse(readItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/** The step cook mode opens at for this recipe: the one left within a day, else the first. */
export function startingStep(recipeSlug: string, stepCount: number): number {
  return resumeStep(parseStoredProgress(readJson(PROGRESS_KEY)), recipeSlug, stepCount, Date.now());
}

/** The servings cook mode was left at for this recipe within a day, if it was. */
export function resumedServings(recipeSlug: string): number | undefined {
  return resumableProgress(parseStoredProgress(readJson(PROGRESS_KEY)), recipeSlug, Date.now())
    ?.servings;
}

export function saveProgress(progress: Omit<CookProgress, 'savedAt'>) {
  writeItem(PROGRESS_KEY, JSON.stringify({ ...progress, savedAt: Date.now() }));
}

/** True the first time only: the note about the screen is said once. */
export function firstWakeNote(): boolean {
  if (readItem(WAKE_NOTE_KEY)) return false;
  writeItem(WAKE_NOTE_KEY, '1');
  return true;
}

export const readEachStep = {
  get: () => readItem(READ_EACH_KEY) === '1',
  set: (on: boolean) => writeItem(READ_EACH_KEY, on ? '1' : '0'),
};
