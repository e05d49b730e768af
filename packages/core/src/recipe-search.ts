import type { RecipeListItem, RecipeMatch } from './api/recipes.ts';
import type { Substitution } from './api/substitutions.ts';
import type { Difficulty, Language, Occasion, Region, Season } from './catalogue.ts';
import { kitchenOf, type Kitchen, type SwapRule } from './kitchen.ts';
import { MatchIndex, type IndexedMatch } from './match-index.ts';
import {
  compareMatches,
  matchRecipe,
  MAX_MISSING_DEFAULT,
  passesFilters,
  rankingRuleOf,
  type SortOrder,
} from './matching.ts';
import { compareNames, compareText, normalizeSearchText } from './search.ts';
import { SmallestKeys, topK } from './top-k.ts';

/** A public recipe card as the catalogue holds it: the list item without a match. */
export interface RecipeCard extends Omit<RecipeListItem, 'match'> {
  has_instructions: boolean;
}

/**
 * What ranking, the filters and the orders read of a recipe (issue #42): a server holds these in
 * memory for every recipe, and reads the rest of a card for the page it answers.
 */
export type RecipeFacts = Pick<
  RecipeCard,
  | 'slug'
  | 'title_ar'
  | 'title_fr'
  | 'title_en'
  | 'category'
  | 'difficulty'
  | 'total_time'
  | 'soak_time'
  | 'region'
  | 'occasions'
  | 'seasons'
  | 'has_instructions'
>;

/** A list item made from `C`: the card (or facts) without `has_instructions`, with its match. */
export type ListItemOf<C extends RecipeFacts> = Omit<C, 'has_instructions'> & {
  match: RecipeMatch | null;
};

export interface RecipeLine {
  slug: string;
  optional: boolean;
  key: boolean;
}

/**
 * What the public lists and matching are computed from, as plain data: the server reads it from the
 * database, and the browser keeps it (the offline catalogue) to rank the same way without a network.
 */
export interface CatalogueData<C extends RecipeFacts = RecipeCard> {
  version: number;
  recipes: C[];
  /** Each recipe's ingredient lines, by the recipe's position in `recipes`. */
  links: RecipeLine[][];
  /** The catalogue's staples: what a visitor counts unless they say otherwise (decision 0016). */
  staples: string[];
  /** Every swap rule. */
  substitutions: Substitution[];
}

/**
 * The data with what searching it needs: the match index, the orders and, for full cards, the
 * normalised search texts (facts have none: their text search is the caller's, `matchesText`).
 */
export interface CatalogueSnapshot<C extends RecipeFacts = RecipeCard> extends CatalogueData<C> {
  index: MatchIndex;
  /** Per language: normalised title + description; tags are searched in every language. */
  searchText?: Record<Language, string[]>;
  tags?: string[][];
  /**
   * Each order a list can take, made once per index rather than per search: titles per language
   * (`titleOrder`), and the orders of `compareMatches` for recipes that match nothing.
   */
  orders: {
    title: Record<Language, Ordering>;
    cookingTime: Ordering;
    difficulty: Ordering;
    /** Without picks every recipe scores alike, and the slug decides. */
    matchScore: Ordering;
  };
}

/** The ordinals in an order, and each ordinal's place in it. */
interface Ordering {
  order: Int32Array;
  rank: Int32Array;
}

/** Indexes the catalogue for `searchRecipes`, its text included. */
export function indexCatalogue(data: CatalogueData): CatalogueSnapshot {
  const { recipes } = data;
  const text = (language: Language) =>
    recipes.map((r) =>
      normalizeSearchText(`${r[`title_${language}`]} ${r[`description_${language}`]}`),
    );
  return {
    ...indexFacts(data),
    searchText: { ar: text('ar'), fr: text('fr'), en: text('en') },
    tags: recipes.map((recipe) => recipe.tags.map(normalizeSearchText)),
  };
}

/**
 * Whether a card holds a query's folded text, as an indexed catalogue finds it: in its title and
 * description in the query's language, or in one of its tags.
 */
export function holdsText(card: RecipeCard, text: string, language: Language): boolean {
  const own = normalizeSearchText(
    `${card[`title_${language}`]} ${card[`description_${language}`]}`,
  );
  return own.includes(text) || card.tags.some((tag) => normalizeSearchText(tag).includes(text));
}

