import type { FastifyInstance } from 'fastify';
import { sitemapNamesRecipe } from './sitemaps.ts';

/** Every public read answering a recipe, as a visitor or a crawler reaches it. */
export const SERVED = {
  page: 200,
  api: 200,
  shareImage: 200,
  illustration: 200,
  list: true,
  match: true,
  offlineCatalogue: true,
  sitemap: true,
};
/** None of them: a recipe the public site must not show. */
export const GONE = {
  page: 404,
  api: 404,
  shareImage: 404,
  illustration: 404,
  list: false,
  match: false,
  offlineCatalogue: false,
  sitemap: false,
};

const slugsOf = (body: { recipes: { slug: string }[] }) => body.recipes.map((r) => r.slug);

/**
 * Where a visitor reaches the recipe `slug` (whose lines are `ingredients`): its page, its API
 * answer, its share image and illustration, and whether the list, matching, the offline catalogue
 * and the sitemap name it.
 */
export async function whereServed(app: FastifyInstance, slug: string, ingredients: string[]) {
  const status = async (url: string) => (await app.inject(url)).statusCode;
  const json = async (url: string) => (await app.inject(url)).json();
  const match = `/api/match?lang=en&pageSize=100&matchesOnly=0&ingredients=${ingredients.join(',')}`;
  return {
    page: await status(`/recipe/${slug}?lang=en`),
    api: await status(`/api/recipes/${slug}`),
    shareImage: await status(`/share/recipe/${slug}/og-en.jpg`),
    illustration: await status(`/recipe-pictures/${slug}.svg`),
    list: slugsOf(await json(`/api/recipes?q=${slug}&lang=en`)).includes(slug),
    match: slugsOf(await json(match)).includes(slug),
    offlineCatalogue: (await offlineSlugs(app)).includes(slug),
    sitemap: await sitemapNamesRecipe(app, slug),
  };
}

/** Every recipe the offline catalogue's shards hold (issue #42: a manifest, then its shards). */
async function offlineSlugs(app: FastifyInstance): Promise<string[]> {
  const manifest = (await app.inject('/api/offline-catalogue')).json() as {
    shards: { id: number; version: number }[];
  };
  const slugs: string[] = [];
  for (const { id, version } of manifest.shards) {
    const shard = (await app.inject(`/api/offline-catalogue/shards/${id}?v=${version}`)).json();
    slugs.push(...slugsOf(shard));
  }
  return slugs;
}
