import type { FastifyInstance } from 'fastify';

/** The `<loc>`s of a sitemap index (its files) or of a `<urlset>` (its pages). */
export const sitemapLocs = (xml: string, element: 'sitemap' | 'url') =>
  [...xml.matchAll(new RegExp(`<${element}><loc>([^<]*)</loc>`, 'g'))].map((match) => match[1]);

/**
 * The sitemap as a crawler reads it: /sitemap.xml, then every file it lists (each must answer
 * 200), by path.
 */
export async function readSitemaps(app: Pick<FastifyInstance, 'inject'>) {
  const index = await app.inject('/sitemap.xml');
  if (index.statusCode !== 200) throw new Error(`/sitemap.xml answered ${index.statusCode}`);
  const files = new Map<string, string>();
  for (const loc of sitemapLocs(index.body, 'sitemap')) {
    const path = new URL(loc ?? '').pathname;
    const file = await app.inject(path);
    if (file.statusCode !== 200) throw new Error(`${path} answered ${file.statusCode}`);
    files.set(path, file.body);
  }
  return { index: index.body, files };
}

/** Whether any file of the sitemap lists the recipe. */
export async function sitemapNamesRecipe(app: Pick<FastifyInstance, 'inject'>, slug: string) {
  const { files } = await readSitemaps(app);
  return [...files.values()].some((xml) => xml.includes(`/recipe/${slug}<`));
}
