/**
 * What an ingredient is made of (issue #44, decision 0052): its composition per 100 g with the
 * table row it comes from, and its measures (unit weights, density, edible share, allergens,
 * kinds), each as core's schema holds it. Null until the catalogue says: a recipe holding such an
 * ingredient names it as left out of its nutrition and claims no diet.
 */
export const statements: string[] = [
  `alter table ingredients add column composition jsonb, add column measures jsonb`,
];
