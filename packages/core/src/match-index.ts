import type { Difficulty } from './catalogue.ts';
import {
  canMakeOf,
  MATCH_SCORE_CAP,
  matchScoreOf,
  MAX_MISSING_DEFAULT,
  scoreMatch,
  STAPLE_INGREDIENTS,
  type MatchSummary,
  type SortOrder,
} from './matching.ts';
import { SmallestKeys } from './top-k.ts';

/**
 * An inverted index over a catalogue: ingredient → the recipes (by ordinal) that use it, in typed
 * arrays. A query touches only the postings of the selected ingredients, so its cost follows what
 * the pantry touches, not the catalogue size; scoring is the core's own.
 */
export interface IndexableRecipe {
  slug: string;
  totalTime: number;
  difficulty: Difficulty;
  hasInstructions: boolean;
  ingredients: readonly { slug: string; optional: boolean }[];
}

export interface IndexedMatch extends MatchSummary {
  ordinal: number;
}

export interface MatchQueryOptions {
  includeOptional?: boolean;
  maxMissing?: number;
}

export interface RankedMatches {
  /** The first `count` recipes that can be made and are accepted, in the requested order. */
  matches: IndexedMatch[];
  /** Recipes the selection can make, whatever `accept` says. */
  canMakeCount: number;
  /** Recipes the selection can make that `accept` kept. */
  acceptedCount: number;
}

interface Postings {
  required: Int32Array;
  optional: Int32Array;
}

export class MatchIndex {
  readonly size: number;
  private readonly postings = new Map<string, Postings>();
  private readonly requiredCount: Uint16Array;
  private readonly optionalCount: Uint16Array;
  private readonly difficulty: Uint8Array;
  private readonly hasInstructions: Uint8Array;
  private readonly totalTime: Uint32Array;
  /** Each recipe's place in slug order, the final tie-break of every order, and its inverse. */
  private readonly slugRank: Int32Array;
  private readonly ordinalBySlugRank: Int32Array;
  // Scratch counters reused by every query (reset through the touched list).
  private readonly hitRequired: Uint16Array;
  private readonly hitOptional: Uint16Array;
  private readonly hitStaple: Uint8Array;
  private readonly hitOptionalStaple: Uint8Array;
  /** The recipes the current query reached, in `touched[0 .. touchedCount)`. */
  private readonly touched: Int32Array;
  private touchedCount = 0;

  constructor(recipes: readonly IndexableRecipe[]) {
    const n = recipes.length;
    this.size = n;
    this.requiredCount = new Uint16Array(n);
    this.optionalCount = new Uint16Array(n);
    this.difficulty = new Uint8Array(n);
    this.hasInstructions = new Uint8Array(n);
    this.totalTime = new Uint32Array(n);
    this.hitRequired = new Uint16Array(n);
    this.hitOptional = new Uint16Array(n);
    this.hitStaple = new Uint8Array(n);
    this.hitOptionalStaple = new Uint8Array(n);
    this.touched = new Int32Array(n);

    const lists = new Map<string, { required: number[]; optional: number[] }>();
    recipes.forEach((recipe, ordinal) => {
      this.difficulty[ordinal] = DIFFICULTY_CODE[recipe.difficulty];
      this.hasInstructions[ordinal] = recipe.hasInstructions ? 1 : 0;
      this.totalTime[ordinal] = Math.min(Math.max(0, recipe.totalTime), MAX_TIME);
      for (const link of recipe.ingredients) {
        let list = lists.get(link.slug);
        if (!list) lists.set(link.slug, (list = { required: [], optional: [] }));
        if (link.optional) {
          list.optional.push(ordinal);
          this.optionalCount[ordinal] = (this.optionalCount[ordinal] ?? 0) + 1;
        } else {
          list.required.push(ordinal);
          this.requiredCount[ordinal] = (this.requiredCount[ordinal] ?? 0) + 1;
        }
      }
    });
    for (const [slug, list] of lists) {
      this.postings.set(slug, {
        required: Int32Array.from(list.required),
        optional: Int32Array.from(list.optional),
      });
    }
    this.ordinalBySlugRank = Int32Array.from(recipes.keys()).sort((a, b) =>
      compareText(recipes[a]?.slug ?? '', recipes[b]?.slug ?? ''),
    );
    this.slugRank = new Int32Array(n);
    this.ordinalBySlugRank.forEach((ordinal, rank) => (this.slugRank[ordinal] = rank));
  }

