import { z } from 'zod';
import {
  DIFFICULTIES,
  OCCASIONS,
  RECIPE_STATUSES,
  REGIONS,
  SEASONS,
  SERVINGS_RANGE,
  UNITS,
} from '../catalogue.ts';
import { stepsOf } from '../recipe-steps.ts';
import {
  imageUrlField,
  optionalText,
  requiredName,
  slugField,
  sourceUrlField,
  tagsField,
} from './fields.ts';

/** New-recipe form defaults (back-office.md §3). */
export const RECIPE_DEFAULTS = {
  prep_time: 15,
  cooking_time: 30,
  difficulty: 'easy',
  category: 'tagine',
  servings: 4,
  status: 'draft',
} as const;

const title = (language: string) => requiredName(`${language} title`, 1, 200);

const minutes = (label: string) =>
  z
    .number({ error: `${label} must be greater than 0` })
    .int(`${label} must be a whole number of minutes`)
    .gt(0, `${label} must be greater than 0`)
    .max(10080, `${label} must be at most one week`);

/** Minutes that may be 0: a no-cook dish, a recipe with no soaking or resting. */
const minutesOrNone = (label: string) =>
  z
    .number({ error: `${label} must be 0 or more` })
    .int(`${label} must be a whole number of minutes`)
    .min(0, `${label} must be 0 or more`)
    .max(10080, `${label} must be at most one week`);

/** A list of words from a fixed vocabulary, each at most once. */
const vocabulary = <T extends readonly [string, ...string[]]>(label: string, words: T) =>
  z
    .array(z.enum(words, { error: `${label} must be among: ${words.join(', ')}` }), {
      error: `${label} must be a list`,
    })
    .max(words.length)
    .refine((list) => new Set(list).size === list.length, `${label} can list each only once`)
    .default([]);

const noteField = z
  .string()
  .trim()
  .max(100, 'Ingredient notes must be less than 100 characters')
  .nullable()
  .default(null)
  .transform((note) => note || null);

export const MAX_KEY_INGREDIENTS = 3;

export const recipeIngredientInputSchema = z.strictObject({
  ingredient_slug: z
    .string({ error: 'Ingredient is required' })
    .trim()
    .min(1, 'Ingredient is required'),
  optional: z.boolean({ error: 'Optional must be true or false' }).default(false),
  /** The recipe cannot be made without it (decision 0016); a key line is never optional. */
  key: z.boolean({ error: 'Key must be true or false' }).default(false),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .gt(0, 'Quantity must be greater than 0')
    .max(100000, 'Quantity is too large')
    .nullable()
    .default(null),
  unit: z.enum(UNITS, { error: 'Invalid unit' }).nullable().default(null),
  note_en: noteField,
  note_fr: noteField,
  note_ar: noteField,
});

const INSTRUCTION_FIELDS = ['instructions_en', 'instructions_fr', 'instructions_ar'] as const;