/**
 * Orders made elsewhere (a server's database keeps them), as ordinals: each language's in
 * `titleOrder`, and the slugs' in code point order.
 */
export interface KeptOrders {
  title: Record<Language, Int32Array>;
  slug: Int32Array;
}

/**
 * Indexes recipes' facts for `searchRecipes`: matching and the orders, no text. `kept`, when given,
 * must be those orders (they spare folding and sorting every title and slug).
 */
export function indexFacts<C extends RecipeFacts>(
  data: CatalogueData<C>,
  kept?: KeptOrders,
): CatalogueSnapshot<C> {
  const { recipes, links } = data;
  const index = new MatchIndex(
    recipes.map((recipe, ordinal) => ({
      slug: recipe.slug,
      totalTime: recipe.total_time,
      difficulty: recipe.difficulty,
      hasInstructions: recipe.has_instructions,
      ingredients: links[ordinal] ?? [],
    })),
    kept?.slug,
  );
  // the kitchen most queries count: the catalogue's staples, swaps on
  index.prepareKitchen(kitchenFor(data.staples, data.substitutions));
  return {
    ...data,
    index,
    orders: ordersOf(recipes, index, kept?.title),
  };
}

/**
 * The order of titles (decision 0044): `compareNames` — case, accents and Arabic letter forms
 * folded, then code points — then the slug. The same in every engine, whatever its ICU data, and
 * made with one fold per title rather than a collator comparison per pair.
 */
export const titleOrder =
  (language: Language) =>
  (
    a: Pick<RecipeFacts, 'slug' | `title_${Language}`>,
    b: Pick<RecipeFacts, 'slug' | `title_${Language}`>,
  ) =>
    compareNames(a[`title_${language}`], b[`title_${language}`]) || compareText(a.slug, b.slug);

const DIFFICULTY_PLACE: Record<Difficulty, number> = { easy: 0, medium: 1, hard: 2 };

/**
 * The list orders. Every order ends on the slug, whose rank the match index has made once: the
 * orders by a number sort one number per recipe (the number, then the slug's rank) natively,
 * rather than comparing slugs a million times each; titles compare their folded forms first.
 */
function ordersOf(
  recipes: readonly RecipeFacts[],
  index: MatchIndex,
  titleOrders?: Record<Language, Int32Array>,
): CatalogueSnapshot['orders'] {
  const { slugRank, ordinalBySlugRank } = index;
  const size = recipes.length;
  const ranksOf = (order: Int32Array): Ordering => {
    const rank = new Int32Array(size);
    order.forEach((ordinal, place) => (rank[ordinal] = place));
    return { order, rank };
  };
  const by = (key: (recipe: RecipeFacts) => number): Ordering => {
    const keys = new Float64Array(size);
    recipes.forEach((recipe, ordinal) => {
      keys[ordinal] = key(recipe) * size + (slugRank[ordinal] as number);
    });
    keys.sort();
    return ranksOf(Int32Array.from(keys, (k) => ordinalBySlugRank[k % size] as number));
  };
  const byTitle = (language: Language) =>
    ranksOf(
      titleOrders?.[language] ??
        Int32Array.from(recipes.keys()).sort(titleComparison(recipes, language, slugRank)),
    );
  return {
    title: { ar: byTitle('ar'), fr: byTitle('fr'), en: byTitle('en') },
    cookingTime: by((recipe) => recipe.total_time),
    difficulty: by((recipe) => DIFFICULTY_PLACE[recipe.difficulty]),
    matchScore: { order: Int32Array.from(ordinalBySlugRank), rank: Int32Array.from(slugRank) },
  };
}

/** `titleOrder` over ordinals, with each title folded once rather than per comparison. */
function titleComparison(
  recipes: readonly RecipeFacts[],
  language: Language,
  slugRank: Int32Array,
) {
  const keys = recipes.map((recipe) => normalizeSearchText(recipe[`title_${language}`]));
  const title = (ordinal: number) => (recipes[ordinal] as RecipeFacts)[`title_${language}`];
  return (a: number, b: number) =>
    compareText(keys[a] as string, keys[b] as string) ||
    compareText(title(a), title(b)) ||
    (slugRank[a] as number) - (slugRank[b] as number);
}

