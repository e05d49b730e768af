export * from './facts.ts';
export * from './line-grams.ts';
export * from './recipe-nutrition.ts';
export * from './diets.ts';
export * from './recipe-facts.ts';
