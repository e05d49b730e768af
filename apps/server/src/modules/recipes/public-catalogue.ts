import type { Kysely } from 'kysely';
import {
  MatchIndex,
  normalizeSearchText,
  type Difficulty,
  type Language,
  type Substitution,
} from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { isDatabaseUnavailable } from '../../platform/errors.ts';
import { listStapleSlugs } from '../ingredients/repository.ts';
import { listSubstitutions } from '../substitutions/repository.ts';
import { catalogueVersion, listAllRecipeLinks, listRecipeCards } from './repository.ts';

export type RecipeCard = Awaited<ReturnType<typeof listRecipeCards>>[number] & {
  difficulty: Difficulty;
  total_time: number;
};

/** What the public lists and matching read: the recipes, their links, the index and search text. */
export interface CatalogueSnapshot {
  version: number;
  recipes: RecipeCard[];
  links: RecipeLink[][];
  index: MatchIndex;
  /** The catalogue's staples: what a visitor counts unless they say otherwise (decision 0016). */
  staples: string[];
  /** Every swap rule. */
  substitutions: Substitution[];
  /** Per language: normalised title + description; tags are searched in every language. */
  searchText: Record<Language, string[]>;
  tags: string[][];
  builtAt: number;
}

type RecipeLink = { slug: string; optional: boolean; key: boolean };

export async function buildSnapshot(db: Kysely<Database>): Promise<CatalogueSnapshot> {
  const version = await catalogueVersion(db);
  const [rows, allLinks, staples, substitutions] = await Promise.all([
    listRecipeCards(db),
    listAllRecipeLinks(db),
    listStapleSlugs(db),
    listSubstitutions(db),
  ]);
  // Recipes of an inactive category leave the public site with it.
  const recipes: RecipeCard[] = rows
    .filter((row) => row.category_active)
    .map((row) => ({
      ...row,
      difficulty: row.difficulty as Difficulty,
      total_time: row.prep_time + row.cooking_time,
    }));
  const ordinalById = new Map(recipes.map((recipe, ordinal) => [recipe.id, ordinal]));
  const links = recipes.map((): RecipeLink[] => []);
  for (const link of allLinks) {
    const ordinal = ordinalById.get(link.recipe_id);
    if (ordinal !== undefined)
      links[ordinal]?.push({ slug: link.ingredient_slug, optional: link.optional, key: link.key });
  }
  const text = (language: Language) =>
    recipes.map((r) =>
      normalizeSearchText(`${r[`title_${language}`]} ${r[`description_${language}`]}`),
    );
  return {
    version,
    recipes,
    links,
    index: new MatchIndex(
      recipes.map((recipe, ordinal) => ({
        slug: recipe.slug,
        totalTime: recipe.total_time,
        difficulty: recipe.difficulty,
        hasInstructions: Boolean(recipe.has_instructions),
        ingredients: links[ordinal] ?? [],
      })),
    ),
    staples,
    substitutions,
    searchText: { ar: text('ar'), fr: text('fr'), en: text('en') },
    tags: recipes.map((recipe) => recipe.tags.map(normalizeSearchText)),
    builtAt: Date.now(),
  };
}

/**
 * Holds the current snapshot. At most every `checkEveryMs` a request asks the database for the
 * catalogue version (one tiny query); a new version rebuilds the snapshot once, shared by all the
 * requests waiting for it. Writes through this process call `invalidate()` to skip the wait.
 */
export class PublicCatalogue {
  private snapshot: CatalogueSnapshot | undefined;
  private checkedAt = 0;
  private pending: Promise<CatalogueSnapshot> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly checkEveryMs = 250,
  ) {}

  invalidate() {
    this.checkedAt = 0;
  }

  async current(): Promise<CatalogueSnapshot> {
    if (this.snapshot && Date.now() - this.checkedAt < this.checkEveryMs) return this.snapshot;
    this.pending ??= this.refresh().finally(() => (this.pending = undefined));
    return this.pending;
  }

  private async refresh(): Promise<CatalogueSnapshot> {
    try {
      const version = await catalogueVersion(this.db);
      this.checkedAt = Date.now();
      if (!this.snapshot || this.snapshot.version !== version)
        this.snapshot = await buildSnapshot(this.db);
      return this.snapshot;
    } catch (error) {
      // While the database is unreachable, visitors keep the last catalogue rather than an error;
      // checkedAt is left as it was, so the next request asks the database again.
      if (this.snapshot && isDatabaseUnavailable(error)) return this.snapshot;
      throw error;
    }
  }
}
