/**
 * The public site's route table (public-site.md §2), shared by the web app's router and the server,
 * which answers a real 404 status for any other path while still sending the app.
 */
export const publicPaths = {
  home: '/',
  recipes: '/recipes',
  recipe: (slug: string) => `/recipe/${encodeURIComponent(slug)}`,
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  list: '/list',
} as const;

const knownAppPath = [
  /^\/$/,
  /^\/recipes\/?$/,
  /^\/recipe\/[^/]+\/?$/,
  /^\/(about|contact|privacy|terms|blog|list)\/?$/,
  /^\/blog\/[^/]+\/?$/,
  /^\/admin(\/.*)?$/,
];

/** Whether the web app has a screen for this path (anything else is the 404 page). */
export function isKnownAppPath(pathname: string): boolean {
  return knownAppPath.some((pattern) => pattern.test(pathname));
}
