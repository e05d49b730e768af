import { describe, expect, it } from 'vitest';
import type { StepLanguage } from './step-durations.ts';
import {
  ingredientsOfStep,
  stepsWithIngredients,
  type StepIngredient,
} from './step-ingredients.ts';

/** The catalogue's names: [slug, English, French, Arabic, Darija]. */
const NAMES: [string, string, string, string, string][] = [
  ['chicken', 'Chicken', 'Poulet', 'الدجاج', 'الدجاج'],
  ['lamb', 'Lamb', 'Agneau', 'لحم الغنم', 'اللحم الغنمي'],
  ['onions', 'Onions', 'Oignons', 'بصل', 'بصلة'],
  ['garlic', 'Garlic', 'Ail', 'ثوم', 'تومة'],
  ['ginger', 'Ground ginger', 'Gingembre moulu', 'الزنجبيل المطحون', 'السكنجبير'],
  ['turmeric', 'Turmeric', 'Curcuma', 'الكركم', 'الخرقوم'],
  ['saffron', 'Saffron', 'Safran', 'الزعفران', 'الزعفران الحر'],
  ['black-pepper', 'Black pepper', 'Poivre noir', 'الفلفل الأسود', 'الإبزار'],
  ['salt', 'Salt', 'Sel', 'الملح', 'الملحة'],
  ['olive-oil', 'Olive oil', "Huile d'olive", 'زيت الزيتون', 'زيت العود'],
  ['parsley', 'Parsley', 'Persil', 'بقدونس', 'معدنوس'],
  ['cilantro', 'Cilantro', 'Coriandre fraîche', 'كزبرة', 'قزبر'],
  [
    'preserved-lemons',
    'Preserved lemons',
    'Citrons confits',
    'الليمون المصبر بالملح',
    'الحامض المرقد',
  ],
  ['olives', 'Green olives', 'Olives vertes', 'الزيتون الأخضر', 'الزيتون الخضر'],
  ['chickpeas', 'Chickpeas', 'Pois chiches', 'حمص', 'حمص'],
  ['lentils', 'Lentils', 'Lentilles', 'عدس', 'عدس'],
  ['tomatoes', 'Tomatoes', 'Tomates', 'طماطم', 'ماطيشة'],
  ['tomato-paste', 'Tomato paste', 'Concentré de tomate', 'مركز الطماطم', 'الكونسونطري'],
  ['celery', 'Celery', 'Céleri', 'كرفس', 'كرافس'],
  ['flour', 'Flour', 'Farine', 'الدقيق', 'الفرينة'],
  ['vermicelli', 'Vermicelli', 'Vermicelles', 'الشعيرية', 'الشعرية'],
  ['smen', 'Smen (aged salted butter)', 'Smen (beurre salé affiné)', 'السمن', 'السمن البلدي'],
  ['lemons', 'Lemons', 'Citrons', 'ليمون', 'حامض'],
  ['dates', 'Dates', 'Dattes', 'تمر', 'تمر'],
  ['couscous', 'Couscous grains', 'Graines de couscous', 'الكسكس', 'الكسكس'],
  ['carrots', 'Carrots', 'Carottes', 'جزر', 'خيزو'],
  ['turnips', 'Turnips', 'Navets', 'لفت', 'لفت'],
  ['cabbage', 'Cabbage', 'Chou', 'ملفوف', 'كرمب'],
  ['zucchini', 'Zucchini', 'Courgettes', 'كوسة', 'كرعة'],
  ['pumpkin', 'Pumpkin', 'Potiron', 'يقطين', 'كرعة حمرا'],
  ['green-chilies', 'Green chilies', 'Piments verts', 'فلفل حار أخضر', 'فلفلة حارة'],
  ['butter', 'Butter', 'Beurre', 'الزبدة', 'الزبدة'],
  ['eggplant', 'Eggplant', 'Aubergines', 'باذنجان', 'بادنجال'],
  ['cumin', 'Ground cumin', 'Cumin moulu', 'الكمون', 'الكامون'],
  ['paprika', 'Sweet paprika', 'Paprika doux', 'الفلفل الأحمر الحلو المطحون', 'التحميرة الحلوة'],
  ['hot-paprika', 'Hot paprika', 'Paprika fort', 'الفلفل الأحمر الحار المطحون', 'التحميرة الحارة'],
  ['fine-semolina', 'Fine semolina', 'Semoule fine', 'السميد الناعم', 'السميدة الرقيقة'],
  ['sugar', 'Sugar', 'Sucre', 'السكر', 'السكر'],
  ['vegetable-oil', 'Vegetable oil', 'Huile végétale', 'الزيت النباتي', 'الزيت الرومية'],
  ['honey', 'Honey', 'Miel', 'العسل', 'العسل'],
  ['green-peppers', 'Green peppers', 'Poivrons verts', 'فلفل أخضر', 'فلفلة خضرا'],
  ['red-peppers', 'Red peppers', 'Poivrons rouges', 'فلفل أحمر', 'فلفلة حمرا'],
  ['plain-olives', 'Olives', 'Olives', 'زيتون', 'زيتون'],
  ['green-tea', 'Green tea', 'Thé vert', 'الشاي الأخضر', 'أتاي'],
];

