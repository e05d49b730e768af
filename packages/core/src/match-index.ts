// One file over 300 lines: the index is one class whose typed arrays, built together in the
// constructor, are read together by the hot loops; split, each part would need the others' arrays.
import type { Difficulty } from './catalogue.ts';
import { EMPTY_KITCHEN, SWAP_WEIGHTS, type Kitchen } from './kitchen.ts';
import {
  canMakeOf,
  MATCH_SCORE_CAP,
  MAX_MISSING_DEFAULT,
  matchScoreOf,
  percentageOf,
  rankingRuleOf,
  STAPLE_INGREDIENTS,
  swappedScoreOf,
  type MatchSummary,
  type RankingRule,
  type SortOrder,
} from './matching.ts';
import {
  FLAG_BITS,
  forEachGroupHad,
  groupByKey,
  KEY,
  keyGroupCount,
  keyGroupOf,
  KEYLESS,
  lineArray,
  lineOf,
  OPTIONAL,
  postingBytes,
  postingListsOf,
  postingsOfRecipes,
  type KeyGroupedPostings,
  type PostingLists,
} from './recipe-lines.ts';
import {
  hasBit,
  KitchenCounts,
  OPTIONAL_BONUS,
  REQUIRED_BONUS,
  setBit,
  type KitchenTable,
  type StaticKitchen,
  type SwapChange,
} from './kitchen-counts.ts';
import { compareText } from './search.ts';
import { SmallestKeys } from './top-k.ts';

/**
 * An index over a catalogue for ranking by the visitor's pantry. Ingredients are numbered; each
 * recipe's lines are one run of a flat array (the ingredient and its optional/key flags in one
 * number), and each ingredient lists the recipes that use it, apart for required, optional and
 * key lines. A query marks what the visitor has (picked, staple, swapped) in a small table, then
 * counts per recipe the lines of its own picks (a recipe needs one to be made; the staples would
 * reach nearly every recipe) and the key lines the kitchen does not cover already. The staples'
 * lines, and those of the swaps the staples allow alone, are counts kept per kitchen
 * (`KitchenCounts`); the query adds what its picks change. It then goes through the candidates —
 * bits: an own pick among the required lines, every key had — in recipe order, reading each from
 * counts, never from its lines (decision 0048). Scoring is the core's own (`matchScoreOf`,
 * `swappedScoreOf`), tested against `matchRecipe`.
 */
export interface IndexableRecipe {
  slug: string;
  totalTime: number;
  difficulty: Difficulty;
  hasInstructions: boolean;
  ingredients: readonly { slug: string; optional: boolean; key?: boolean }[];
}

export interface IndexedMatch extends MatchSummary {
  ordinal: number;
  missingKeyCount: number;
  swapCount: number;
  /** One of the visitor's own picks (not a staple) is among its required lines. */
  usesPicks: boolean;
}

export interface MatchQueryOptions {
  includeOptional?: boolean;
  maxMissing?: number;
  /** Staples and swaps (none: the spec's matching). */
  kitchen?: Kitchen;
  /** Recipes left out as if absent (1 at their ordinal): those changed since the index was built. */
  hidden?: Uint8Array | undefined;
}

export interface RankedMatches {
  /** The first `count` recipes that can be made and are accepted, in the requested order. */
  matches: IndexedMatch[];
  /** Recipes the selection can make, whatever `accept` says. */
  canMakeCount: number;
  /** Recipes the selection can make that `accept` kept. */
  acceptedCount: number;
}

export type RankOptions = MatchQueryOptions & {
  count: number;
  order?: SortOrder;
  accept?: (ordinal: number) => boolean;
};

// What the visitor has of an ingredient, as bits of the per-query table.
const PICKED = 1;
const STAPLE = 2;
const SWAPPED = 4;
/** The per-recipe counters are bytes; the schema allows 100 ingredients a recipe (recipe.ts). */
const MAX_LINES = 255;
/** Difficulty (3) × bonus × instructions, the recipe's part of a swap-free score. */
const TRAITS = 12;
const UNKNOWN_SCORE = 255;

/** One recipe read against the table (reused; the index never makes one per candidate). */
interface Reading {
  total: number;
  have: number;
  swapCount: number;
  swapCredit: number;
  own: number;
  missingRequired: number;
  missingKeys: number;
  bonus: boolean;
  bonusAsWritten: boolean;
}