export interface RecipeQuery {
  q?: string | undefined;
  category?: string | undefined;
  difficulty?: Difficulty | undefined;
  maxTime?: number | undefined;
  region?: Region | undefined;
  occasion?: Occasion | undefined;
  season?: Season | undefined;
  noSoaking?: boolean | undefined;
  ingredients: string[];
  matchesOnly: boolean;
  includeOptional: boolean;
  maxMissing?: number | undefined;
  /** The staples the visitor counts as at hand; undefined: the catalogue's (decision 0016). */
  staples?: string[] | undefined;
  /** Whether swaps may cover a missing ingredient. */
  swaps: boolean;
  sort?: SortOrder | 'title' | undefined;
  lang: Language;
  page: number;
  pageSize: number;
}

/**
 * A catalogue in parts (issue #42): a base indexed once, and the recipes changed since indexed
 * apart, with their old entries `hidden` in the base. A write then costs an index of what it
 * changed, not of the whole catalogue; the answers are those of one index over the union.
 */
export interface CatalogueParts<C extends RecipeFacts = RecipeCard> {
  staples: string[];
  substitutions: Substitution[];
  parts: readonly CataloguePart<C>[];
}

export interface CataloguePart<C extends RecipeFacts = RecipeCard> {
  snapshot: CatalogueSnapshot<C>;
  /** 1 at the ordinal of a recipe left out (changed or gone since this part was indexed). */
  hidden?: Uint8Array | undefined;
}

/** A recipe of one part. */
interface Entry<C extends RecipeFacts = RecipeFacts> {
  part: CataloguePart<C>;
  ordinal: number;
}

/**
 * The recipes of one part holding a search's folded text: their ordinals, ascending, and a test by
 * ordinal (one bit per recipe).
 */
export class PartHolders {
  private readonly bits: Uint32Array;

  constructor(
    readonly ordinals: Int32Array,
    size: number,
  ) {
    this.bits = new Uint32Array((size + 31) >>> 5);
    for (const ordinal of ordinals) {
      const word = ordinal >>> 5;
      this.bits[word] = (this.bits[word] as number) | (1 << (ordinal & 31));
    }
  }

  holds(ordinal: number): boolean {
    return (((this.bits[ordinal >>> 5] ?? 0) >>> (ordinal & 31)) & 1) === 1;
  }
}

/** The ordinals of `part` whose recipe passes `test`, as PartHolders. */
export function holdersWhere<C extends RecipeFacts>(
  part: CataloguePart<C>,
  test: (recipe: C) => boolean,
): PartHolders {
  const { recipes } = part.snapshot;
  const ordinals = recipes.flatMap((recipe, ordinal) => (test(recipe) ? [ordinal] : []));
  return new PartHolders(Int32Array.from(ordinals), recipes.length);
}

/**
 * How a search reads text: for a catalogue indexed without it (facts), `textHolders` says which
 * recipes of a part hold the query's folded text, as `indexCatalogue`'s texts would. Only those are
 * then walked, not the whole catalogue.
 */
export interface SearchOptions<C extends RecipeFacts> {
  textHolders?: ((part: CataloguePart<C>) => PartHolders) | undefined;
}

const partsOf = <C extends RecipeFacts>(
  catalogue: CatalogueSnapshot<C> | CatalogueParts<C>,
): CatalogueParts<C> =>
  'parts' in catalogue
    ? catalogue
    : {
        staples: catalogue.staples,
        substitutions: catalogue.substitutions,
        parts: [{ snapshot: catalogue }],
      };

const isShown = (part: CataloguePart<RecipeFacts>, ordinal: number) => part.hidden?.[ordinal] !== 1;

const NO_SWAPS: readonly SwapRule[] = [];
/** Kitchens by their staples and rules, as arrays: the catalogue's own is one object for every query. */
const kitchens = new WeakMap<readonly string[], WeakMap<readonly SwapRule[], Kitchen>>();

/** `kitchenOf`, made once per pair of arrays (the index keeps what it counts per kitchen object). */
function kitchenFor(staples: readonly string[], rules: readonly SwapRule[]): Kitchen {
  let byRules = kitchens.get(staples);
  if (!byRules) kitchens.set(staples, (byRules = new WeakMap()));
  let kitchen = byRules.get(rules);
  if (!kitchen) byRules.set(rules, (kitchen = kitchenOf(staples, rules)));
  return kitchen;
}