const CATALOGUE = new Map(
  NAMES.map(([slug, name_en, name_fr, name_ar, name_darija]) => [
    slug,
    { ingredient_slug: slug, name_en, name_fr, name_ar, name_darija },
  ]),
);

/** A recipe's ingredient lines, in its order. */
function recipe(...slugs: string[]): StepIngredient[] {
  return slugs.map((slug) => {
    const ingredient = CATALOGUE.get(slug);
    if (!ingredient) throw new Error(`no ingredient ${slug}`);
    return ingredient;
  });
}

const TAGINE = recipe(
  'chicken',
  'onions',
  'garlic',
  'ginger',
  'turmeric',
  'saffron',
  'black-pepper',
  'salt',
  'olive-oil',
  'parsley',
  'cilantro',
  'preserved-lemons',
  'olives',
);
const HARIRA = recipe(
  'lamb',
  'chickpeas',
  'lentils',
  'tomatoes',
  'tomato-paste',
  'onions',
  'celery',
  'parsley',
  'cilantro',
  'flour',
  'vermicelli',
  'ginger',
  'turmeric',
  'black-pepper',
  'salt',
  'olive-oil',
  'smen',
  'lemons',
  'dates',
);
const COUSCOUS = recipe(
  'couscous',
  'lamb',
  'onions',
  'tomatoes',
  'chickpeas',
  'carrots',
  'turnips',
  'cabbage',
  'zucchini',
  'pumpkin',
  'green-chilies',
  'parsley',
  'cilantro',
  'ginger',
  'turmeric',
  'saffron',
  'black-pepper',
  'salt',
  'olive-oil',
  'smen',
  'butter',
);
const ZAALOUK = recipe(
  'eggplant',
  'tomatoes',
  'garlic',
  'olive-oil',
  'cumin',
  'paprika',
  'salt',
  'parsley',
  'cilantro',
  'hot-paprika',
  'lemons',
);
const MSEMEN = recipe(
  'flour',
  'fine-semolina',
  'salt',
  'sugar',
  'vegetable-oil',
  'butter',
  'honey',
);

/** The slugs of the lines found, in recipe order. */
function slugsOf(step: string, lang: StepLanguage, ingredients: StepIngredient[]): string[] {
  return ingredientsOfStep(step, lang, ingredients).map(
    (line) => ingredients[line]?.ingredient_slug,
  ) as string[];
}

/** [recipe, language, step, the slugs it names in recipe order] */
type Row = [StepIngredient[], StepLanguage, string, string[]];

