/** Reading a recipe page's schema.org Recipe into a draft for the recipe form (issue #23). */
export { BLOCK_ELEMENTS, cleanText, decodeEntities } from './clean-text.ts';
export { isoDurationToMinutes, yieldToServings } from './durations.ts';
export { parseIngredientLine, type ParsedIngredientLine } from './ingredient-line.ts';
export {
  LOW_CONFIDENCE,
  MATCH_CONFIDENCE,
  matchIngredient,
  prepareIngredientMatcher,
  type IngredientMatch,
  type IngredientMatcher,
} from './match-ingredient.ts';
export { withoutOptionalWord, type OptionalNote } from './optional-word.ts';
export { RECIPE_CATEGORY_NAMES, recipeCategoryOf } from './recipe-category.ts';
export {
  importedRecipeForm,
  linkFor,
  type ImportedRecipeForm,
  type ReviewLine,
  type ReviewReason,
} from './draft-form.ts';