/** How many recipes `hidden` hides, counted once per array (a part's is never changed). */
function hiddenCountOf(hidden: Uint8Array | undefined): number {
  if (!hidden) return 0;
  let count = hiddenCounts.get(hidden);
  if (count === undefined) {
    count = 0;
    // the hidden are few (a base is read again past a few thousand): the engine's own search
    for (let at = hidden.indexOf(1); at !== -1; at = hidden.indexOf(1, at + 1)) count++;
    hiddenCounts.set(hidden, count);
  }
  return count;
}
const hiddenCounts = new WeakMap<Uint8Array, number>();

/**
 * The public recipe list and the match endpoint: filters, text search, matching through the index,
 * the requested order and one page. `matchingCount` is how many recipes the selection can make
 * (the sticky bar's number), whatever the filters.
 */
export function searchRecipes<C extends RecipeFacts = RecipeCard>(
  catalogue: CatalogueSnapshot<C> | CatalogueParts<C>,
  query: RecipeQuery,
  options: SearchOptions<C> = {},
): RecipeSearchResult<ListItemOf<C>> {
  const { staples, substitutions, parts } = partsOf(catalogue);
  const selection = new Set(query.ingredients);
  const sort = query.sort ?? (selection.size ? 'matchScore' : 'title');
  const matchOptions = {
    includeOptional: query.includeOptional,
    maxMissing: query.maxMissing ?? MAX_MISSING_DEFAULT,
    kitchen: kitchenFor(query.staples ?? staples, query.swaps ? substitutions : NO_SWAPS),
  };
  if (selection.size && query.matchesOnly && sort !== 'title')
    return rankedMatches(parts, query, selection, sort, matchOptions, options);
  if (!selection.size) return browse(parts, query, sort, matchOptions.kitchen, options);

  const matches = new Map<CataloguePart<C>, Map<number, IndexedMatch>>();
  const kept: Entry<C>[] = [];
  let matchingCount = 0;
  for (const part of parts) {
    const { snapshot, hidden } = part;
    const matched = selection.size
      ? snapshot.index.match(selection, {
          ...matchOptions,
          hidden,
          everyRecipe: !query.matchesOnly,
        })
      : [];
    if (selection.size)
      matchingCount += snapshot.index.rank(selection, {
        ...matchOptions,
        hidden,
        count: 0,
      }).canMakeCount;
    matches.set(part, new Map(matched.map((m) => [m.ordinal, m])));
    const { accept, candidates } = acceptedBy(part, query, options);
    const ordinals =
      selection.size && query.matchesOnly
        ? matched.filter((m) => m.canMake).map((m) => m.ordinal)
        : Array.from(candidates ?? snapshot.recipes.keys()).filter((o) => isShown(part, o));
    for (const ordinal of ordinals) if (!accept || accept(ordinal)) kept.push({ part, ordinal });
  }
  const start = (query.page - 1) * query.pageSize;
  const matchOf = (entry: Entry<C>) => matches.get(entry.part)?.get(entry.ordinal);
  const ordered = firstInOrder(
    kept,
    start + query.pageSize,
    matchOf,
    sort,
    query.lang,
    matchOptions.kitchen,
  );
  const recipes = ordered
    .slice(start, start + query.pageSize)
    .map((entry) =>
      toListItem(entry, matchOf(entry) ? fullMatch(entry, selection, matchOptions) : null),
    );
  return { recipes, total: kept.length, page: query.page, pageSize: query.pageSize, matchingCount };
}

/**
 * The common case — the recipes a selection can make, by score, time or difficulty — straight from
 * each part's ranking (only the recipes on the page become objects), the parts' first pages merged.
 */
function rankedMatches<C extends RecipeFacts>(
  parts: readonly CataloguePart<C>[],
  query: RecipeQuery,
  selection: Set<string>,
  sort: SortOrder,
  matchOptions: MatchOptions,
  options: SearchOptions<C>,
) {
  const start = (query.page - 1) * query.pageSize;
  const count = start + query.pageSize;
  let canMakeCount = 0;
  let acceptedCount = 0;
  const firsts: { entry: Entry<C>; match: IndexedMatch }[] = [];
  for (const part of parts) {
    const ranked = part.snapshot.index.rank(selection, {
      ...matchOptions,
      hidden: part.hidden,
      order: sort,
      count,
      accept: acceptedBy(part, query, options).accept,
    });
    canMakeCount += ranked.canMakeCount;
    acceptedCount += ranked.acceptedCount;
    for (const match of ranked.matches)
      firsts.push({ entry: { part, ordinal: match.ordinal }, match });
  }
  const page =
    parts.length === 1 ? firsts : mergedFirsts(firsts, count, sort, matchOptions.kitchen);
  const recipes = page
    .slice(start)
    .map(({ entry }) => toListItem(entry, fullMatch(entry, selection, matchOptions)));
  return {
    recipes,
    total: acceptedCount,
    page: query.page,
    pageSize: query.pageSize,
    matchingCount: canMakeCount,
  };
}