const ROWS: Row[] = [
  // Chicken tagine with preserved lemon and olives
  [
    TAGINE,
    'en',
    'Rub the chicken with the grated onions, crushed garlic, ginger, turmeric, saffron and a pinch of salt.',
    ['chicken', 'onions', 'garlic', 'ginger', 'turmeric', 'saffron', 'salt'],
  ],
  [
    TAGINE,
    'en',
    'Warm the olive oil in the tagine and brown the chicken pieces on all sides.',
    ['chicken', 'olive-oil'],
  ],
  [
    TAGINE,
    'en',
    'Scatter the olives and strips of preserved lemon rind over the chicken.',
    ['chicken', 'preserved-lemons', 'olives'],
  ],
  [TAGINE, 'en', 'Cover and leave to simmer gently until the sauce is thick.', []],
  [
    TAGINE,
    'en',
    'Finish with the chopped parsley and cilantro and a grind of black pepper.',
    ['black-pepper', 'parsley', 'cilantro'],
  ],
  [
    TAGINE,
    'fr',
    "Frottez le poulet avec les oignons râpés, l'ail écrasé, le gingembre, le curcuma et le safran.",
    ['chicken', 'onions', 'garlic', 'ginger', 'turmeric', 'saffron'],
  ],
  [
    TAGINE,
    'fr',
    "Ajoutez les olives vertes et l'écorce du citron confit, puis laissez réduire la sauce.",
    ['preserved-lemons', 'olives'],
  ],
  [
    TAGINE,
    'fr',
    'Arrosez d’huile d’olive et parsemez de persil et de coriandre.',
    ['olive-oil', 'parsley', 'cilantro'],
  ],
  [
    TAGINE,
    'ar',
    'اخلط الدجاج مع البصل المبشور والثوم والزنجبيل والكركم والزعفران وقليل من الملح.',
    ['chicken', 'onions', 'garlic', 'ginger', 'turmeric', 'saffron', 'salt'],
  ],
  [
    TAGINE,
    'ar',
    'أضف الزيتون وقشر الليمون المصبر فوق الدجاج واتركه ينضج على نار هادئة.',
    ['chicken', 'preserved-lemons', 'olives'],
  ],
  [
    TAGINE,
    'ar',
    'رشّ المعدنوس والقزبر المفرومين وقليلا من الإبزار.',
    ['black-pepper', 'parsley', 'cilantro'],
  ],
  [
    TAGINE,
    'ar',
    'سخّن زيت الزيتون في الطاجين وحمّر قطع الدجاج من كل الجهات.',
    ['chicken', 'olive-oil'],
  ],
  // Harira
  [
    HARIRA,
    'en',
    'Soak the chickpeas overnight, then drain them and rub off the skins.',
    ['chickpeas'],
  ],
  [
    HARIRA,
    'en',
    'Add the rinsed lentils, the grated tomatoes and the tomato paste with 2 litres of water.',
    ['lentils', 'tomatoes', 'tomato-paste'],
  ],
  [HARIRA, 'en', 'Whisk the flour into cold water to make the tedouira.', ['flour']],
  [
    HARIRA,
    'en',
    'Stir in the vermicelli and a little smen and simmer for 5 minutes.',
    ['vermicelli', 'smen'],
  ],
  [HARIRA, 'en', 'Serve with lemon wedges and dates.', ['lemons', 'dates']],
  [
    HARIRA,
    'fr',
    'Délayez le concentré de tomate dans une louche de bouillon et ajoutez les lentilles.',
    ['lentils', 'tomato-paste'],
  ],
  [
    HARIRA,
    'fr',
    "Faites revenir l'agneau avec l'oignon, le céleri et le smen.",
    ['lamb', 'onions', 'celery', 'smen'],
  ],
  [
    HARIRA,
    'fr',
    'Servez la harira avec des dattes et des quartiers de citron.',
    ['lemons', 'dates'],
  ],
  [
    HARIRA,
    'ar',
    'ذوّب مركز الطماطم في مغرفة من المرق وأضفه مع العدس والحمص.',
    ['chickpeas', 'lentils', 'tomato-paste'],
  ],
  [HARIRA, 'ar', 'أضف الشعيرية والسمن البلدي واتركها تنضج خمس دقائق.', ['vermicelli', 'smen']],
  [HARIRA, 'ar', 'قدّم الحريرة مع التمر والحامض.', ['lemons', 'dates']],
  // Couscous with seven vegetables
  [
    COUSCOUS,
    'en',
    'Steam the couscous for 15 minutes, then fluff it with the butter.',
    ['couscous', 'butter'],
  ],
  [
    COUSCOUS,
    'en',
    'Add the carrots, turnips and cabbage to the broth.',
    ['carrots', 'turnips', 'cabbage'],
  ],
  [
    COUSCOUS,
    'en',
    'Add the zucchini, the pumpkin and the whole green chilies for the last 20 minutes.',
    ['zucchini', 'pumpkin', 'green-chilies'],
  ],
  [
    COUSCOUS,
    'fr',
    'Ajoutez les courgettes, le potiron et les piments verts dans le bouillon.',
    ['zucchini', 'pumpkin', 'green-chilies'],
  ],
  [COUSCOUS, 'fr', 'Versez les graines de couscous dans le panier du couscoussier.', ['couscous']],
  [
    COUSCOUS,
    'fr',
    // "la viande" is another word for the lamb: not understood.
    'Réunissez la viande, les oignons, les tomates et les pois chiches dans la marmite.',
    ['onions', 'tomatoes', 'chickpeas'],
  ],
  [COUSCOUS, 'ar', 'أضف الجزر واللفت والكرمب إلى المرق.', ['carrots', 'turnips', 'cabbage']],
  [COUSCOUS, 'ar', 'فوّر الكسكس فوق المرق ثم افركه بالزبدة.', ['couscous', 'butter']],
  [
    COUSCOUS,
    'ar',
    'ضع الكرعة والكرعة الحمرا والفلفلة الحارة فوق الخضر.',
    ['zucchini', 'pumpkin', 'green-chilies'],
  ],
  // Zaalouk
  [
    ZAALOUK,
    'en',
    'Cook the garlic, grated tomatoes, cumin, paprika and hot paprika in the olive oil.',
    ['tomatoes', 'garlic', 'olive-oil', 'cumin', 'paprika', 'hot-paprika'],
  ],
  [
    ZAALOUK,
    'en',
    'Mash the eggplant with the chopped parsley and cilantro.',
    ['eggplant', 'parsley', 'cilantro'],
  ],
  [
    ZAALOUK,
    'fr',
    "Faites cuire les aubergines à la vapeur, puis écrasez-les avec l'ail.",
    ['eggplant', 'garlic'],
  ],
  [
    ZAALOUK,
    'fr',
    'Ajoutez le cumin, le paprika doux et une pointe de paprika fort.',
    ['cumin', 'paprika', 'hot-paprika'],
  ],
  [
    ZAALOUK,
    'ar',
    'اهرس الباذنجان مع الطماطم والثوم والكمون والتحميرة الحلوة.',
    ['eggplant', 'tomatoes', 'garlic', 'cumin', 'paprika'],
  ],
  [ZAALOUK, 'ar', 'أضف عصير الليمون ورشة من التحميرة الحارة.', ['hot-paprika', 'lemons']],
  // Msemen
  [
    MSEMEN,
    'en',
    'Mix the flour, semolina, salt and sugar, then add warm water.',
    ['flour', 'fine-semolina', 'salt', 'sugar'],
  ],
  [MSEMEN, 'en', 'Brush each square with the butter and oil mixture.', ['vegetable-oil', 'butter']],
  [
    MSEMEN,
    'fr',
    "Badigeonnez la pâte d'huile et saupoudrez de semoule fine.",
    ['fine-semolina', 'vegetable-oil'],
  ],
  [
    MSEMEN,
    'ar',
    'ادهن العجين بالزيت والزبدة ورشّ عليه قليلا من السميد.',
    ['fine-semolina', 'vegetable-oil', 'butter'],
  ],
  [MSEMEN, 'ar', 'قدّم المسمن دافئا مع العسل.', ['honey']],
];

