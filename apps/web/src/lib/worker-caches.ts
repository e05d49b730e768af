/**
 * What the service worker (src/service-worker/, decision 0020) keeps for offline reading, as the
 * pages read it: its Cache Storage names, and the recipes whose page it kept.
 */

/** The Cache Storage names the worker uses; the page reads the recipe cache to list saved recipes. */
export const CACHE_NAMES = {
  pages: 'chhiwat-pages',
  api: 'chhiwat-api',
  images: 'chhiwat-images',
} as const;

export interface SavedRecipe {
  slug: string;
  title: { ar: string; fr: string; en: string };
}

/** The recipes whose page the worker keeps (opened before), for the offline "not saved" page. */
export async function savedRecipes(): Promise<SavedRecipe[]> {
  if (!('caches' in window)) return [];
  const cache = await caches.open(CACHE_NAMES.api);
  const saved: SavedRecipe[] = [];
  for (const request of await cache.keys()) {
    const slug = /^\/api\/recipes\/([^/?]+)$/.exec(new URL(request.url).pathname)?.[1];
    const response = slug ? await cache.match(request) : undefined;
    if (!slug || !response) continue;
    const body = (await response.json().catch(() => undefined)) as
      { recipe?: { title_ar: string; title_fr: string; title_en: string } } | undefined;
    if (body?.recipe)
      saved.push({
        slug: decodeURIComponent(slug),
        title: { ar: body.recipe.title_ar, fr: body.recipe.title_fr, en: body.recipe.title_en },
      });
  }
  return saved;
}
