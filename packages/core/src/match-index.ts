// One file over 300 lines: the index is one class whose typed arrays, built together in the
// constructor, are read together by the hot loops; split, each part would need the others' arrays.
import type { Difficulty } from './catalogue.ts';
import { EMPTY_KITCHEN, SWAP_WEIGHTS, type Kitchen } from './kitchen.ts';
import {
  canMakeOf,
  MATCH_SCORE_CAP,
  MAX_MISSING_DEFAULT,
  percentageOf,
  STAPLE_INGREDIENTS,
  swappedScoreOf,
  type MatchSummary,
  type SortOrder,
} from './matching.ts';
import { SmallestKeys } from './top-k.ts';

/**
 * An index over a catalogue for ranking by the visitor's pantry. Ingredients are numbered; each
 * recipe's lines are one run of a flat array (ingredient, optional/key flags), and each ingredient
 * lists the recipes that use it. A query marks what the visitor has (picked, staple, swapped) in a
 * small table, reaches the candidates through the postings of their own picks only (a recipe needs
 * one to be made; the staples would reach nearly every recipe), and reads each candidate's lines
 * against the table. Scoring is the core's own (`swappedScoreOf`), tested against `matchRecipe`.
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
}

export interface MatchQueryOptions {
  includeOptional?: boolean;
  maxMissing?: number;
  /** Staples and swaps (none: the spec's matching). */
  kitchen?: Kitchen;
}

export interface RankedMatches {
  /** The first `count` recipes that can be made and are accepted, in the requested order. */
  matches: IndexedMatch[];
  /** Recipes the selection can make, whatever `accept` says. */
  canMakeCount: number;
  /** Recipes the selection can make that `accept` kept. */
  acceptedCount: number;
}

