/** Slug rules of the spec: one pattern for every stored slug, two ways of making one. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MIN = 2;
export const SLUG_MAX = 100;

/**
 * Ingredient-form slug (back-office.md §5): lower-case, accents stripped, anything else non-alphanumeric
 * becomes a hyphen, repeats collapsed, edge hyphens trimmed, cut to 100 characters.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

/**
 * Fallback slug (public-site.md §5, back-office.md §5 for recipes and categories): lower-case, strip
 * everything except a-z, 0-9, spaces and hyphens, spaces become hyphens, repeated hyphens collapse.
 * Edge hyphens are trimmed too so the result is a valid stored slug; `fallback` when nothing is left,
 * or too little for a slug (a one-letter title).
 */
export function fallbackSlug(text: string, fallback = ''): string {
  const slug = text
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ +/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  return slug.length >= SLUG_MIN ? slug : fallback;
}

/** Adds -2, -3, … until `taken` says no; keeps the result within SLUG_MAX. */
export function uniqueSlug(base: string, taken: (slug: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}
