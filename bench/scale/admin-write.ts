/**
 * An admin write as the back-office makes it: read the recipe as the form edits it, change its
 * English title, save it (PUT, the whole recipe), then poll the public reads until they show it.
 */
import type { AdminRecipeDetail, RecipeFormValues } from '@chhiwat/core';
import { timedGet } from './traffic.ts';

/** The form's payload for a recipe as GET /api/admin/recipes/:id answers it, with another title. */
export function toRecipeInput(recipe: AdminRecipeDetail, titleEn: string): RecipeFormValues {
  return {
    slug: recipe.slug,
    title_en: titleEn,
    title_fr: recipe.title_fr,
    title_ar: recipe.title_ar,
    description_en: recipe.description_en,
    description_fr: recipe.description_fr,
    description_ar: recipe.description_ar,
    instructions_en: recipe.instructions_en,
    instructions_fr: recipe.instructions_fr,
    instructions_ar: recipe.instructions_ar,
    image_url: recipe.image_url,
    prep_time: recipe.prep_time,
    cooking_time: recipe.cooking_time,
    soak_time: recipe.soak_time,
    rest_time: recipe.rest_time,
    pressure_cooker_time: recipe.pressure_cooker_time,
    step_minutes: recipe.step_minutes,
    region: recipe.region,
    occasions: recipe.occasions,
    seasons: recipe.seasons,
    status: recipe.status,
    difficulty: recipe.difficulty,
    category: recipe.category,
    tags: recipe.tags,
    servings: recipe.servings,
    ingredients: recipe.ingredients.map((line) => ({
      ingredient_slug: line.ingredient_slug,
      optional: line.optional,
      key: line.key,
      quantity: line.quantity,
      unit: line.unit,
      note_en: line.note_en,
      note_fr: line.note_fr,
      note_ar: line.note_ar,
    })),
  };
}

/** A word no recipe has: `zq` and letters, one per run and write. */
export function uniqueWord(seed: number): string {
  let letters = '';
  for (let rest = Math.floor(seed); rest > 0; rest = Math.floor(rest / 26))
    letters = String.fromCharCode(97 + (rest % 26)) + letters;
  return `zq${letters || 'a'}`;
}

/** The title with the bench's word of an earlier run taken off, and this run's put on. */
export const titleWith = (title: string, word: string) =>
  `${title.replace(/( zq[a-z]+)+$/, '')} ${word}`;

const POLL_MS = 20;

/** Polls `isVisible` until it says yes; the milliseconds it took, or undefined after timeoutMs. */
async function until(isVisible: () => Promise<boolean>, timeoutMs: number) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (await isVisible()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return undefined;
}

export interface WriteTiming {
  slug: string;
  word: string;
  sentAt: number;
  answeredAt: number;
  status: number;
  /** From the write's answer until search and the recipe's page both showed it; undefined: never. */
  visibleMs?: number;
}

/** Renames one recipe through the admin API and waits for the public reads to show the name. */
export async function writeAndWatch(
  baseUrl: string,
  cookie: string,
  id: number,
  word: string,
  timeoutMs = 120_000,
): Promise<WriteTiming> {
  const detail = await fetch(`${baseUrl}/api/admin/recipes/${id}`, { headers: { cookie } });
  if (!detail.ok) throw new Error(`GET /api/admin/recipes/${id}: ${detail.status}`);
  const { recipe } = (await detail.json()) as { recipe: AdminRecipeDetail };
  const body = JSON.stringify(toRecipeInput(recipe, titleWith(recipe.title_en, word)));
  const sentAt = performance.now();
  const saved = await fetch(`${baseUrl}/api/admin/recipes/${id}`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    body,
  });
  const savedText = await saved.text();
  const answeredAt = performance.now();
  if (!saved.ok) throw new Error(`PUT /api/admin/recipes/${id}: ${saved.status} ${savedText}`);
  const slugField = `"slug":"${recipe.slug}"`;
  const inSearch = async () =>
    (await timedGet(`${baseUrl}/api/recipes?q=${word}&lang=en`)).body.includes(slugField);
  const onPage = async () =>
    (await timedGet(`${baseUrl}/api/recipes/${recipe.slug}`)).body.includes(word);
  const searchMs = await until(inSearch, timeoutMs);
  const pageMs = searchMs === undefined ? undefined : await until(onPage, timeoutMs);
  return {
    slug: recipe.slug,
    word,
    sentAt,
    answeredAt,
    status: saved.status,
    ...(pageMs !== undefined && { visibleMs: performance.now() - answeredAt }),
  };
}