describe('ingredientsOfStep', () => {
  it.each(ROWS)('%#: (%s) %s', (ingredients, lang, step, expected) => {
    expect(slugsOf(step, lang, ingredients)).toEqual(expected);
  });

  it('prefers the longest name: "olive oil" is not the olives', () => {
    const lines = recipe('plain-olives', 'olive-oil');
    expect(slugsOf('Drizzle with olive oil.', 'en', lines)).toEqual(['olive-oil']);
    expect(slugsOf('Add the olives and a drop of olive oil.', 'en', lines)).toEqual([
      'plain-olives',
      'olive-oil',
    ]);
    expect(slugsOf("Arrosez d'huile d'olive.", 'fr', lines)).toEqual(['olive-oil']);
    expect(slugsOf('اسقه بزيت الزيتون.', 'ar', lines)).toEqual(['olive-oil']);
    expect(slugsOf('أضف الزيتون.', 'ar', lines)).toEqual(['plain-olives']);
  });

  it('prefers a full name to a shortened one', () => {
    const lines = recipe('preserved-lemons', 'lemons');
    expect(slugsOf('Squeeze the lemons over the dish.', 'en', lines)).toEqual(['lemons']);
    expect(slugsOf('Cut the preserved lemon into strips.', 'en', lines)).toEqual([
      'preserved-lemons',
    ]);
  });

  it('reads a shared shortened name by number, or as none', () => {
    const lines = recipe('green-peppers', 'black-pepper', 'salt');
    expect(slugsOf('Season with salt and pepper.', 'en', lines)).toEqual(['black-pepper', 'salt']);
    expect(slugsOf('Fry the peppers until soft.', 'en', lines)).toEqual(['green-peppers']);
    const twoColours = recipe('green-peppers', 'red-peppers');
    expect(slugsOf('Fry the peppers until soft.', 'en', twoColours)).toEqual([]);
    expect(slugsOf('Fry the green and red peppers.', 'en', twoColours)).toEqual(['red-peppers']);
  });

  it('matches whole words only', () => {
    expect(slugsOf('Salted water, oiled hands and a clean worktop.', 'en', MSEMEN)).toEqual([]);
    expect(slugsOf('Nettoyez le plan de travail et les détails.', 'fr', ZAALOUK)).toEqual([]);
    expect(slugsOf('استمر في التحريك حتى يتماسك الخليط.', 'ar', HARIRA)).toEqual([]);
  });

  it('folds harakat, tatweel, hamza, ta marbuta and alef maqsura', () => {
    const lines = recipe('ginger', 'turmeric', 'cilantro', 'black-pepper', 'green-tea');
    expect(slugsOf('أضِفْ الزَّنْجَبِيلَ وَالكُركـــم والكزبره والابزار والشاى.', 'ar', lines)).toEqual([
      'ginger',
      'turmeric',
      'cilantro',
      'black-pepper',
      'green-tea',
    ]);
  });

  it('reads the Arabic prefixes و ف ب ك ل and ل before the article', () => {
    expect(slugsOf('ادهن قطع الدجاج بالزيت ثم أضف للدجاج فالبصل.', 'ar', TAGINE)).toEqual([
      'chicken',
      'onions',
    ]);
    expect(slugsOf('وبالزبدة افرك الكسكس.', 'ar', COUSCOUS)).toEqual(['couscous', 'butter']);
  });

  it('names a line once, in recipe order, however often the step says it', () => {
    const step = 'Fry the garlic, then the onions, then more onions and garlic.';
    expect(ingredientsOfStep(step, 'en', TAGINE)).toEqual([1, 2]);
  });

  it('finds the name in brackets', () => {
    const lines = [
      {
        ingredient_slug: 'mallow',
        name_en: 'Mallow (khobiza)',
        name_fr: 'Mauve (khobiza)',
        name_ar: 'الخبيزة',
        name_darija: 'البقولة',
      },
    ];
    expect(ingredientsOfStep('Wash the khobiza leaves well.', 'en', lines)).toEqual([0]);
    expect(ingredientsOfStep('Lavez bien la mauve.', 'fr', lines)).toEqual([0]);
  });
});

describe('stepsWithIngredients', () => {
  it('gives each step its lines', () => {
    const steps = [
      'Soak the chickpeas overnight.',
      'Bring the pot to the boil.',
      'Add the lentils and the chickpeas.',
    ];
    expect(stepsWithIngredients(steps, 'en', HARIRA)).toEqual([[1], [], [1, 2]]);
  });

  it('reads a shortened name as the line no step names in full', () => {
    const steps = ['Stir in the paprika and the cumin.', 'Serve with a pinch of hot paprika.'];
    expect(stepsWithIngredients(steps, 'en', ZAALOUK)).toEqual([[4, 5], [9]]);
    // Alone, the step cannot tell which paprika it means.
    expect(ingredientsOfStep(steps[0] ?? '', 'en', ZAALOUK)).toEqual([4]);
  });
});