export class MatchIndex {
  readonly size: number;
  private readonly ingredientId = new Map<string, number>();
  private readonly isBonus: Uint8Array;
  /** Recipe r's lines are lines[lineStart[r] .. lineStart[r + 1]). */
  private readonly lineStart: Int32Array;
  private readonly lines: Uint16Array | Int32Array;
  private readonly requiredCount: Uint8Array;
  private readonly optionalCount: Uint8Array;
  private readonly keyCount: Uint8Array;
  /** Required lines grouped by their recipes' key: a pick's walk skips the keys not had. */
  private readonly requiredPostings: KeyGroupedPostings;
  private readonly optionalPostings: PostingLists;
  private readonly keyPostings: PostingLists;
  /** The key lines of the recipes with several: the only keys a query counts (`countKeys`). */
  private readonly severalKeyPostings: PostingLists;
  private readonly difficulty: Uint8Array;
  private readonly hasInstructions: Uint8Array;
  private readonly totalTime: Uint16Array;
  /**
   * Each recipe's place in slug order, the final tie-break of every order, and its inverse (read
   * by the catalogue's list orders too: one sort of the slugs serves all).
   */
  readonly slugRank: Int32Array;
  readonly ordinalBySlugRank: Int32Array;
  /** Swap-free scores by (difficulty, bonus, instructions, total, have); see `swapFreeScore`. */
  private readonly lineSlots: number;
  private readonly scoreMemo: Uint8Array;
  // Per-query scratch for ingredients, reset through the list of what was marked.
  private readonly has: Uint8Array;
  private readonly swapCredit: Uint8Array;
  private readonly marked: Int32Array;
  private markedCount = 0;
  /** What the kitchen adds per recipe: the staples' and their swaps' (kept), this query's changes. */
  private readonly kitchenCounts: KitchenCounts;
  private readonly staticKitchens = new WeakMap<Kitchen, StaticKitchen>();
  // Per-query counts for recipes: lines of own picks, bonus lines (bits), keys of what is marked.
  private readonly requiredHits: Uint8Array;
  private readonly optionalHits: Uint8Array;
  private readonly bonusLines: Uint8Array;
  private readonly keyHits: Uint8Array;
  /** One bit per recipe: an own pick is among its lines. */
  private readonly reached: Int32Array;
  /** One bit per recipe: every key line the table leaves is had (set as the last is counted). */
  private readonly keysHad: Int32Array;
  /** One bit per recipe without key lines (the catalogue's, not the query's). */
  private readonly keyless: Int32Array;
  /** One bit per recipe whose every key line is had: the table's, or this query's `keysHad`. */
  private readonly keysOk: Int32Array;
  /** One bit per recipe that may be made: its keys had, an own pick among its required lines. */
  private readonly candidates: Int32Array;
  private readonly reading: Reading = {
    total: 0,
    have: 0,
    swapCount: 0,
    swapCredit: 0,
    own: 0,
    missingRequired: 0,
    missingKeys: 0,
    bonus: false,
    bonusAsWritten: false,
  };

  /** `slugOrder`, when given, must be the ordinals in slug order (a database keeps it). */
  constructor(recipes: readonly IndexableRecipe[], slugOrder?: Int32Array) {
    const n = recipes.length;
    this.size = n;
    const { lineCount, mostLines } = this.numberIngredients(recipes);
    const ingredients = this.ingredientId.size;
    this.isBonus = new Uint8Array(ingredients);
    for (const slug of STAPLE_INGREDIENTS) {
      const id = this.ingredientId.get(slug);
      if (id !== undefined) this.isBonus[id] = 1;
    }

    this.lineStart = new Int32Array(n + 1);
    this.lines = lineArray(ingredients, lineCount);
    this.requiredCount = new Uint8Array(n);
    this.optionalCount = new Uint8Array(n);
    this.keyCount = new Uint8Array(n);
    this.difficulty = new Uint8Array(n);
    this.hasInstructions = new Uint8Array(n);
    this.totalTime = new Uint16Array(n);
    let line = 0;
    recipes.forEach((recipe, ordinal) => (line = this.addRecipe(recipe, ordinal, line)));
    this.lineStart[n] = line;
    const postingsOf = (mask: number, flags: number) =>
      postingListsOf(this.lineStart, this.lines, ingredients, mask, flags);
    this.requiredPostings = groupByKey(
      postingsOf(OPTIONAL, 0),
      this.keyGroups(),
      keyGroupCount(ingredients),
    );
    this.optionalPostings = postingsOf(OPTIONAL, OPTIONAL);
    this.keyPostings = postingsOf(KEY, KEY);
    this.severalKeyPostings = postingsOfRecipes(
      this.keyPostings,
      (ordinal) => (this.keyCount[ordinal] as number) > 1,
    );

    this.ordinalBySlugRank =
      slugOrder ??
      Int32Array.from(recipes.keys()).sort((a, b) =>
        compareText(recipes[a]?.slug ?? '', recipes[b]?.slug ?? ''),
      );
    this.slugRank = new Int32Array(n);
    this.ordinalBySlugRank.forEach((ordinal, rank) => (this.slugRank[ordinal] = rank));

    this.lineSlots = mostLines + 1;
    this.scoreMemo = new Uint8Array(TRAITS * this.lineSlots ** 2).fill(UNKNOWN_SCORE);
    this.has = new Uint8Array(ingredients);
    this.swapCredit = new Uint8Array(ingredients);
    this.marked = new Int32Array(ingredients);
    this.requiredHits = new Uint8Array(n);
    this.optionalHits = new Uint8Array(n);
    this.bonusLines = new Uint8Array(n);
    this.keyHits = new Uint8Array(n);
    const words = Math.ceil(n / 32);
    this.reached = new Int32Array(words);
    this.keysOk = new Int32Array(words);
    this.keysHad = new Int32Array(words);
    this.keyless = new Int32Array(words);
    this.candidates = new Int32Array(words);
    for (let ordinal = 0; ordinal < n; ordinal++)
      if (this.keyCount[ordinal] === 0) setBit(this.keyless, ordinal);
    this.kitchenCounts = new KitchenCounts(n, {
      required: this.requiredPostings,
      optional: this.optionalPostings,
      keys: this.keyPostings,
      isBonus: this.isBonus,
      requiredCount: this.requiredCount,
      keyCount: this.keyCount,
      keyless: this.keyless,
    });
  }

