import { z } from 'zod';
import {
  ALLERGENS,
  COMPOSITION_SOURCES,
  COUNTED_UNITS,
  FOOD_KINDS,
  type CountedUnit,
  NUTRIENTS,
  type IngredientNutrition,
  type Nutrient,
  type Nutrients,
} from '../nutrition/facts.ts';

const NUTRIENT_LABELS: Record<Nutrient, string> = {
  energy_kcal: 'Energy (kcal)',
  energy_kj: 'Energy (kJ)',
  protein_g: 'Protein',
  fat_g: 'Fat',
  saturated_fat_g: 'Saturated fat',
  carbohydrate_g: 'Carbohydrate',
  sugars_g: 'Sugars',
  fibre_g: 'Fibre',
  salt_g: 'Salt',
};

/** Per 100 g no food holds much more than 900 kcal (pure fat) or more than 100 g of anything. */
const nutrientField = (nutrient: Nutrient) => {
  const label = NUTRIENT_LABELS[nutrient];
  const max = nutrient === 'energy_kcal' ? 910 : nutrient === 'energy_kj' ? 3810 : 100;
  return z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} cannot be more than ${max} per 100 g`);
};

const per100gSchema = z
  .strictObject(
    Object.fromEntries(NUTRIENTS.map((nutrient) => [nutrient, nutrientField(nutrient)])) as Record<
      Nutrient,
      ReturnType<typeof nutrientField>
    >,
  )
  .check((ctx) => {
    const value = ctx.value as Nutrients;
    const issue = (path: Nutrient, message: string) =>
      ctx.issues.push({ code: 'custom', input: value[path], path: [path], message });
    if (value.saturated_fat_g > value.fat_g)
      issue('saturated_fat_g', 'Saturated fat cannot be more than fat');
    if (value.sugars_g > value.carbohydrate_g)
      issue('sugars_g', 'Sugars cannot be more than carbohydrate');
    if (value.protein_g + value.fat_g + value.carbohydrate_g + value.fibre_g > 101)
      issue(
        'carbohydrate_g',
        'Protein, fat, carbohydrate and fibre cannot weigh more than 100 g together',
      );
  });

const noteField = z
  .string({ error: 'Note must be text' })
  .trim()
  .max(500, 'Note must be less than 500 characters')
  .nullable()
  .default(null);

/** An ingredient's composition per 100 g of its edible part, and the table row it comes from. */
export const compositionSchema = z
  .strictObject({
    source: z.enum(COMPOSITION_SOURCES, { error: 'Source must be ciqual-2020, usda-fdc or hand' }),
    food_code: z
      .string({ error: 'Food code must be text' })
      .trim()
      .max(40)
      .nullable()
      .default(null),
    food_name: z
      .string({ error: 'Food name must be text' })
      .trim()
      .max(200)
      .nullable()
      .default(null),
    per_100g: per100gSchema,
    note: noteField,
  })
  .refine((row) => row.source === 'hand' || Boolean(row.food_code), {
    path: ['food_code'],
    message: 'A value read from a table needs its food code',
  });
export type CompositionRow = z.infer<typeof compositionSchema>;

const uniqueList = <T extends string>(values: readonly [T, ...T[]], label: string) =>
  z
    .array(z.enum(values, { error: `${label}: unknown value` }), {
      error: `${label} must be a list`,
    })
    .default([])
    .transform((list) => values.filter((value) => list.includes(value)));

/** How an ingredient's amounts become grams, and what it is for allergens and diets. */
export const measuresSchema = z
  .strictObject({
    // a unit left empty in the form arrives undefined: it has no weight, as if absent
    grams: z
      .partialRecord(
        z.enum(COUNTED_UNITS, { error: 'Unit weights: unknown unit' }),
        z
          .number({ error: 'A unit weight must be a number' })
          .positive('A unit weight must be more than 0 g')
          .max(5000, 'A unit weight cannot be more than 5000 g')
          .optional(),
      )
      .default({})
      .transform(
        (grams) =>
          Object.fromEntries(
            Object.entries(grams).filter(([, weight]) => weight !== undefined),
          ) as Partial<Record<CountedUnit, number>>,
      ),
    density_g_per_ml: z
      .number({ error: 'Density must be a number' })
      .min(0.05, 'Density must be at least 0.05 g/ml')
      .max(3, 'Density cannot be more than 3 g/ml')
      .nullable()
      .default(null),
    edible_share: z
      .number({ error: 'Edible share must be a number' })
      .min(0.05, 'Edible share must be at least 0.05')
      .max(1, 'Edible share cannot be more than 1'),
    allergens: uniqueList(ALLERGENS, 'Allergens'),
    kinds: uniqueList(FOOD_KINDS, 'Kinds'),
    note: noteField,
  })
  .refine((row) => row.kinds.every((kind) => kind === 'animal') || row.kinds.includes('animal'), {
    path: ['kinds'],
    message: 'Meat, fish, dairy and egg are animal too',
  });
export type MeasuresRow = z.infer<typeof measuresSchema>;

/** The facts core computes with, from the rows as stored (either may be missing). */
export function toIngredientNutrition(
  composition: CompositionRow | null | undefined,
  measures: MeasuresRow | null | undefined,
): IngredientNutrition {
  return {
    composition: composition
      ? {
          source: composition.source,
          foodCode: composition.food_code,
          per100g: composition.per_100g,
        }
      : null,
    measures: measures
      ? {
          grams: measures.grams,
          densityGPerMl: measures.density_g_per_ml,
          edibleShare: measures.edible_share,
        }
      : null,
    allergens: measures ? measures.allergens : null,
    kinds: measures ? measures.kinds : null,
  };
}
