/**
 * Real targets for the HTTP benchmarks, read from the running server and the build: recipe slugs,
 * ingredient slugs, pantries a person could have, and the hashed entry script of the web app.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './built-server.ts';

export interface SiteSample {
  recipeSlugs: string[];
  recipeCategories: string[];
  /** Ingredient slugs, the ones most recipes use first. */
  ingredientsByUse: string[];
  /** Pantries of 3 to 30 ingredients: common staples, and the full list of one or two real recipes. */
  pantries: string[][];
  /** `/assets/index-<hash>.js`, the script every page loads first. */
  entryScript: string;
}

interface RecipeList {
  recipes: { slug: string; category: string }[];
  total: number;
}
interface RecipeDetail {
  recipe: { ingredients: { ingredient_slug: string; optional: boolean }[] };
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return (await response.json()) as T;
}

export function entryScript(): string {
  const html = fs.readFileSync(path.join(repoRoot, 'apps/web/dist/index.html'), 'utf8');
  const match = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html);
  if (!match?.[1]) throw new Error('No entry script in apps/web/dist/index.html');
  return match[1];
}

export async function sampleSite(baseUrl: string): Promise<SiteSample> {
  const list = await getJson<RecipeList>(`${baseUrl}/api/recipes?pageSize=100&lang=en`);
  const recipeSlugs = list.recipes.map((recipe) => recipe.slug);
  const details = await Promise.all(
    recipeSlugs.map((slug) => getJson<RecipeDetail>(`${baseUrl}/api/recipes/${slug}`)),
  );
  const requiredOf = details.map((detail) =>
    detail.recipe.ingredients.filter((link) => !link.optional).map((link) => link.ingredient_slug),
  );
  const uses = new Map<string, number>();
  for (const slugs of requiredOf)
    for (const slug of slugs) uses.set(slug, (uses.get(slug) ?? 0) + 1);
  const ingredientsByUse = [...uses.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([slug]) => slug);
  const staples = (count: number) => ingredientsByUse.slice(0, count);
  const recipe = (index: number) => requiredOf[index % requiredOf.length] ?? [];
  const pantries = [
    staples(3),
    staples(8),
    staples(15),
    staples(30),
    [...new Set([...staples(5), ...recipe(3)])],
    [...new Set([...recipe(10), ...recipe(20)])],
  ];
  return {
    recipeSlugs,
    recipeCategories: [...new Set(list.recipes.map((r) => r.category))],
    ingredientsByUse,
    pantries,
    entryScript: entryScript(),
  };
}

export const matchPath = (pantry: string[]) =>
  `/api/match?ingredients=${pantry.map(encodeURIComponent).join(',')}&lang=ar`;