  /**
   * Scores the recipes that use at least one of the visitor's own picks (the only ones that can
   * be made); with `everyRecipe`, all the others too, as the "all recipes" list needs.
   */
  match(
    selected: Iterable<string>,
    options: MatchQueryOptions & { everyRecipe?: boolean } = {},
  ): IndexedMatch[] {
    this.prepare(selected, options.kitchen ?? EMPTY_KITCHEN);
    this.markReached();
    const results: IndexedMatch[] = [];
    const hidden = options.hidden;
    for (let ordinal = 0; ordinal < this.size; ordinal++)
      if ((options.everyRecipe || this.wasReached(ordinal)) && hidden?.[ordinal] !== 1)
        results.push(this.summary(ordinal, options));
    this.reset();
    return results;
  }

  /**
   * The first `count` recipes the selection can make, in `order` (ties: the slug), as
   * `compareMatches` orders them, without making an object for any recipe that is not returned:
   * each candidate becomes one number (its sort keys packed above its slug rank) in a bounded heap.
   */
  rank(selected: Iterable<string>, options: RankOptions): RankedMatches {
    const includeOptional = options.includeOptional ?? false;
    const kitchen = options.kitchen ?? EMPTY_KITCHEN;
    this.prepare(selected, kitchen);
    const table = this.kitchenCounts.tableOf(this.staticKitchenOf(kitchen));
    this.countKeys(table);
    this.findKeysOk(table);
    this.countOwnPicks(includeOptional);
    this.countSwapChanges(table, includeOptional);
    const best = new SmallestKeys(options.count);
    const counts = this.collect(best, options, table);
    const width = Math.max(1, this.size);
    const matches = Array.from(best.sorted(), (key) =>
      this.summary(this.ordinalBySlugRank[key % width] as number, options),
    );
    this.reset();
    return { matches, ...counts };
  }

  /** Makes a kitchen's counts now (the catalogue's own, at build), so no query waits for them. */
  prepareKitchen(kitchen: Kitchen) {
    this.kitchenCounts.tableOf(this.staticKitchenOf(kitchen));
  }

  /** Bytes held by the index's arrays, for the benchmark. */
  byteSize(): number {
    const arrays = [
      this.isBonus,
      this.lineStart,
      this.lines,
      this.requiredCount,
      this.optionalCount,
      this.keyCount,
      this.difficulty,
      this.hasInstructions,
      this.totalTime,
      this.slugRank,
      this.ordinalBySlugRank,
      this.scoreMemo,
      this.has,
      this.swapCredit,
      this.marked,
      this.requiredHits,
      this.optionalHits,
      this.bonusLines,
      this.keyHits,
      this.reached,
      this.keysOk,
      this.keysHad,
      this.keyless,
      this.candidates,
    ];
    const postings = [
      this.requiredPostings,
      this.optionalPostings,
      this.keyPostings,
      this.severalKeyPostings,
    ];
    const { first, group, end } = this.requiredPostings;
    const groups = first.byteLength + group.byteLength + end.byteLength;
    return (
      arrays.reduce((sum, array) => sum + array.byteLength, 0) +
      postings.reduce((sum, lists) => sum + postingBytes(lists), 0) +
      groups +
      this.kitchenCounts.byteSize()
    );
  }