/** The first `count` of the parts' first pages, in the order one index would give them. */
function mergedFirsts<T extends { entry: Entry; match: IndexedMatch }>(
  firsts: T[],
  count: number,
  sort: SortOrder,
  kitchen: Kitchen,
): T[] {
  const compare = compareMatches(sort, rankingRuleOf(kitchen));
  const keyed = firsts.map((first) => ({ ...sortKeysOf(first.entry, first.match), first }));
  return topK(keyed, count, compare).map((keys) => keys.first);
}

/**
 * A list without picks: each part walks its recipes in the order asked for (made once per index),
 * keeping the first page's worth and counting the rest, and the parts' firsts are merged.
 */
function browse<C extends RecipeFacts>(
  parts: readonly CataloguePart<C>[],
  query: RecipeQuery,
  sort: SortOrder | 'title',
  kitchen: Kitchen,
  options: SearchOptions<C>,
) {
  const start = (query.page - 1) * query.pageSize;
  const count = start + query.pageSize;
  let total = 0;
  const firsts: Entry<C>[] = [];
  for (const part of parts) {
    const { order, rank } = orderingOf(part.snapshot, sort, query.lang);
    const { accept, candidates } = acceptedBy(part, query, options);
    if (!accept) {
      // Nothing to test: every recipe shown counts, and the order is walked, past the hidden, only
      // as far as the page.
      total += order.length - hiddenCountOf(part.hidden);
      for (let place = 0, kept = 0; place < order.length && kept < count; place++) {
        const ordinal = order[place] as number;
        if (!isShown(part, ordinal)) continue;
        firsts.push({ part, ordinal });
        kept++;
      }
      continue;
    }
    // Words or filters: the text's holders (or every recipe) tested, the first ones kept by their
    // place in the order, as plain numbers.
    const firstPlaces = new SmallestKeys(count);
    const test = (ordinal: number) => {
      if (!isShown(part, ordinal) || !accept(ordinal)) return;
      total++;
      firstPlaces.push(rank[ordinal] as number);
    };
    if (candidates) for (const ordinal of candidates) test(ordinal);
    else for (let ordinal = 0; ordinal < order.length; ordinal++) test(ordinal);
    for (const place of firstPlaces.sorted())
      firsts.push({ part, ordinal: order[place] as number });
  }
  const ordered =
    parts.length === 1
      ? firsts
      : firstInOrder(firsts, count, () => undefined, sort, query.lang, kitchen);
  const recipes = ordered.slice(start, count).map((entry) => toListItem(entry, null));
  return { recipes, total, page: query.page, pageSize: query.pageSize, matchingCount: 0 };
}

const orderingOf = (
  snapshot: CatalogueSnapshot<RecipeFacts>,
  sort: SortOrder | 'title',
  language: Language,
) => (sort === 'title' ? snapshot.orders.title[language] : snapshot.orders[sort]);

/**
 * The query's filters and text search on a part: a test on an ordinal (none without either) and,
 * when the text's holders are known, the only ordinals worth testing.
 */