  /**
   * Scores the recipes that use at least one selected ingredient (the only ones that can be made);
   * with `everyRecipe`, all the others too, as the "all recipes" list needs.
   */
  match(
    selected: Iterable<string>,
    options: MatchQueryOptions & { everyRecipe?: boolean } = {},
  ): IndexedMatch[] {
    this.count(selected);
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
    this.count(selected);
    const maxMissing = options.maxMissing ?? MAX_MISSING_DEFAULT;
    const order = options.order ?? 'matchScore';
    const best = new SmallestKeys(options.count);
    const width = Math.max(1, this.size);
    let canMakeCount = 0;
    let acceptedCount = 0;
    for (let i = 0; i < this.touchedCount; i++) {
      const ordinal = this.touched[i] as number;
      const required = this.requiredCount[ordinal] as number;
      const availableRequired = this.hitRequired[ordinal] as number;
      if (!canMakeOf(availableRequired, required - availableRequired, maxMissing)) continue;
      canMakeCount++;
      if (options.accept && !options.accept(ordinal)) continue;
      acceptedCount++;
      const primary =
        order === 'matchScore'
          ? this.scoreKey(ordinal, options.includeOptional ?? false)
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

  /** Bytes held by the index's arrays (postings and per-recipe columns), for the benchmark. */
  byteSize(): number {
    let bytes = 0;
    for (const postings of this.postings.values())
      bytes += postings.required.byteLength + postings.optional.byteLength;
    const columns = [
      this.requiredCount,
      this.optionalCount,
      this.difficulty,
      this.hasInstructions,
      this.totalTime,
      this.slugRank,
      this.ordinalBySlugRank,
      this.hitRequired,
      this.hitOptional,
      this.hitStaple,
      this.hitOptionalStaple,
      this.touched,
    ];
    return columns.reduce((sum, column) => sum + column.byteLength, bytes);
  }

  /** Counts the selected ingredients of every recipe they reach, and lists those recipes. */
  private count(selected: Iterable<string>) {
    this.touchedCount = 0;
    for (const slug of new Set(selected)) {
      const postings = this.postings.get(slug);
      if (!postings) continue;
      const staple = STAPLE_INGREDIENTS.includes(slug);
      for (const ordinal of postings.required) {
        if (this.hitRequired[ordinal] === 0 && this.hitOptional[ordinal] === 0)
          this.touched[this.touchedCount++] = ordinal;
        this.hitRequired[ordinal] = (this.hitRequired[ordinal] as number) + 1;
        if (staple) this.hitStaple[ordinal] = 1;
      }
      for (const ordinal of postings.optional) {
        if (this.hitRequired[ordinal] === 0 && this.hitOptional[ordinal] === 0)
          this.touched[this.touchedCount++] = ordinal;
        this.hitOptional[ordinal] = (this.hitOptional[ordinal] as number) + 1;
        if (staple) this.hitOptionalStaple[ordinal] = 1;
      }
    }
  }

  private reset() {
    for (let i = 0; i < this.touchedCount; i++) {
      const ordinal = this.touched[i] as number;
      this.hitRequired[ordinal] = 0;
      this.hitOptional[ordinal] = 0;
      this.hitStaple[ordinal] = 0;
      this.hitOptionalStaple[ordinal] = 0;
    }
  }

  private summary(ordinal: number, options: MatchQueryOptions): IndexedMatch {
    const includeOptional = options.includeOptional ?? false;
    const required = this.requiredCount[ordinal] as number;
    const availableRequired = this.hitRequired[ordinal] as number;
    const availableOptional = includeOptional ? (this.hitOptional[ordinal] as number) : 0;
    const summary = scoreMatch(
      {
        total: required + (includeOptional ? (this.optionalCount[ordinal] as number) : 0),
        available: availableRequired + availableOptional,
        availableRequired,
        missingRequired: required - availableRequired,
        difficulty: DIFFICULTIES_BY_CODE[this.difficulty[ordinal] as number] ?? 'easy',
        hasInstructions: this.hasInstructions[ordinal] === 1,
        hasSelectedStaple: this.hasSelectedStaple(ordinal, includeOptional),
      },
      options.maxMissing ?? MAX_MISSING_DEFAULT,
    );
    return { ordinal, ...summary };
  }

  /** Score descending, then fewer missing: as one ascending number. */
  private scoreKey(ordinal: number, includeOptional: boolean): number {
    const total =
      (this.requiredCount[ordinal] as number) +
      (includeOptional ? (this.optionalCount[ordinal] as number) : 0);
    const available =
      (this.hitRequired[ordinal] as number) +
      (includeOptional ? (this.hitOptional[ordinal] as number) : 0);
    const score = matchScoreOf(
      total,
      available,
      DIFFICULTIES_BY_CODE[this.difficulty[ordinal] as number] ?? 'easy',
      this.hasSelectedStaple(ordinal, includeOptional),
      this.hasInstructions[ordinal] === 1,
    );
    return (
      (MATCH_SCORE_CAP - score) * MISSING_SLOTS + Math.min(total - available, MISSING_SLOTS - 1)
    );
  }

  private hasSelectedStaple(ordinal: number, includeOptional: boolean): boolean {
    return (
      this.hitStaple[ordinal] === 1 || (includeOptional && this.hitOptionalStaple[ordinal] === 1)
    );
  }
}

const DIFFICULTY_CODE: Record<Difficulty, number> = { easy: 0, medium: 1, hard: 2 };
const DIFFICULTIES_BY_CODE: readonly Difficulty[] = ['easy', 'medium', 'hard'];
/** Packed keys stay exact integers (< 2^53) for catalogues of up to millions of recipes. */
const MISSING_SLOTS = 1 << 16;
const MAX_TIME = (1 << 24) - 1;
/** The same order as `compareMatches`'s slug tie-break (code units, not locale). */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