  private numberIngredients(recipes: readonly IndexableRecipe[]) {
    let lineCount = 0;
    let mostLines = 0;
    for (const recipe of recipes) {
      if (recipe.ingredients.length > MAX_LINES)
        throw new RangeError(`${recipe.slug}: more than ${MAX_LINES} ingredients`);
      lineCount += recipe.ingredients.length;
      mostLines = Math.max(mostLines, recipe.ingredients.length);
      for (const link of recipe.ingredients)
        if (!this.ingredientId.has(link.slug))
          this.ingredientId.set(link.slug, this.ingredientId.size);
    }
    return { lineCount, mostLines };
  }

  /** Each recipe's key group: its first key ingredient, and whether it has others. */
  private keyGroups(): Int32Array {
    const groups = new Int32Array(this.size).fill(KEYLESS);
    for (let ordinal = 0; ordinal < this.size; ordinal++) {
      const end = this.lineStart[ordinal + 1] as number;
      for (let at = this.lineStart[ordinal] as number; at < end; at++) {
        const line = this.lines[at] as number;
        if ((line & KEY) === 0) continue;
        const several = (this.keyCount[ordinal] as number) > 1;
        groups[ordinal] = keyGroupOf(line >> FLAG_BITS, several);
        break;
      }
    }
    return groups;
  }

  private addRecipe(recipe: IndexableRecipe, ordinal: number, firstLine: number): number {
    this.lineStart[ordinal] = firstLine;
    this.difficulty[ordinal] = DIFFICULTY_CODE[recipe.difficulty];
    this.hasInstructions[ordinal] = recipe.hasInstructions ? 1 : 0;
    this.totalTime[ordinal] = Math.min(Math.max(0, recipe.totalTime), MAX_TIME);
    let line = firstLine;
    let required = 0;
    let keys = 0;
    for (const link of recipe.ingredients) {
      const id = this.ingredientId.get(link.slug) as number;
      this.lines[line++] = lineOf(id, link.optional, Boolean(link.key));
      if (!link.optional) required++;
      if (link.key) keys++;
    }
    this.requiredCount[ordinal] = required;
    this.optionalCount[ordinal] = recipe.ingredients.length - required;
    this.keyCount[ordinal] = keys;
    return line;
  }

  /** Marks what the visitor has: their picks, the staples, then what a swap covers. */
  private prepare(selected: Iterable<string>, kitchen: Kitchen) {
    const picks = new Set(selected);
    for (const slug of picks) this.mark(slug, PICKED, 0);
    for (const slug of kitchen.staples) this.mark(slug, STAPLE, 0);
    const onHand = (slug: string) => picks.has(slug) || kitchen.staples.has(slug);
    for (const [missing, rules] of kitchen.swaps) {
      const id = this.ingredientId.get(missing);
      if (id === undefined || this.has[id] !== 0) continue;
      const rule = rules.find((candidate) => candidate.using.every(onHand));
      if (rule) this.mark(missing, SWAPPED, SWAP_WEIGHTS[rule.quality]);
    }
  }

  private mark(slug: string, bit: number, credit: number) {
    const id = this.ingredientId.get(slug);
    if (id === undefined) return;
    if (this.has[id] === 0) this.marked[this.markedCount++] = id;
    this.has[id] = (this.has[id] as number) | bit;
    this.swapCredit[id] = credit;
  }

  /**
   * The kitchen's staples, and the swaps they allow alone (each with its first such rule), made once
   * per kitchen object (the catalogue's own is one object for every query: `searchRecipes`).
   */
  private staticKitchenOf(kitchen: Kitchen): StaticKitchen {
    let known = this.staticKitchens.get(kitchen);
    if (!known) {
      known = this.numberKitchen(kitchen);
      this.staticKitchens.set(kitchen, known);
    }
    return known;
  }

  private numberKitchen(kitchen: Kitchen): StaticKitchen {
    const known = (slug: string) => this.ingredientId.get(slug);
    const staples = [...kitchen.staples].flatMap((slug) => known(slug) ?? []);
    const swaps: [number, number][] = [];
    for (const [missing, rules] of kitchen.swaps) {
      const id = known(missing);
      if (id === undefined || kitchen.staples.has(missing)) continue;
      const rule = rules.find((candidate) => candidate.using.every((s) => kitchen.staples.has(s)));
      if (rule) swaps.push([id, SWAP_WEIGHTS[rule.quality]]);
    }
    staples.sort((a, b) => a - b);
    swaps.sort(([a], [b]) => a - b);
    return { staples, swaps: new Map(swaps), key: `${staples.join(',')} ${swaps.join(';')}` };
  }

