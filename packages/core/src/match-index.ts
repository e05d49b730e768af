import type { Difficulty } from './catalogue.ts';
import {
  MAX_MISSING_DEFAULT,
  scoreMatch,
  STAPLE_INGREDIENTS,
  type MatchSummary,
} from './matching.ts';

/**
 * An inverted index over a catalogue: ingredient → the recipes (by ordinal) that use it, in typed
 * arrays. A query touches only the postings of the selected ingredients, so its cost follows what
 * the pantry touches, not the catalogue size; scoring is the core's own `scoreMatch`.
 */
export interface IndexableRecipe {
  difficulty: Difficulty;
  hasInstructions: boolean;
  ingredients: readonly { slug: string; optional: boolean }[];
}

export interface IndexedMatch extends MatchSummary {
  ordinal: number;
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
  // Scratch counters reused by every query (reset through the touched list).
  private readonly hitRequired: Uint16Array;
  private readonly hitOptional: Uint16Array;
  private readonly hitStaple: Uint8Array;

  constructor(recipes: readonly IndexableRecipe[]) {
    const n = recipes.length;
    this.size = n;
    this.requiredCount = new Uint16Array(n);
    this.optionalCount = new Uint16Array(n);
    this.difficulty = new Uint8Array(n);
    this.hasInstructions = new Uint8Array(n);
    this.hitRequired = new Uint16Array(n);
    this.hitOptional = new Uint16Array(n);
    this.hitStaple = new Uint8Array(n);

    const lists = new Map<string, { required: number[]; optional: number[] }>();
    recipes.forEach((recipe, ordinal) => {
      this.difficulty[ordinal] = DIFFICULTY_CODE[recipe.difficulty];
      this.hasInstructions[ordinal] = recipe.hasInstructions ? 1 : 0;
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
  }

  /**
   * Scores the recipes that use at least one selected ingredient (the only ones that can be made);
   * with `everyRecipe`, all the others too, as the "all recipes" list needs.
   */
  match(
    selected: Iterable<string>,
    options: { includeOptional?: boolean; maxMissing?: number; everyRecipe?: boolean } = {},
  ): IndexedMatch[] {
    const touched: number[] = [];
    const touch = (ordinal: number) => {
      if (this.hitRequired[ordinal] === 0 && this.hitOptional[ordinal] === 0) touched.push(ordinal);
    };
    for (const slug of new Set(selected)) {
      const postings = this.postings.get(slug);
      if (!postings) continue;
      const staple = STAPLE_INGREDIENTS.includes(slug);
      for (const ordinal of postings.required) {
        touch(ordinal);
        this.hitRequired[ordinal] = (this.hitRequired[ordinal] ?? 0) + 1;
        if (staple) this.hitStaple[ordinal] = 1;
      }
      for (const ordinal of postings.optional) {
        touch(ordinal);
        this.hitOptional[ordinal] = (this.hitOptional[ordinal] ?? 0) + 1;
        if (staple && options.includeOptional) this.hitStaple[ordinal] = 1;
      }
    }

    const results: IndexedMatch[] = [];
    const score = (ordinal: number) => {
      const required = this.requiredCount[ordinal] ?? 0;
      const availableRequired = this.hitRequired[ordinal] ?? 0;
      const availableOptional = options.includeOptional ? (this.hitOptional[ordinal] ?? 0) : 0;
      const summary = scoreMatch(
        {
          total: required + (options.includeOptional ? (this.optionalCount[ordinal] ?? 0) : 0),
          available: availableRequired + availableOptional,
          availableRequired,
          missingRequired: required - availableRequired,
          difficulty: DIFFICULTIES_BY_CODE[this.difficulty[ordinal] ?? 0] ?? 'easy',
          hasInstructions: this.hasInstructions[ordinal] === 1,
          hasSelectedStaple: this.hitStaple[ordinal] === 1,
        },
        options.maxMissing ?? MAX_MISSING_DEFAULT,
      );
      results.push({
        ordinal,
        matchScore: summary.matchScore,
        matchPercentage: summary.matchPercentage,
        missingCount: summary.missingCount,
        totalIngredients: summary.totalIngredients,
        canMake: summary.canMake,
      });
    };
    if (options.everyRecipe) for (let ordinal = 0; ordinal < this.size; ordinal++) score(ordinal);
    else for (const ordinal of touched) score(ordinal);

    for (const ordinal of touched) {
      this.hitRequired[ordinal] = 0;
      this.hitOptional[ordinal] = 0;
      this.hitStaple[ordinal] = 0;
    }
    return results;
  }

  /** Bytes held by the index's arrays (postings and per-recipe columns), for the benchmark. */
  byteSize(): number {
    let bytes = 0;
    for (const postings of this.postings.values())
      bytes += postings.required.byteLength + postings.optional.byteLength;
    return (
      bytes +
      this.requiredCount.byteLength * 4 +
      this.difficulty.byteLength * 2 +
      this.hitStaple.byteLength
    );
  }
}

const DIFFICULTY_CODE: Record<Difficulty, number> = { easy: 0, medium: 1, hard: 2 };
const DIFFICULTIES_BY_CODE: readonly Difficulty[] = ['easy', 'medium', 'hard'];
