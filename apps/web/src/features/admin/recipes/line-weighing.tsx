import { lineGrams, toIngredientNutrition, type LeftOutReason } from '@chhiwat/core';
import type { AdminIngredient } from '../shared/api/ingredients.ts';
import type { RecipeLink } from './api.ts';

/**
 * Why the recipe's nutrition will leave this line out (issue #44), or undefined when it is counted.
 * A line without an amount ("to taste") is left out on purpose and says nothing here.
 */
export function whyNotWeighed(
  link: RecipeLink,
  ingredient: AdminIngredient | undefined,
): LeftOutReason | undefined {
  if (!ingredient || link.quantity === null || link.optional) return undefined;
  const facts = toIngredientNutrition(ingredient.composition, ingredient.measures);
  const converted = lineGrams(link, facts.measures);
  if ('leftOut' in converted) return converted.leftOut;
  return facts.composition ? undefined : 'no-composition';
}

const MESSAGES: Record<LeftOutReason, (name: string, unit: string) => string> = {
  'no-amount': () => '',
  'no-unit-weight': (name, unit) => `No weight is known for 1 ${unit} of ${name}.`,
  'no-density': (name) =>
    `No density is known for ${name}, so spoons and millilitres cannot be weighed.`,
  'no-measures': (name) => `${name} has no measures yet.`,
  'no-composition': (name) => `${name} has no composition yet.`,
};

/** The note under a line the nutrition cannot count, with where to fix it. */
export function UnweighedNote({
  link,
  ingredient,
}: {
  link: RecipeLink;
  ingredient: AdminIngredient | undefined;
}) {
  const reason = whyNotWeighed(link, ingredient);
  if (!reason || !ingredient) return null;
  return (
    <p
      className="basis-full text-xs text-amber-800"
      data-testid={`unweighed-${link.ingredient_slug}`}
    >
      {MESSAGES[reason](ingredient.name_en, link.unit ?? 'piece')} The nutrition leaves this line
      out until the ingredient's Nutrition tab gives it.
    </p>
  );
}