  /** The recipes whose every key is had (decision 0016): the only ones worth counting picks in. */
  private findKeysOk({ keysCovered }: KitchenTable) {
    const { keysHad, keysOk } = this;
    for (let word = 0; word < keysOk.length; word++)
      keysOk[word] = (keysCovered[word] as number) | (keysHad[word] as number);
  }

  /**
   * What the picks change in the table's swaps, counted in the candidates: a swap they enable, a
   * better rule they allow, a swapped ingredient they hold.
   */
  private countSwapChanges(table: KitchenTable, includeOptional: boolean) {
    const changes: SwapChange[] = [];
    for (let i = 0; i < this.markedCount; i++) {
      const id = this.marked[i] as number;
      if (this.has[id] !== SWAPPED) continue;
      const credit = this.swapCredit[id] as number;
      const before = table.swapped.get(id);
      if (before === undefined) changes.push({ id, lines: 1, credit });
      else if (before !== credit) changes.push({ id, lines: 0, credit: credit - before });
    }
    // A swap the staples allow alone stays allowed: its ingredient is swapped, or picked.
    for (const [id, credit] of table.swapped)
      if (this.has[id] !== SWAPPED) changes.push({ id, lines: -1, credit: -credit });
    for (const change of changes)
      this.kitchenCounts.addSwapChange(change, includeOptional, this.candidates, this.has);
  }

  /** Marks the recipes with an own pick (picked and not a staple) among their lines. */
  private markReached() {
    for (let i = 0; i < this.markedCount; i++) {
      const id = this.marked[i] as number;
      if (this.has[id] !== PICKED) continue;
      for (const lists of [this.requiredPostings, this.optionalPostings]) {
        const end = lists.start[id + 1] as number;
        for (let at = lists.start[id] as number; at < end; at++)
          setBit(this.reached, lists.recipes[at] as number);
      }
    }
  }

  /**
   * Counts the lines of the visitor's own picks (picked and not a staple) in the recipes whose keys
   * are had, walking each pick's postings (the optional lines only when they count), and marks
   * those with one among their required lines: the candidates. The other reached recipes, nine in
   * ten at a million recipes, are skipped without a write.
   */
  private countOwnPicks(withOptional: boolean) {
    const bonusOf = (id: number, bit: number) => (this.isBonus[id] === 1 ? bit : 0);
    for (let i = 0; i < this.markedCount; i++) {
      const id = this.marked[i] as number;
      if (this.has[id] === PICKED) this.addRequiredHits(id, bonusOf(id, REQUIRED_BONUS));
    }
    // after every pick's required lines: the candidates are known, and only theirs are read
    if (!withOptional) return;
    for (let i = 0; i < this.markedCount; i++) {
      const id = this.marked[i] as number;
      if (this.has[id] === PICKED) this.addOptionalHits(id, bonusOf(id, OPTIONAL_BONUS));
    }
  }

  /**
   * A pick's required lines in the recipes whose keys are had, those recipes marked candidates,
   * walked group by group of the recipes' first key. A recipe whose first key is not marked
   * (picked, a staple, swapped) cannot be made: at a million recipes most of a popular pick's
   * lines are in such groups, skipped whole. One with that key only, or with none, has its keys;
   * only a recipe with others is looked up in `keysOk`.
   */
  private addRequiredHits(id: number, bonusBit: number) {
    const { recipes } = this.requiredPostings;
    const { keysOk, requiredHits, candidates, bonusLines } = this;
    forEachGroupHad(this.requiredPostings, id, this.has, (from, to, severalKeys) => {
      for (let at = from; at < to; at++) {
        const ordinal = recipes[at] as number;
        if (severalKeys && !hasBit(keysOk, ordinal)) continue;
        requiredHits[ordinal] = (requiredHits[ordinal] as number) + 1;
        setBit(candidates, ordinal);
        if (bonusBit !== 0) bonusLines[ordinal] = (bonusLines[ordinal] as number) | bonusBit;
      }
    });
  }

