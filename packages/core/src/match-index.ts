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
  KEY,
  lineArray,
  lineOf,
  OPTIONAL,
  postingBytes,
  postingListsOf,
  type PostingLists,
} from './recipe-lines.ts';
import { compareText } from './search.ts';
import { SmallestKeys } from './top-k.ts';

/**
 * An index over a catalogue for ranking by the visitor's pantry. Ingredients are numbered; each
 * recipe's lines are one run of a flat array (the ingredient and its optional/key flags in one
 * number), and each ingredient lists the recipes that use it, apart for required, optional and
 * key lines. A query marks what the visitor has (picked, staple, swapped) in a small table, then
 * counts per recipe the lines of its own picks (a recipe needs one to be made; the staples would
 * reach nearly every recipe) and the key lines of everything marked. It then goes through the
 * recipes the picks reached, in recipe order: when only picks are marked, the counts are the
 * whole reading and no line is read; otherwise each candidate's lines are read against the table.
 * Scoring is the core's own (`matchScoreOf`, `swappedScoreOf`), tested against `matchRecipe`.
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
// Which lines of a recipe hold a picked ingredient of the spec's bonus list.
const REQUIRED_BONUS = 1;
const OPTIONAL_BONUS = 2;
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
  private readonly keyCount: Uint8Array;
  private readonly requiredPostings: PostingLists;
  private readonly optionalPostings: PostingLists;
  private readonly keyPostings: PostingLists;
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
  /** Whether a staple or a swap is marked: then the counts alone do not say how a recipe scores. */
  private kitchenMarked = false;
  // Per-query counts for recipes: lines of own picks, bonus lines (bits), keys of what is marked.
  private readonly requiredHits: Uint8Array;
  private readonly optionalHits: Uint8Array;
  private readonly bonusLines: Uint8Array;
  private readonly keyHits: Uint8Array;
  /** One bit per recipe: an own pick is among its lines. */
  private readonly reached: Int32Array;
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
    this.keyCount = new Uint8Array(n);
    this.difficulty = new Uint8Array(n);
    this.hasInstructions = new Uint8Array(n);
    this.totalTime = new Uint16Array(n);
    let line = 0;
    recipes.forEach((recipe, ordinal) => (line = this.addRecipe(recipe, ordinal, line)));
    this.lineStart[n] = line;
    const postingsOf = (mask: number, flags: number) =>
      postingListsOf(this.lineStart, this.lines, ingredients, mask, flags);
    this.requiredPostings = postingsOf(OPTIONAL, 0);
    this.optionalPostings = postingsOf(OPTIONAL, OPTIONAL);
    this.keyPostings = postingsOf(KEY, KEY);

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
    this.reached = new Int32Array(Math.ceil(n / 32));
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
    this.countOwnPicks(true);
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
    this.prepare(selected, options.kitchen ?? EMPTY_KITCHEN);
    this.countOwnPicks(includeOptional);
    this.countKeys();
    const best = new SmallestKeys(options.count);
    const counts = this.collect(best, options);
    const width = Math.max(1, this.size);
    const matches = Array.from(best.sorted(), (key) =>
      this.summary(this.ordinalBySlugRank[key % width] as number, options),
    );
    this.reset();
    return { matches, ...counts };
  }

  /** Bytes held by the index's arrays, for the benchmark. */
  byteSize(): number {
    const arrays = [
      this.isBonus,
      this.lineStart,
      this.lines,
      this.requiredCount,
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
    ];
    const postings = [this.requiredPostings, this.optionalPostings, this.keyPostings];
    return (
      arrays.reduce((sum, array) => sum + array.byteLength, 0) +
      postings.reduce((sum, lists) => sum + postingBytes(lists), 0)
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
    if (bit !== PICKED) this.kitchenMarked = true;
  }

  /**
   * Counts, per recipe, the lines of the visitor's own picks (picked and not a staple), walking
   * each pick's postings; the optional lines only when they count (or to find every recipe used).
   */
  private countOwnPicks(withOptional: boolean) {
    for (let i = 0; i < this.markedCount; i++) {
      const id = this.marked[i] as number;
      if (this.has[id] !== PICKED) continue;
      const bonus = this.isBonus[id] === 1;
      this.addHits(this.requiredPostings, id, this.requiredHits, bonus ? REQUIRED_BONUS : 0);
      if (withOptional)
        this.addHits(this.optionalPostings, id, this.optionalHits, bonus ? OPTIONAL_BONUS : 0);
    }
  }

  private addHits(lists: PostingLists, id: number, hits: Uint8Array, bonusBit: number) {
    const recipes = lists.recipes;
    const bonusLines = this.bonusLines;
    const reached = this.reached;
    const end = lists.start[id + 1] as number;
    for (let at = lists.start[id] as number; at < end; at++) {
      const ordinal = recipes[at] as number;
      hits[ordinal] = (hits[ordinal] as number) + 1;
      reached[ordinal >> 5] = (reached[ordinal >> 5] as number) | (1 << (ordinal & 31));
      if (bonusBit !== 0) bonusLines[ordinal] = (bonusLines[ordinal] as number) | bonusBit;
    }
  }

  private wasReached(ordinal: number): boolean {
    return ((this.reached[ordinal >> 5] as number) & (1 << (ordinal & 31))) !== 0;
  }

  /** Counts, per recipe, its key lines the visitor has (picked, a staple or swapped). */
  private countKeys() {
    const { start, recipes } = this.keyPostings;
    const keyHits = this.keyHits;
    for (let i = 0; i < this.markedCount; i++) {
      const id = this.marked[i] as number;
      const end = start[id + 1] as number;
      for (let at = start[id] as number; at < end; at++) {
        const ordinal = recipes[at] as number;
        keyHits[ordinal] = (keyHits[ordinal] as number) + 1;
      }
    }
  }

  /**
   * Pushes every candidate that can be made and is accepted into `best`. It goes through the
   * recipes an own pick reached, lowest bit first: in recipe order, so the per-recipe arrays are
   * read front to back rather than at random, and a query skips 32 untouched recipes at a time.
   */
  private collect(best: SmallestKeys, options: RankOptions) {
    const includeOptional = options.includeOptional ?? false;
    const maxMissing = options.maxMissing ?? MAX_MISSING_DEFAULT;
    const order = options.order ?? 'matchScore';
    const rule = rankingRuleOf(options.kitchen ?? EMPTY_KITCHEN);
    const fromCounts = !this.kitchenMarked;
    const width = Math.max(1, this.size);
    const reading = this.reading;
    const hidden = options.hidden;
    let canMakeCount = 0;
    let acceptedCount = 0;
    const reached = this.reached;
    for (let word = 0; word < reached.length; word++)
      for (let bits = reached[word] as number; bits !== 0; bits &= bits - 1) {
        const ordinal = word * 32 + 31 - Math.clz32(bits & -bits); // the lowest bit left
        if (!this.isCandidate(ordinal) || hidden?.[ordinal] === 1) continue;
        if (fromCounts) this.readCounts(ordinal, includeOptional);
        else this.read(ordinal, includeOptional);
        if (!canMakeOf(reading.own, reading.missingRequired, maxMissing) || reading.missingKeys > 0)
          continue;
        canMakeCount++;
        if (options.accept && !options.accept(ordinal)) continue;
        acceptedCount++;
        best.push(
          this.primaryKey(ordinal, order, rule) * width + (this.slugRank[ordinal] as number),
        );
      }
    return { canMakeCount, acceptedCount };
  }

  /**
   * Whether a reached recipe may be made: an own pick is among its required lines (not only its
   * optional ones), and the visitor has all its keys (decision 0016).
   */
  private isCandidate(ordinal: number): boolean {
    if (this.requiredHits[ordinal] === 0) return false;
    const keys = this.keyCount[ordinal] as number;
    return keys === 0 || this.keyHits[ordinal] === keys;
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
    this.kitchenMarked = false;
    this.requiredHits.fill(0);
    this.optionalHits.fill(0);
    this.bonusLines.fill(0);
    this.keyHits.fill(0);
    this.reached.fill(0);
  }

  /**
   * The reading when only picks are marked, from the counts: every line is picked or missing, so
   * no line needs to be read (the same numbers `read` finds, as the property tests check).
   */
  private readCounts(ordinal: number, includeOptional: boolean) {
    const r = this.reading;
    const required = this.requiredCount[ordinal] as number;
    const picked = this.requiredHits[ordinal] as number;
    r.total = includeOptional
      ? (this.lineStart[ordinal + 1] as number) - (this.lineStart[ordinal] as number)
      : required;
    r.have = includeOptional ? picked + (this.optionalHits[ordinal] as number) : picked;
    r.own = picked;
    r.missingRequired = required - picked;
    r.missingKeys = (this.keyCount[ordinal] as number) - (this.keyHits[ordinal] as number);
    r.swapCount = 0;
    r.swapCredit = 0;
    const bonusBits = includeOptional ? REQUIRED_BONUS | OPTIONAL_BONUS : REQUIRED_BONUS;
    r.bonus = ((this.bonusLines[ordinal] as number) & bonusBits) !== 0;
    r.bonusAsWritten = false;
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
    const r = this.reading;
    const missing = Math.min(r.total - r.have - r.swapCount, TO_BUY_SLOTS - 1);
    const percentage = Math.round(percentageOf(r.total, r.have, r.swapCredit));
    const swaps = Math.min(r.swapCount, SWAP_SLOTS - 1);
    const byPercent = missing * PERCENT_SLOTS + (100 - percentage);
    return (
      (byPercent * SWAP_SLOTS + swaps) * SCORE_SLOTS + (MATCH_SCORE_CAP - this.scoreOf(ordinal))
    );
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
/** The same order as `compareMatches`'s slug tie-break (code units, not locale). */
