import {
  LANGUAGES,
  parseIngredientLine,
  prepareIngredientMatcher,
  type Ingredient,
  type Language,
  type RecipeDraft,
  type RecipeImportRequest,
} from '@chhiwat/core';
import { HttpError } from '../../platform/errors.ts';
import {
  FETCH_USER_AGENT,
  FetchRefused,
  PAGE_FETCH_LIMITS,
  safeFetch,
} from '../../platform/safe-fetch.ts';
import { readRecipe, type ReadRecipe } from './read-recipe.ts';

export interface DraftOptions {
  /** Hostnames fetched although not public (IMPORT_ALLOW_HOSTS). */
  allowHosts: readonly string[];
  /** The whole fetch's deadline; the issue's 10 s unless a test shortens it. */
  timeoutMs?: number;
  /** The catalogue's ingredients, to match each line with. */
  ingredients: () => Promise<readonly Ingredient[]>;
}

/**
 * A draft of the recipe at a link, or in the source pasted: the page is fetched (nothing else
 * ever is: no script, stylesheet, `@context` or linked page), its schema.org Recipe read, each
 * ingredient line parsed and matched to the catalogue. Nothing is saved.
 */
export async function buildDraft(
  request: RecipeImportRequest,
  options: DraftOptions,
): Promise<RecipeDraft> {
  const page = request.html?.trim()
    ? { source: request.html, url: request.url || undefined }
    : await fetchPage(request.url ?? '', options);
  const recipe = readRecipe(page.source, { url: page.url });
  if (!recipe)
    throw new HttpError(
      422,
      'no_recipe',
      'No recipe found on that page: it has no schema.org Recipe (JSON-LD or microdata) with a name and ingredients or steps.',
    );
  return draftOf(recipe, page.url, await options.ingredients());
}

async function fetchPage(url: string, options: DraftOptions) {
  try {
    const answer = await safeFetch(url, {
      accept: 'page',
      allowHosts: options.allowHosts,
      maxBytes: PAGE_FETCH_LIMITS.maxBytes,
      timeoutMs: options.timeoutMs ?? PAGE_FETCH_LIMITS.timeoutMs,
      userAgent: FETCH_USER_AGENT,
    });
    return { source: decodePage(answer.body, answer.contentType), url: answer.url };
  } catch (error) {
    if (error instanceof FetchRefused) throw error.asHttpError();
    throw error;
  }
}

/** The page's text in the charset its Content-Type or a `<meta charset>` names; UTF-8 otherwise. */
function decodePage(body: Buffer, contentType: string): string {
  const declared =
    /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]+charset=["']?([\w-]+)/i.exec(body.subarray(0, 2048).toString('latin1'))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

function draftOf(
  recipe: ReadRecipe,
  pageUrl: string | undefined,
  catalogue: readonly Ingredient[],
): RecipeDraft {
  const matcher = prepareIngredientMatcher(catalogue);
  const language = isLanguage(recipe.language) ? recipe.language : undefined;
  const ingredients = recipe.ingredientLines.map((text) => {
    const line = parseIngredientLine(text);
    const match = line.name ? matcher.match(line.name, language) : null;
    return {
      text: line.text,
      name: line.name,
      note: line.note ?? null,
      quantity: line.quantity,
      unit: line.unit ?? line.unitText,
      ingredientSlug: match?.slug ?? null,
      confidence: match?.confidence ?? 0,
    };
  });
  const cookTime =
    recipe.cookMinutes ??
    (recipe.totalMinutes !== null && recipe.prepMinutes !== null
      ? Math.max(recipe.totalMinutes - recipe.prepMinutes, 0)
      : null);
  // A time of 0 ("PT0M") is no time the form takes: left for the administrator.
  const minutes = (value: number | null) => (value ? value : null);
  return {
    title: recipe.title,
    language: recipe.language,
    description: recipe.description,
    servings: recipe.servings,
    prepTime: minutes(recipe.prepMinutes),
    cookTime: minutes(cookTime),
    ingredients,
    steps: recipe.steps,
    imageUrl: recipe.imageUrl,
    sourceUrl: recipe.sourceUrl ?? pageUrl ?? null,
    tags: recipe.tags,
  };
}

const isLanguage = (value: string | null): value is Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '');