/** Recipe create/update payload (back-office.md §3 and §5, Recipe). */
export const recipeInputSchema = z
  .strictObject({
    // Empty slug: generated from the English title by the server.
    slug: z.union([z.literal(''), slugField]).default(''),
    title_en: title('English'),
    title_fr: title('French'),
    title_ar: title('Arabic'),
    description_en: optionalText('English description', 2000),
    description_fr: optionalText('French description', 2000),
    description_ar: optionalText('Arabic description', 2000),
    instructions_en: optionalText('English instructions', 20000),
    instructions_fr: optionalText('French instructions', 20000),
    instructions_ar: optionalText('Arabic instructions', 20000),
    image_url: imageUrlField,
    source_url: sourceUrlField,
    prep_time: minutes('Prep time'),
    cooking_time: minutesOrNone('Cooking time'),
    /** Soaking (legumes overnight), apart from prep and cooking: the list can leave it out. */
    soak_time: minutesOrNone('Soaking time').default(0),
    /** Rising, resting, marinating or chilling, apart from prep and cooking. */
    rest_time: minutesOrNone('Resting time').default(0),
    /** The cooking time in a pressure cooker, where a Moroccan home would use one. */
    pressure_cooker_time: minutes('Pressure-cooker time').nullable().default(null),
    /** Each step's timed wait in minutes, by the step's position (0: no timer). */
    step_minutes: z
      .array(
        z
          .number({ error: 'Step minutes must be numbers' })
          .int('Step minutes must be whole numbers')
          .min(0, 'Step minutes must be 0 or more')
          .max(10080, 'Step minutes must be at most one week'),
        { error: 'Step minutes must be a list' },
      )
      .max(100, 'At most 100 step timers')
      .default([]),
    region: z
      .enum(REGIONS, { error: `Region must be one of: ${REGIONS.join(', ')}` })
      .nullable()
      .default(null),
    occasions: vocabulary('Occasions', OCCASIONS),
    seasons: vocabulary('Seasons', SEASONS),
    status: z
      .enum(RECIPE_STATUSES, { error: 'Status must be draft or published' })
      .default(RECIPE_DEFAULTS.status),
    difficulty: z.enum(DIFFICULTIES, { error: 'Difficulty is required' }),
    category: z.string({ error: 'Category is required' }).trim().min(1, 'Category is required'),
    tags: tagsField,
    servings: z
      .number({ error: 'Servings must be a number' })
      .int('Servings must be a whole number')
      .min(SERVINGS_RANGE.min, `Servings must be at least ${SERVINGS_RANGE.min}`)
      .max(SERVINGS_RANGE.max, `Servings must be at most ${SERVINGS_RANGE.max}`)
      .default(RECIPE_DEFAULTS.servings),
    ingredients: z
      .array(recipeIngredientInputSchema, { error: 'At least one ingredient is required' })
      .min(1, 'At least one ingredient is required')
      .max(100, 'A recipe can have at most 100 ingredients')
      .refine(
        (links) => new Set(links.map((link) => link.ingredient_slug)).size === links.length,
        'Each ingredient can be added only once',
      )
      .refine(
        (links) => links.filter((link) => link.key).length <= MAX_KEY_INGREDIENTS,
        `At most ${MAX_KEY_INGREDIENTS} key ingredients`,
      )
      .refine(
        (links) => links.every((link) => !(link.key && link.optional)),
        'A key ingredient cannot be optional',
      ),
  })
  // Runs even when other fields fail, so the form can show every message at once; but only on an
  // object (a null or text body has no instructions to read).
  .refine(
    (recipe: Record<string, unknown>) =>
      INSTRUCTION_FIELDS.some((field) => {
        const text = recipe[field];
        return typeof text === 'string' && text.trim() !== '';
      }),
    {
      path: ['instructions'],
      message: 'At least one instruction in any language is required',
      when: ({ value }) => typeof value === 'object' && value !== null,
    },
  )
  .superRefine((recipe, context) => {
    const counts = INSTRUCTION_FIELDS.map((field) => stepsOf(recipe[field]).length);
    const most = Math.max(...counts);
    if (recipe.step_minutes.length > most)
      context.addIssue({
        code: 'custom',
        path: ['step_minutes'],
        message: `Step minutes: ${recipe.step_minutes.length} timers for ${most} steps`,
      });
    if (recipe.pressure_cooker_time !== null && recipe.pressure_cooker_time >= recipe.cooking_time)
      context.addIssue({
        code: 'custom',
        path: ['pressure_cooker_time'],
        message: 'Pressure-cooker time must be shorter than the cooking time',
      });
    // A draft may lack a language; the languages written must agree on the steps the timers follow.
    if (recipe.step_minutes.some(Boolean) && new Set(counts.filter(Boolean)).size > 1)
      context.addIssue({
        code: 'custom',
        path: ['step_minutes'],
        message: `Step timers need the same steps in every language (English ${counts[0]}, French ${counts[1]}, Arabic ${counts[2]})`,
      });
    if (recipe.status !== 'published') return;
    INSTRUCTION_FIELDS.forEach((field, position) => {
      if (counts[position] === 0)
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `A published recipe needs its steps in ${LANGUAGE_NAMES[position]}`,
        });
    });
  });

const LANGUAGE_NAMES = ['English', 'French', 'Arabic'] as const;

export type RecipeInput = z.infer<typeof recipeInputSchema>;
export type RecipeIngredientInput = z.infer<typeof recipeIngredientInputSchema>;

/** "Validation failed: a, b" — the recipe form's summary of every message (back-office.md §5). */
export function validationFailedMessage(messages: readonly string[]): string {
  return `Validation failed: ${messages.join(', ')}`;
}
/** What the recipe form holds before it is checked (defaults not yet applied). */
export type RecipeFormValues = z.input<typeof recipeInputSchema>;