  /** A pick's optional lines in the candidates (the only recipes whose counts are read). */
  private addOptionalHits(id: number, bonusBit: number) {
    const { bonusLines, candidates, optionalHits } = this;
    const { recipes, start } = this.optionalPostings;
    const end = start[id + 1] as number;
    for (let at = start[id] as number; at < end; at++) {
      const ordinal = recipes[at] as number;
      if (!hasBit(candidates, ordinal)) continue;
      optionalHits[ordinal] = (optionalHits[ordinal] as number) + 1;
      if (bonusBit !== 0) bonusLines[ordinal] = (bonusLines[ordinal] as number) | bonusBit;
    }
  }

  private wasReached(ordinal: number): boolean {
    return hasBit(this.reached, ordinal);
  }

  /**
   * Counts, per recipe with several keys, its key lines the table leaves (of own picks and of
   * swaps the picks enable), and marks the recipes whose last such line has just been counted.
   * A recipe with one key has it when it is marked (`addRequiredHits`).
   */
  private countKeys({ keysLeft, swapped }: KitchenTable) {
    const { start, recipes } = this.severalKeyPostings;
    const { keyHits, keysHad } = this;
    for (let i = 0; i < this.markedCount; i++) {
      const id = this.marked[i] as number;
      if (((this.has[id] as number) & STAPLE) !== 0 || swapped.has(id)) continue;
      const end = start[id + 1] as number;
      for (let at = start[id] as number; at < end; at++) {
        const ordinal = recipes[at] as number;
        const hits = (keyHits[ordinal] as number) + 1;
        keyHits[ordinal] = hits;
        if (hits === keysLeft[ordinal]) setBit(keysHad, ordinal);
      }
    }
  }

  /**
   * Pushes every candidate that can be made and is accepted into `best`, in recipe order, so the
   * per-recipe arrays are read front to back. The candidates are bits (`countOwnPicks`): most
   * recipes a pick reached are never looked at one by one (at a million recipes, ten picks reach
   * half of them and a tenth of those have their keys). Each candidate is read from counts, never
   * from its lines: first what it still lacks (two numbers give "can make" and the least key it
   * can have), the rest only if that key could enter `best`; one that cannot beat the worst kept
   * once its counts are read is not scored.
   */
  private collect(best: SmallestKeys, options: RankOptions, table: KitchenTable) {
    const includeOptional = options.includeOptional ?? false;
    const maxMissing = options.maxMissing ?? MAX_MISSING_DEFAULT;
    const order = options.order ?? 'matchScore';
    const rule = rankingRuleOf(options.kitchen ?? EMPTY_KITCHEN);
    const floored = order === 'matchScore' && rule === 'toBuy';
    const width = Math.max(1, this.size);
    const hidden = options.hidden;
    let canMakeCount = 0;
    let acceptedCount = 0;
    const { candidates, requiredHits } = this;
    const { requiredLeft } = table;
    const change = this.kitchenCounts;
    const changed = change.hasChanges;
    for (let word = 0; word < candidates.length; word++) {
      for (let bits = candidates[word] as number; bits !== 0; bits &= bits - 1) {
        const ordinal = word * 32 + 31 - Math.clz32(bits & -bits); // the lowest bit left
        if (hidden?.[ordinal] === 1) continue;
        const own = requiredHits[ordinal] as number;
        let missingRequired = (requiredLeft[ordinal] as number) - own;
        if (changed) missingRequired -= change.swapRequired[ordinal] as number;
        if (!canMakeOf(own, missingRequired, maxMissing)) continue;
        canMakeCount++;
        if (options.accept && !options.accept(ordinal)) continue;
        acceptedCount++;
        const slugRank = this.slugRank[ordinal] as number;
        // the toBuy floor with a percentage of 100 and no swap: no candidate's is lower
        const least = Math.min(missingRequired, TO_BUY_SLOTS - 1) * LEAST_BELOW_MISSING;
        if (floored && !best.admits(least * width + slugRank)) continue;
        this.readCounts(ordinal, includeOptional, table);
        if (floored && !best.admits(this.toBuyFloor() * SCORE_SLOTS * width + slugRank)) continue;
        if (order === 'matchScore') this.readBonus(ordinal, includeOptional, table);
        best.push(this.primaryKey(ordinal, order, rule) * width + slugRank);
      }
    }
    return { canMakeCount, acceptedCount };
  }

  private primaryKey(ordinal: number, order: SortOrder, rule: RankingRule): number {
    if (order === 'matchScore')
      return rule === 'toBuy' ? this.toBuyKey(ordinal) : this.scoreKey(ordinal);
    return order === 'cookingTime'
      ? (this.totalTime[ordinal] as number)
      : (this.difficulty[ordinal] as number);
  }