function acceptedBy<C extends RecipeFacts>(
  part: CataloguePart<C>,
  query: RecipeQuery,
  { textHolders }: SearchOptions<C>,
): { accept?: (ordinal: number) => boolean; candidates?: Int32Array } {
  const { snapshot } = part;
  const text = normalizeSearchText(query.q ?? '');
  const filters = {
    category: query.category,
    difficulty: query.difficulty,
    maxTotalTime: query.maxTime,
    region: query.region,
    occasion: query.occasion,
    season: query.season,
    noSoaking: query.noSoaking,
  };
  const filtered = Object.values(filters).some((value) => value !== undefined);
  if (!filtered && !text) return {};
  const holders = text && textHolders ? textHolders(part) : undefined;
  const { searchText, tags } = snapshot;
  if (text && !holders && !(searchText && tags))
    throw new Error('A text search over facts needs `textHolders`');
  const holdsText = (ordinal: number) =>
    holders
      ? holders.holds(ordinal)
      : (searchText?.[query.lang][ordinal] ?? '').includes(text) ||
        (tags?.[ordinal] ?? []).some((tag) => tag.includes(text));
  // The text first: a bit per recipe, where the filters read the recipe's object.
  const accept = (ordinal: number) => {
    if (text && !holdsText(ordinal)) return false;
    if (!filtered) return true;
    const recipe = snapshot.recipes[ordinal];
    if (!recipe) return false;
    // The filters' fields alone: a copy of the whole card per recipe was most of a search's time.
    const { category, difficulty, total_time, region, occasions, seasons, soak_time } = recipe;
    const fields = { category, difficulty, totalTime: total_time, region, occasions, seasons };
    return passesFilters({ ...fields, soak_time }, filters);
  };
  return holders ? { accept, candidates: holders.ordinals } : { accept };
}

const cardOf = <C extends RecipeFacts>(entry: Entry<C>) =>
  entry.part.snapshot.recipes[entry.ordinal] as C;

/** What `compareMatches` orders by, for a recipe and its match (none: after every match). */
function sortKeysOf(entry: Entry, match: IndexedMatch | undefined) {
  const recipe = cardOf(entry);
  return {
    slug: recipe.slug,
    difficulty: recipe.difficulty,
    totalTime: recipe.total_time,
    matchScore: match?.matchScore ?? 0,
    missingCount: match?.missingCount ?? Number.MAX_SAFE_INTEGER,
    missingKeyCount: match?.missingKeyCount ?? 0,
    swapCount: match?.swapCount ?? 0,
    matchPercentage: match?.matchPercentage ?? 0,
    usesPicks: match?.usesPicks ?? false,
  };
}

/** The first `count` recipes in the requested order (a bounded heap, not a full sort). */
function firstInOrder<C extends RecipeFacts>(
  entries: Entry<C>[],
  count: number,
  matchOf: (entry: Entry<C>) => IndexedMatch | undefined,
  sort: SortOrder | 'title',
  language: Language,
  kitchen: Kitchen,
): Entry<C>[] {
  if (sort === 'title') {
    // Each part's first `count` by its ranks, then the parts' firsts merged by the same order.
    const parts = [...new Set(entries.map((entry) => entry.part))];
    const firsts = parts.flatMap((part) => {
      const { rank } = part.snapshot.orders.title[language];
      const own = entries.filter((entry) => entry.part === part);
      return topK(own, count, (x, y) => (rank[x.ordinal] as number) - (rank[y.ordinal] as number));
    });
    if (parts.length <= 1) return firsts;
    const order = titleOrder(language);
    return topK(firsts, count, (a, b) => order(cardOf(a), cardOf(b)));
  }
  const compare = compareMatches(sort, rankingRuleOf(kitchen));
  const keyed = entries.map((entry) => ({ ...sortKeysOf(entry, matchOf(entry)), entry }));
  return topK(keyed, count, compare).map((keys) => keys.entry);
}

interface MatchOptions {
  includeOptional: boolean;
  maxMissing: number;
  kitchen: Kitchen;
}

/**
 * The full match of one recipe on the page — available, staple, swapped, missing and key slugs —
 * by the core's reference scoring, which the index is tested to agree with.
 */
function fullMatch(entry: Entry, selection: Set<string>, options: MatchOptions): RecipeMatch {
  const recipe = cardOf(entry);
  return matchRecipe(
    {
      difficulty: recipe.difficulty,
      hasInstructions: recipe.has_instructions,
      ingredients: entry.part.snapshot.links[entry.ordinal] ?? [],
    },
    selection,
    options,
  );
}

function toListItem<C extends RecipeFacts>(
  entry: Entry<C>,
  match: RecipeMatch | null,
): ListItemOf<C> {
  const { has_instructions: _instructions, ...card } = cardOf(entry);
  return { ...card, match };
}

/** One page of a search, with its counts. */
export interface RecipeSearchResult<T> {
  recipes: T[];
  total: number;
  page: number;
  pageSize: number;
  /** How many recipes the selection can make, whatever the filters (the sticky bar's number). */
  matchingCount: number;
}
