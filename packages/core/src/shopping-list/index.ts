/** "My list" (issue #25): one shopping list for several recipes, kept in the visitor's browser. */
export {
  BASE_UNITS,
  displayQuantities,
  METRIC_SWITCH,
  toBaseUnit,
  type BaseUnit,
  type Quantity,
} from './units.ts';
export { formatLineAmount, sumAmounts, type LineAmounts } from './line-amount.ts';
export {
  emptyList,
  LIST_STORAGE_KEY,
  LIST_VERSION,
  MAX_LIST_RECIPES,
  parseStoredList,
  readListRecipe,
  readSnapshot,
  type ListRecipe,
  type Names,
  type RecipeSnapshot,
  type ShoppingList,
  type SnapshotLine,
} from './stored-list.ts';
export { recipeSnapshotOf } from './snapshot.ts';
export {
  addRecipe,
  boughtIngredients,
  canAddRecipe,
  clearList,
  isTicked,
  listedRecipe,
  buyAnyway,
  putBoughtInKitchen,
  removeLine,
  removeRecipe,
  setServings,
  tick,
  untick,
  type AddRecipeOptions,
} from './list-edits.ts';
export {
  countLinesToBuy,
  linesToBuy,
  listKitchen,
  shoppingLines,
  type KitchenContext,
  type ShoppingGroup,
  type ShoppingLine,
} from './shopping-lines.ts';
export {
  LIST_PATH,
  MAX_SHARED_RECIPES,
  parseShareQuery,
  SHARE_PARAM,
  sharePath,
  shareQuery,
  type SharedRecipe,
} from './share-link.ts';
export { LIST_TEXT_TITLE, listAsText } from './list-text.ts';