  private reset() {
    for (let i = 0; i < this.markedCount; i++) {
      const id = this.marked[i] as number;
      this.has[id] = 0;
      this.swapCredit[id] = 0;
    }
    this.markedCount = 0;
    this.kitchenCounts.resetSwaps();
    this.requiredHits.fill(0);
    this.optionalHits.fill(0);
    this.bonusLines.fill(0);
    this.keyHits.fill(0);
    this.reached.fill(0);
    this.candidates.fill(0);
    this.keysHad.fill(0);
  }

  /**
   * A candidate's reading from counts alone — own picks', the staples', the swaps' — without
   * reading a line (the same numbers `read` finds, as the property tests check), but for the bonus
   * lines (`readBonus`). A pick that is also a staple counts as a staple, as in `read`.
   */
  private readCounts(ordinal: number, includeOptional: boolean, table: KitchenTable) {
    const r = this.reading;
    const change = this.kitchenCounts;
    const changed = change.hasChanges;
    const required = this.requiredCount[ordinal] as number;
    const picked = this.requiredHits[ordinal] as number;
    const stapleRequired = table.stapleRequired[ordinal] as number;
    let swapRequired = table.swapRequired[ordinal] as number;
    let swapCredit = table.swapCreditRequired[ordinal] as number;
    if (changed) {
      swapRequired += change.swapRequired[ordinal] as number;
      swapCredit += change.swapCredit[ordinal] as number;
    }
    r.total = required;
    r.have = picked + stapleRequired;
    r.swapCount = swapRequired;
    r.swapCredit = swapCredit;
    if (includeOptional) {
      r.total += this.optionalCount[ordinal] as number;
      r.have += (this.optionalHits[ordinal] as number) + (table.stapleOptional[ordinal] as number);
      r.swapCount += table.swapOptional[ordinal] as number;
      if (changed) r.swapCount += change.swapOptional[ordinal] as number;
      r.swapCredit += table.swapCreditOptional[ordinal] as number;
    }
    r.own = picked;
    r.missingRequired = required - picked - stapleRequired - swapRequired;
    r.missingKeys = 0; // a candidate has every key (findKeysOk)
  }

  /** The reading's bonus lines, which only a score reads: read once a candidate is scored. */
  private readBonus(ordinal: number, includeOptional: boolean, table: KitchenTable) {
    const r = this.reading;
    const change = this.kitchenCounts;
    const bonusBits = includeOptional ? REQUIRED_BONUS | OPTIONAL_BONUS : REQUIRED_BONUS;
    const bonusLines =
      (this.bonusLines[ordinal] as number) | (table.stapleBonus[ordinal] as number);
    const swapBonus = (table.swapBonus[ordinal] as number) | (change.swapBonus[ordinal] as number);
    r.bonus = (bonusLines & bonusBits) !== 0;
    r.bonusAsWritten = (swapBonus & bonusBits) !== 0;
  }

  /** Reads one recipe's lines against the table into `this.reading` (the hot loop: locals only). */
  private read(ordinal: number, includeOptional: boolean) {
    const lines = this.lines;
    const has = this.has;
    const isBonus = this.isBonus;
    let total = 0;
    let have = 0;
    let swapCount = 0;
    let swapCredit = 0;
    let own = 0;
    let missingRequired = 0;
    let missingKeys = 0;
    let bonus = false;
    let bonusAsWritten = false;
    const end = this.lineStart[ordinal + 1] as number;
    for (let at = this.lineStart[ordinal] as number; at < end; at++) {
      const line = lines[at] as number;
      const id = line >> FLAG_BITS;
      const mark = has[id] as number;
      const optional = (line & OPTIONAL) !== 0;
      if (!optional) {
        if (mark === PICKED) own++;
        else if (mark === 0) missingRequired++;
      }
      if (mark === 0) {
        if ((line & KEY) !== 0) missingKeys++;
        if (!optional || includeOptional) total++;
        continue;
      }
      if (optional && !includeOptional) continue;
      total++;
      if ((mark & (PICKED | STAPLE)) !== 0) {
        have++;
        if (isBonus[id] === 1) bonus = true;
      } else {
        swapCount++;
        swapCredit += this.swapCredit[id] as number;
        if (isBonus[id] === 1) bonusAsWritten = true;
      }
    }
    const r = this.reading;
    r.total = total;
    r.have = have;
    r.swapCount = swapCount;
    r.swapCredit = swapCredit;
    r.own = own;
    r.missingRequired = missingRequired;
    r.missingKeys = missingKeys;
    r.bonus = bonus;
    r.bonusAsWritten = bonusAsWritten;
  }

