/**
 * What a visitor's kitchen adds to matching (decision 0016): the staples they always have, which
 * count as on hand, and the swaps of the catalogue, which cover a missing ingredient with ones on
 * hand at a lower weight. Pure data and lookups; the scoring itself is in matching.ts.
 */

export const SWAP_QUALITIES = ['equivalent', 'close', 'pinch'] as const;
export type SwapQuality = (typeof SWAP_QUALITIES)[number];

/**
 * How much a swapped ingredient counts toward the match percentage, in percent of one ingredient
 * had as written (whole numbers, so every sum is exact in the index and the reference alike).
 */
export const SWAP_WEIGHTS: Record<SwapQuality, number> = {
  equivalent: 90,
  close: 75,
  pinch: 50,
};

/** "Missing `missing` can be replaced by `using` (all of them)". */
export interface SwapRule {
  missing: string;
  using: readonly string[];
  quality: SwapQuality;
}

export interface Kitchen {
  /** Counted as on hand; never missing. */
  staples: ReadonlySet<string>;
  /** The swap rules by the ingredient they replace; empty when swaps are off. */
  swaps: ReadonlyMap<string, readonly SwapRule[]>;
}

export const EMPTY_KITCHEN: Kitchen = { staples: new Set(), swaps: new Map() };

/** A kitchen from the staples counted and the catalogue's swap rules (none when swaps are off). */
export function kitchenOf(staples: Iterable<string>, rules: readonly SwapRule[]): Kitchen {
  const swaps = new Map<string, SwapRule[]>();
  for (const rule of rules) {
    const list = swaps.get(rule.missing);
    if (list) list.push(rule);
    else swaps.set(rule.missing, [rule]);
  }
  // the best rule first, so the first that applies is the one to use
  for (const list of swaps.values())
    list.sort((a, b) => SWAP_WEIGHTS[b.quality] - SWAP_WEIGHTS[a.quality]);
  return { staples: new Set(staples), swaps };
}

/** The best rule that replaces `missing` with ingredients all on hand, if any. */
export function swapFor(
  missing: string,
  onHand: (slug: string) => boolean,
  kitchen: Kitchen,
): SwapRule | undefined {
  return kitchen.swaps.get(missing)?.find((rule) => rule.using.every(onHand));
}

/**
 * The visitor's "My kitchen" settings, kept in the browser under KITCHEN_STORAGE_KEY as JSON:
 * `staples` — the slugs they always have, or null for the catalogue's staples (until they edit);
 * `countStaples` — "Count my staples as available" (on by default); `swaps` — "Allow swaps" (on).
 */
export const KITCHEN_STORAGE_KEY = 'chhiwat.kitchen';

export interface KitchenSettings {
  staples: string[] | null;
  countStaples: boolean;
  swaps: boolean;
}

export const DEFAULT_KITCHEN_SETTINGS: KitchenSettings = {
  staples: null,
  countStaples: true,
  swaps: true,
};

/** Reads stored settings defensively: what is missing or malformed takes its default. */
export function parseStoredKitchen(raw: string | null): KitchenSettings {
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : undefined;
  } catch {
    value = undefined;
  }
  if (!value || typeof value !== 'object') return { ...DEFAULT_KITCHEN_SETTINGS };
  const stored = value as Record<string, unknown>;
  const staples = Array.isArray(stored.staples)
    ? [...new Set(stored.staples.filter((slug): slug is string => typeof slug === 'string'))]
    : null;
  return {
    staples,
    countStaples: typeof stored.countStaples === 'boolean' ? stored.countStaples : true,
    swaps: typeof stored.swaps === 'boolean' ? stored.swaps : true,
  };
}

/**
 * The query parameters of GET /api/match and /api/recipes for these settings: `staples` absent
 * means the catalogue's, empty means none; `swaps=0` turns swaps off.
 */
export function kitchenQuery(settings: KitchenSettings): Record<string, string> {
  const query: Record<string, string> = {};
  if (!settings.countStaples) query.staples = '';
  else if (settings.staples) query.staples = [...settings.staples].sort().join(',');
  if (!settings.swaps) query.swaps = '0';
  return query;
}

/** The staples these settings count, given the catalogue's. */
export function countedStaples(
  settings: KitchenSettings,
  catalogueStaples: readonly string[],
): string[] {
  if (!settings.countStaples) return [];
  return settings.staples ?? [...catalogueStaples];
}

/**
 * The part of a catalogue one recipe is matched with: the swap rules for its ingredients, and its
 * ingredients with those the rules use (a recipe page carries this instead of the whole catalogue).
 */
export function recipeKitchenOf<
  I extends { slug: string },
  S extends { missing: string; using: readonly string[] },
>(
  catalogue: { ingredients: readonly I[]; substitutions: readonly S[] },
  lineSlugs: readonly string[],
): { ingredients: I[]; substitutions: S[] } {
  const lines = new Set(lineSlugs);
  const substitutions = catalogue.substitutions.filter((rule) => lines.has(rule.missing));
  const wanted = new Set([...lines, ...substitutions.flatMap((rule) => rule.using)]);
  return {
    ingredients: catalogue.ingredients.filter((ingredient) => wanted.has(ingredient.slug)),
    substitutions,
  };
}
