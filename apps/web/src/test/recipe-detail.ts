import type { RecipeDetail } from '../api/recipes.ts';

/** A lamb tagine as the recipe page reads it, without ingredient lines: each test adds its own. */
const LAMB_TAGINE: RecipeDetail = {
  slug: 'lamb-tagine',
  source_url: null,
  title_en: 'Lamb tagine',
  title_fr: "Tajine d'agneau",
  title_ar: 'طاجين اللحم',
  description_en: 'Slow-cooked lamb',
  description_fr: 'Agneau mijoté',
  description_ar: 'لحم مطهو ببطء',
  instructions_en: 'Brown the lamb.\nSimmer for two hours.',
  instructions_fr: "Dorer l'agneau.\nMijoter deux heures.",
  instructions_ar: 'حمّر اللحم.\nاطهه ساعتين.',
  image_url: null,
  illustration_url: '/recipe-pictures/lamb-tagine.svg?v=t1',
  prep_time: 20,
  cooking_time: 120,
  soak_time: 0,
  rest_time: 0,
  region: null,
  occasions: [],
  seasons: [],
  step_minutes: [],
  pressure_cooker_time: null,
  difficulty: 'medium',
  category: 'tagine',
  category_name_en: 'Tagine',
  category_name_fr: 'Tajine',
  category_name_ar: 'طاجين',
  category_icon: '🍲',
  category_color: '#aa5500',
  tags: [],
  servings: 4,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
  ingredients: [],
};

/** The lamb tagine with what a test looks at changed. */
export const lambTagine = (change: Partial<RecipeDetail> = {}): RecipeDetail => ({
  ...LAMB_TAGINE,
  ...change,
});