  private scoreOf(ordinal: number): number {
    const r = this.reading;
    if (r.swapCount === 0) return this.swapFreeScore(ordinal, r.total, r.have, r.bonus);
    return swappedScoreOf(
      r.total,
      r.have,
      r.swapCount,
      r.swapCredit,
      DIFFICULTIES_BY_CODE[this.difficulty[ordinal] as number] ?? 'easy',
      r.bonus,
      r.bonus || r.bonusAsWritten,
      this.hasInstructions[ordinal] === 1,
    );
  }

  /**
   * The spec's score without swaps, which depends on five small numbers only; memoized, because a
   * large catalogue repeats the same few hundred combinations over and over.
   */
  private swapFreeScore(ordinal: number, total: number, have: number, bonus: boolean): number {
    const difficulty = this.difficulty[ordinal] as number;
    const instructions = this.hasInstructions[ordinal] as number;
    const traits = difficulty * 4 + (bonus ? 2 : 0) + instructions;
    const slot = (traits * this.lineSlots + total) * this.lineSlots + have;
    const known = this.scoreMemo[slot] as number;
    if (known !== UNKNOWN_SCORE) return known;
    const score = matchScoreOf(
      total,
      have,
      DIFFICULTIES_BY_CODE[difficulty] ?? 'easy',
      bonus,
      instructions === 1,
    );
    this.scoreMemo[slot] = score;
    return score;
  }

  private summary(ordinal: number, options: MatchQueryOptions): IndexedMatch {
    this.read(ordinal, options.includeOptional ?? false);
    const r = this.reading;
    const missing = r.total - r.have - r.swapCount;
    return {
      ordinal,
      matchScore: this.scoreOf(ordinal),
      matchPercentage: Math.round(percentageOf(r.total, r.have, r.swapCredit)),
      missingCount: missing,
      totalIngredients: r.total,
      canMake:
        canMakeOf(r.own, r.missingRequired, options.maxMissing ?? MAX_MISSING_DEFAULT) &&
        r.missingKeys === 0,
      missingKeyCount: r.missingKeys,
      swapCount: r.swapCount,
      usesPicks: r.own > 0,
    };
  }

  /**
   * Fewer to buy, then the percentage shown descending, fewer swaps, score descending (decision
   * 0035): one ascending number, as `compareMatches(order, 'toBuy')` orders.
   */
  private toBuyKey(ordinal: number): number {
    return this.toBuyFloor() * SCORE_SLOTS + (MATCH_SCORE_CAP - this.scoreOf(ordinal));
  }

  /** The `toBuy` key's part before the score, which the reading alone gives (no score computed). */
  private toBuyFloor(): number {
    const r = this.reading;
    const missing = Math.min(r.total - r.have - r.swapCount, TO_BUY_SLOTS - 1);
    const percentage = Math.round(percentageOf(r.total, r.have, r.swapCredit));
    const swaps = Math.min(r.swapCount, SWAP_SLOTS - 1);
    return (missing * PERCENT_SLOTS + (100 - percentage)) * SWAP_SLOTS + swaps;
  }

  /** Score descending, then fewer missing, then fewer swaps: one ascending number. */
  private scoreKey(ordinal: number): number {
    const r = this.reading;
    const missing = r.total - r.have - r.swapCount;
    const byScore = (MATCH_SCORE_CAP - this.scoreOf(ordinal)) * MISSING_SLOTS;
    return (
      (byScore + Math.min(missing, MISSING_SLOTS - 1)) * SWAP_SLOTS +
      Math.min(r.swapCount, SWAP_SLOTS - 1)
    );
  }
}

const DIFFICULTY_CODE: Record<Difficulty, number> = { easy: 0, medium: 1, hard: 2 };
const DIFFICULTIES_BY_CODE: readonly Difficulty[] = ['easy', 'medium', 'hard'];
/** Packed keys stay exact integers (< 2^53) for catalogues of up to tens of millions of recipes. */
const MISSING_SLOTS = 1 << 12;
/** The `toBuy` key's missing counts: a candidate lacks at most maxMissing (≤ 100) required lines. */
const TO_BUY_SLOTS = 1 << 7;
const PERCENT_SLOTS = 101;
const SCORE_SLOTS = MATCH_SCORE_CAP + 1;
const SWAP_SLOTS = 1 << 7;
/** Two bytes a recipe: the schema's longest recipe is two weeks, 20,160 minutes (recipe.ts). */
const MAX_TIME = 0xffff;
/** What one more missing line adds to a `toBuy` key's floor times SCORE_SLOTS (see toBuyFloor). */
const LEAST_BELOW_MISSING = PERCENT_SLOTS * SWAP_SLOTS * SCORE_SLOTS;