// What the visitor has of an ingredient, as bits of the per-query table.
const PICKED = 1;
const STAPLE = 2;
const SWAPPED = 4;
// Line flags.
const OPTIONAL = 1;
const KEY = 2;

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
  /** Recipe r's lines are lineIngredient/lineFlags[lineStart[r] .. lineStart[r + 1]). */
  private readonly lineStart: Int32Array;
  private readonly lineIngredient: Int32Array;
  private readonly lineFlags: Uint8Array;
  /** Ingredient i's recipes are postingRecipe[postingStart[i] .. postingStart[i + 1]). */
  private readonly postingStart: Int32Array;
  private readonly postingRecipe: Int32Array;
  /** The same, for key lines only, and each recipe's number of keys. */
  private readonly keyPostingStart: Int32Array;
  private readonly keyPostingRecipe: Int32Array;
  private readonly keyCount: Uint8Array;
  private readonly difficulty: Uint8Array;
  private readonly hasInstructions: Uint8Array;
  private readonly totalTime: Uint32Array;
  /** Each recipe's place in slug order, the final tie-break of every order, and its inverse. */
  private readonly slugRank: Int32Array;
  private readonly ordinalBySlugRank: Int32Array;
  // Per-query scratch, reset through the lists of what was marked.
  private readonly has: Uint8Array;
  private readonly swapCredit: Uint8Array;
  private readonly marked: Int32Array;
  private markedCount = 0;
  private readonly seen: Uint8Array;
  /** Per recipe, how many of its keys the visitor has (ranking only), and which recipes moved. */
  private readonly keyHits: Uint8Array;
  private readonly keyTouched: Int32Array;
  private keyTouchedCount = 0;
  /** The recipes the current query reached, in `touched[0 .. touchedCount)`. */
  private readonly touched: Int32Array;
  private touchedCount = 0;
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

  constructor(recipes: readonly IndexableRecipe[]) {
    const n = recipes.length;
    this.size = n;
    let lineCount = 0;
    for (const recipe of recipes) {
      lineCount += recipe.ingredients.length;
      for (const link of recipe.ingredients)
        if (!this.ingredientId.has(link.slug))
          this.ingredientId.set(link.slug, this.ingredientId.size);
    }
    const ingredients = this.ingredientId.size;
    this.isBonus = new Uint8Array(ingredients);
    for (const slug of STAPLE_INGREDIENTS) {
      const id = this.ingredientId.get(slug);
      if (id !== undefined) this.isBonus[id] = 1;
    }

    this.lineStart = new Int32Array(n + 1);
    this.lineIngredient = new Int32Array(lineCount);
    this.lineFlags = new Uint8Array(lineCount);
    this.difficulty = new Uint8Array(n);
    this.hasInstructions = new Uint8Array(n);
    this.totalTime = new Uint32Array(n);
    const uses = new Int32Array(ingredients + 1);
    let line = 0;
    recipes.forEach((recipe, ordinal) => {
      this.lineStart[ordinal] = line;
      this.difficulty[ordinal] = DIFFICULTY_CODE[recipe.difficulty];
      this.hasInstructions[ordinal] = recipe.hasInstructions ? 1 : 0;
      this.totalTime[ordinal] = Math.min(Math.max(0, recipe.totalTime), MAX_TIME);
      for (const link of recipe.ingredients) {
        const id = this.ingredientId.get(link.slug) as number;
        this.lineIngredient[line] = id;
        this.lineFlags[line] = (link.optional ? OPTIONAL : 0) | (link.key ? KEY : 0);
        uses[id + 1] = (uses[id + 1] as number) + 1;
        line++;
      }
    });
    this.lineStart[n] = line;

    this.postingStart = new Int32Array(ingredients + 1);
    for (let id = 0; id < ingredients; id++)
      this.postingStart[id + 1] = (this.postingStart[id] as number) + (uses[id + 1] as number);
    this.postingRecipe = new Int32Array(lineCount);
    const fill = this.postingStart.slice(0, ingredients);
    for (let ordinal = 0; ordinal < n; ordinal++)
      for (
        let at = this.lineStart[ordinal] as number;
        at < (this.lineStart[ordinal + 1] as number);
        at++
      ) {
        const id = this.lineIngredient[at] as number;
        this.postingRecipe[fill[id] as number] = ordinal;
        fill[id] = (fill[id] as number) + 1;
      }

    this.keyCount = new Uint8Array(n);
    const keyUses = new Int32Array(ingredients + 1);
    for (let at = 0; at < lineCount; at++)
      if (((this.lineFlags[at] as number) & KEY) !== 0) {
        const id = this.lineIngredient[at] as number;
        keyUses[id + 1] = (keyUses[id + 1] as number) + 1;
      }
    this.keyPostingStart = new Int32Array(ingredients + 1);
    for (let id = 0; id < ingredients; id++)
      this.keyPostingStart[id + 1] =
        (this.keyPostingStart[id] as number) + (keyUses[id + 1] as number);
    this.keyPostingRecipe = new Int32Array(this.keyPostingStart[ingredients] as number);
    const keyFill = this.keyPostingStart.slice(0, ingredients);
    for (let ordinal = 0; ordinal < n; ordinal++)
      for (
        let at = this.lineStart[ordinal] as number;
        at < (this.lineStart[ordinal + 1] as number);
        at++
      ) {
        if (((this.lineFlags[at] as number) & KEY) === 0) continue;
        const id = this.lineIngredient[at] as number;
        this.keyPostingRecipe[keyFill[id] as number] = ordinal;
        keyFill[id] = (keyFill[id] as number) + 1;
        this.keyCount[ordinal] = Math.min(255, (this.keyCount[ordinal] as number) + 1);
      }

    this.ordinalBySlugRank = Int32Array.from(recipes.keys()).sort((a, b) =>
      compareText(recipes[a]?.slug ?? '', recipes[b]?.slug ?? ''),
    );
    this.slugRank = new Int32Array(n);
    this.ordinalBySlugRank.forEach((ordinal, rank) => (this.slugRank[ordinal] = rank));

    this.has = new Uint8Array(ingredients);
    this.swapCredit = new Uint8Array(ingredients);
    this.marked = new Int32Array(ingredients);
    this.seen = new Uint8Array(n);
    this.touched = new Int32Array(n);
    this.keyHits = new Uint8Array(n);
    this.keyTouched = new Int32Array(n);
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
    const results: IndexedMatch[] = [];
    if (options.everyRecipe)
      for (let ordinal = 0; ordinal < this.size; ordinal++)
        results.push(this.summary(ordinal, options));
    else
      for (let i = 0; i < this.touchedCount; i++)
        results.push(this.summary(this.touched[i] as number, options));
    this.reset();
    return results;
  }

  /**
   * The first `count` recipes the selection can make, in `order` (ties: the slug), as
   * `compareMatches` orders them, without making an object for any recipe that is not returned:
   * each candidate becomes one number (its sort keys packed above its slug rank) in a bounded heap.
   */
  rank(
    selected: Iterable<string>,
    options: MatchQueryOptions & {
      count: number;
      order?: SortOrder;
      accept?: (ordinal: number) => boolean;
    },
  ): RankedMatches {
    this.prepare(selected, options.kitchen ?? EMPTY_KITCHEN, true);
    const maxMissing = options.maxMissing ?? MAX_MISSING_DEFAULT;
    const includeOptional = options.includeOptional ?? false;
    const order = options.order ?? 'matchScore';
    const best = new SmallestKeys(options.count);
    const width = Math.max(1, this.size);
    const reading = this.reading;
    let canMakeCount = 0;
    let acceptedCount = 0;
    for (let i = 0; i < this.touchedCount; i++) {
      const ordinal = this.touched[i] as number;
      this.read(ordinal, includeOptional);
      if (!canMakeOf(reading.own, reading.missingRequired, maxMissing) || reading.missingKeys > 0)
        continue;
      canMakeCount++;
      if (options.accept && !options.accept(ordinal)) continue;
      acceptedCount++;
      const primary =
        order === 'matchScore'
          ? this.scoreKey(ordinal)
          : order === 'cookingTime'
            ? (this.totalTime[ordinal] as number)
            : (this.difficulty[ordinal] as number);
      best.push(primary * width + (this.slugRank[ordinal] as number));
    }
    const matches = Array.from(best.sorted(), (key) =>
      this.summary(this.ordinalBySlugRank[key % width] as number, options),
    );
    this.reset();
    return { matches, canMakeCount, acceptedCount };
  }

  /** Bytes held by the index's arrays, for the benchmark. */
  byteSize(): number {
    const arrays = [
      this.isBonus,
      this.lineStart,
      this.lineIngredient,
      this.lineFlags,
      this.postingStart,
      this.postingRecipe,
      this.keyPostingStart,
      this.keyPostingRecipe,
      this.keyCount,
      this.keyHits,
      this.keyTouched,
      this.difficulty,
      this.hasInstructions,
      this.totalTime,
      this.slugRank,
      this.ordinalBySlugRank,
      this.has,
      this.swapCredit,
      this.marked,
      this.seen,
      this.touched,
    ];
    return arrays.reduce((sum, array) => sum + array.byteLength, 0);
  }

  /**
   * Marks what the visitor has, and lists the recipes their own picks reach. For ranking
   * (`onlyMakeable`), a recipe with key ingredients is listed only once the visitor has all of
   * them — reached through the key lines of what is marked, far fewer than every recipe an own
   * pick touches — and only the recipes without keys are reached through the own picks.
   */
  private prepare(selected: Iterable<string>, kitchen: Kitchen, onlyMakeable = false) {
    const picks = new Set(selected);
    this.markedCount = 0;
    this.touchedCount = 0;
    for (const slug of picks) this.mark(slug, PICKED, 0);
    for (const slug of kitchen.staples) this.mark(slug, STAPLE, 0);
    const onHand = (slug: string) => picks.has(slug) || kitchen.staples.has(slug);
    for (const [missing, rules] of kitchen.swaps) {
      const id = this.ingredientId.get(missing);
      if (id === undefined || this.has[id] !== 0) continue;
      const rule = rules.find((candidate) => candidate.using.every(onHand));
      if (rule) this.mark(missing, SWAPPED, SWAP_WEIGHTS[rule.quality]);
    }
    for (const slug of picks) {
      if (kitchen.staples.has(slug)) continue;
      const id = this.ingredientId.get(slug);
      if (id === undefined) continue;
      const end = this.postingStart[id + 1] as number;
      for (let at = this.postingStart[id] as number; at < end; at++) {
        const ordinal = this.postingRecipe[at] as number;
        if (this.seen[ordinal] === 1 || (onlyMakeable && this.keyCount[ordinal] !== 0)) continue;
        this.seen[ordinal] = 1;
        this.touched[this.touchedCount++] = ordinal;
      }
    }
    if (onlyMakeable) this.reachByKeys();
  }

  /** Lists the recipes whose every key ingredient is marked. */
  private reachByKeys() {
    for (let i = 0; i < this.markedCount; i++) {
      const id = this.marked[i] as number;
      const end = this.keyPostingStart[id + 1] as number;
      for (let at = this.keyPostingStart[id] as number; at < end; at++) {
        const ordinal = this.keyPostingRecipe[at] as number;
        const hits = (this.keyHits[ordinal] as number) + 1;
        if (hits === 1) this.keyTouched[this.keyTouchedCount++] = ordinal;
        this.keyHits[ordinal] = hits;
        if (hits === this.keyCount[ordinal] && this.seen[ordinal] === 0) {
          this.seen[ordinal] = 1;
          this.touched[this.touchedCount++] = ordinal;
        }
      }
    }
  }

  private mark(slug: string, bit: number, credit: number) {
    const id = this.ingredientId.get(slug);
    if (id === undefined) return;
    if (this.has[id] === 0) this.marked[this.markedCount++] = id;
    this.has[id] = (this.has[id] as number) | bit;
    this.swapCredit[id] = credit;
  }

  private reset() {
    for (let i = 0; i < this.markedCount; i++) {
      const id = this.marked[i] as number;
      this.has[id] = 0;
      this.swapCredit[id] = 0;
    }
    for (let i = 0; i < this.touchedCount; i++) this.seen[this.touched[i] as number] = 0;
    for (let i = 0; i < this.keyTouchedCount; i++) this.keyHits[this.keyTouched[i] as number] = 0;
    this.markedCount = 0;
    this.touchedCount = 0;
    this.keyTouchedCount = 0;
  }

  /** Reads one recipe's lines against the table into `this.reading` (the hot loop: locals only). */
  private read(ordinal: number, includeOptional: boolean) {
    const lineIngredient = this.lineIngredient;
    const lineFlags = this.lineFlags;
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
      const id = lineIngredient[at] as number;
      const flags = lineFlags[at] as number;
      const mark = has[id] as number;
      const optional = (flags & OPTIONAL) !== 0;
      if (!optional) {
        if (mark === PICKED) own++;
        else if (mark === 0) missingRequired++;
      }
      if (mark === 0) {
        if ((flags & KEY) !== 0) missingKeys++;
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
    };
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
const SWAP_SLOTS = 1 << 7;
const MAX_TIME = (1 << 24) - 1;
/** The same order as `compareMatches`'s slug tie-break (code units, not locale). */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
