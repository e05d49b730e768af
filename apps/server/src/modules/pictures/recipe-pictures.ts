import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { recipeIllustrationSvg } from '@chhiwat/core';
import type { CatalogueThread } from '../catalogue/thread-handle.ts';
import { illustrationIngredients, illustrationToken } from './illustration-url.ts';

/** The web build writes one SVG per drawn ingredient here (apps/web/build/ingredient-pictures/ingredient-pictures-build.ts). */
const INGREDIENT_PICTURES_DIR = 'ingredient-pictures';
/** Only such names are read from disk: an ingredient slug, never a path. */
const FILE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const picturesDir = (webDist: string) => path.join(webDist, INGREDIENT_PICTURES_DIR);

/**
 * A short hash of the web build's ingredient pictures (names and bytes): part of every
 * illustration's URL token, so a build that draws an ingredient differently, or draws one more,
 * changes the URLs of the illustrations showing it. Empty without a build.
 */
export async function ingredientPicturesVersion(webDist: string | undefined): Promise<string> {
  if (!webDist) return '';
  let names: string[];
  try {
    names = (await fs.readdir(picturesDir(webDist))).filter((name) => name.endsWith('.svg'));
  } catch {
    return '';
  }
  const hash = createHash('sha256');
  for (const name of names.sort()) {
    hash.update(`${name}\0`);
    hash.update(await fs.readFile(path.join(picturesDir(webDist), name)));
    hash.update('\0');
  }
  return hash.digest('base64url').slice(0, 10);
}

/** A public recipe's illustration: what it is drawn from and its URL token. */
export interface RecipeIllustration {
  slug: string;
  category: string;
  /** The ingredients it shows (whether or not each has a picture). */
  ingredients: string[];
  token: string;
}

/**
 * Each public recipe's generated illustration (core `recipeIllustrationSvg`), drawn from the
 * catalogue snapshot in memory and the ingredient pictures of the web build, each file read once.
 * Served by `GET /recipe-pictures/:slug.svg`, and used by the share images at their own frames.
 */
export class RecipePictures {
  private readonly files = new Map<string, Promise<string | undefined>>();

  constructor(
    private readonly catalogue: CatalogueThread,
    /** The built web app, whose ingredient pictures are drawn; without it, none are. */
    private readonly webDist: string | undefined,
  ) {}

  /** What the recipe's illustration is drawn from; undefined for a recipe not on the public site. */
  async illustrationOf(slug: string): Promise<RecipeIllustration | undefined> {
    const recipe = await this.catalogue.recipe(slug);
    if (!recipe) return undefined;
    const ingredients = illustrationIngredients(recipe.lines);
    return {
      slug,
      category: recipe.card.category,
      ingredients,
      token: illustrationToken(recipe.card.category, ingredients, this.catalogue.picturesVersion),
    };
  }

  /**
   * The recipe's illustration as a standalone SVG for `frame` (640×480 by default), or undefined
   * for a recipe not on the public site.
   */
  async svgFor(
    slug: string,
    frame?: { width: number; height: number },
  ): Promise<string | undefined> {
    const illustration = await this.illustrationOf(slug);
    return illustration && this.draw(illustration, frame);
  }

  /** Draws an illustration found by `illustrationOf`. */
  async draw(
    illustration: RecipeIllustration,
    frame?: { width: number; height: number },
  ): Promise<string> {
    const files = new Map(
      await Promise.all(
        illustration.ingredients.map(
          async (slug) => [slug, await this.ingredientSvg(slug)] as const,
        ),
      ),
    );
    return recipeIllustrationSvg(illustration, (slug) => files.get(slug), frame);
  }

  /** The ingredient's picture from the web build, read on first use and kept (also when missing). */
  private ingredientSvg(slug: string): Promise<string | undefined> {
    const { webDist } = this;
    if (!webDist || !FILE_SLUG.test(slug)) return Promise.resolve(undefined);
    let file = this.files.get(slug);
    if (!file) {
      file = fs
        .readFile(path.join(picturesDir(webDist), `${slug}.svg`), 'utf8')
        .catch(() => undefined);
      this.files.set(slug, file);
    }
    return file;
  }
}
