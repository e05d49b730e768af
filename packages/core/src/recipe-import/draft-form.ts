import type { RecipeDraft, ImportedIngredient } from '../api/recipe-import.ts';
import { LANGUAGES, UNITS, type Language, type Unit } from '../catalogue.ts';
import { normaliseTags } from '../schemas/fields.ts';
import {
  RECIPE_DEFAULTS,
  type RecipeFormValues,
  type RecipeIngredientInput,
} from '../schemas/recipe.ts';
import { fallbackSlug } from '../slug.ts';
import { LOW_CONFIDENCE } from './match-ingredient.ts';
import { withoutOptionalWord } from './optional-word.ts';
import { recipeCategoryOf } from './recipe-category.ts';

/** Why an imported line waits for the administrator instead of joining the recipe. */
export type ReviewReason = 'unmatched' | 'unsure' | 'repeated';

/** An ingredient line of the page the form could not link on its own. */
export interface ReviewLine {
  /** Its place in the page's list: its identity while it waits. */
  index: number;
  text: string;
  name: string;
  quantity: number | null;
  unit: Unit | null;
  note: string | null;
  /** The page marks it optional ("(optional)", "facultatif", "اختياري"). */
  optional: boolean;
  /** The catalogue ingredient it may be; null when nothing came close. */
  suggestion: string | null;
  confidence: number;
  reason: ReviewReason;
}

export interface ImportedRecipeForm {
  values: RecipeFormValues;
  /** The lines to pick an ingredient for, create one for, or drop. */
  review: ReviewLine[];
  /** The form's language the page's texts went into (English for a page in another language). */
  textLanguage: Language;
}

/** What a schema.org Recipe does not say: the administrator adds it. */
const NOT_ON_THE_PAGE: Pick<
  RecipeFormValues,
  | 'soak_time'
  | 'rest_time'
  | 'pressure_cooker_time'
  | 'step_minutes'
  | 'region'
  | 'occasions'
  | 'seasons'
> = {
  soak_time: 0,
  rest_time: 0,
  pressure_cooker_time: null,
  step_minutes: [],
  region: null,
  occasions: [],
  seasons: [],
};

const LIMITS = { title: 200, description: 2000, instructions: 20000, note: 100, quantity: 100000 };
const MINUTES = { min: 1, max: 10080 };
const SERVINGS = { min: 1, max: 100 };

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);
const within = (value: number | null, range: { min: number; max: number }) =>
  value !== null && Number.isInteger(value) && value >= range.min && value <= range.max
    ? value
    : null;
const isUnit = (unit: string | null): unit is Unit =>
  (UNITS as readonly string[]).includes(unit ?? '');

/**
 * The recipe form's starting values from an import's draft: a draft recipe (issue #40), its texts
 * in the page's language (English for any other, for the administrator to translate), its
 * category when the page names one of ours (else empty: the form asks), its times, servings and
 * tags where the form accepts them, and every confidently matched line as a link, optional when
 * the page says so; the other lines wait in `review`. The form's own rules still check everything
 * on save.
 */
export function importedRecipeForm(draft: RecipeDraft): ImportedRecipeForm {
  const textLanguage: Language = (LANGUAGES as readonly string[]).includes(draft.language ?? '')
    ? (draft.language as Language)
    : 'en';
  const texts = (field: 'title' | 'description' | 'instructions', text: string) =>
    Object.fromEntries(
      LANGUAGES.map((language) => [`${field}_${language}`, language === textLanguage ? text : '']),
    );
  const instructions = draft.steps.map((step) => step.replace(/\s+/g, ' ').trim()).join('\n');
  const { links, review } = linkLines(draft.ingredients, textLanguage);
  const title = clip(draft.title, LIMITS.title);
  const values = {
    slug: textLanguage === 'en' ? fallbackSlug(title) : '',
    ...texts('title', title),
    ...texts('description', clip(draft.description, LIMITS.description)),
    ...texts('instructions', clip(instructions, LIMITS.instructions)),
    image_url: draft.imageUrl ?? '',
    source_url: draft.sourceUrl ?? '',
    prep_time: within(draft.prepTime, MINUTES) ?? RECIPE_DEFAULTS.prep_time,
    cooking_time: within(draft.cookTime, MINUTES) ?? RECIPE_DEFAULTS.cooking_time,
    ...NOT_ON_THE_PAGE,
    status: 'draft',
    difficulty: RECIPE_DEFAULTS.difficulty,
    category: recipeCategoryOf(draft.tags) ?? '',
    servings: within(draft.servings, SERVINGS) ?? RECIPE_DEFAULTS.servings,
    tags: normaliseTags(draft.tags.filter((tag) => tag.length <= 40)).slice(0, 30),
    ingredients: links,
  } as RecipeFormValues;
  return { values, review, textLanguage };
}

/** Confident, first-seen matches become links; the rest wait, each with the reason. */
function linkLines(lines: readonly ImportedIngredient[], language: Language) {
  const links: RecipeIngredientInput[] = [];
  const review: ReviewLine[] = [];
  const linked = new Set<string>();
  lines.forEach((line, index) => {
    const slug = line.ingredientSlug;
    const reason: ReviewReason | null = !slug
      ? 'unmatched'
      : line.confidence < LOW_CONFIDENCE
        ? 'unsure'
        : linked.has(slug)
          ? 'repeated'
          : null;
    const amount = lineAmount(line);
    if (slug && !reason) {
      linked.add(slug);
      links.push(linkFor(slug, amount, language));
    } else
      review.push({
        index,
        text: line.text,
        name: line.name,
        ...amount,
        suggestion: slug,
        confidence: line.confidence,
        reason: reason ?? 'unmatched',
      });
  });
  return { links, review };
}

/**
 * The amount as the form takes it: a unit it has, else the page's unit word kept in the note; and
 * whether the note said "optional", which then leaves it.
 */
function lineAmount(line: ImportedIngredient) {
  const unit = isUnit(line.unit) ? line.unit : null;
  const quantity =
    line.quantity !== null && line.quantity > 0 && line.quantity <= LIMITS.quantity
      ? line.quantity
      : null;
  const unitWord = !unit && quantity !== null ? line.unit : null;
  const { optional, note: rest } = withoutOptionalWord(line.note);
  const note = [unitWord, rest].filter(Boolean).join(', ');
  return {
    quantity,
    unit: quantity === null ? null : unit,
    note: note ? clip(note, LIMITS.note) : null,
    optional,
  };
}

/** The recipe's link to `slug` for an imported line's amount, its note in the page's language. */
export function linkFor(
  slug: string,
  amount: Pick<ReviewLine, 'quantity' | 'unit' | 'note' | 'optional'>,
  language: Language,
): RecipeIngredientInput {
  const notes = Object.fromEntries(
    LANGUAGES.map((code) => [`note_${code}`, code === language ? amount.note : null]),
  ) as Pick<RecipeIngredientInput, 'note_en' | 'note_fr' | 'note_ar'>;
  return {
    ingredient_slug: slug,
    optional: amount.optional,
    key: false,
    quantity: amount.quantity,
    unit: amount.unit,
    ...notes,
  };
}
