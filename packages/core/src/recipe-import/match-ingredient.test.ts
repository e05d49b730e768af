// One file over 300 lines: the matcher's cases, on a small catalogue (above) and then on real
// sites' lines against the seed catalogue; the confidences they check are tuned together (see
// match-ingredient.ts), so a change is judged against all of them.
import { describe, expect, it } from 'vitest';
import pantry from '../../../../data/seed/ingredients-pantry.json';
import produce from '../../../../data/seed/ingredients-produce.json';
import type { SearchableIngredient } from '../suggestions.ts';
import { parseIngredientLine } from './ingredient-line.ts';
import { editDistance } from '../search.ts';
import {
  LOW_CONFIDENCE,
  MATCH_CONFIDENCE,
  boundedEditDistance,
  matchIngredient,
  matchWords,
  prepareIngredientMatcher,
  stemWord,
} from './match-ingredient.ts';

const ingredient = (
  slug: string,
  [name_en, name_fr, name_ar, name_darija]: [string, string, string, string],
  aliases: Partial<Record<'en' | 'fr' | 'ar' | 'darija', string[]>> = {},
): SearchableIngredient => ({
  slug,
  name_en,
  name_fr,
  name_ar,
  name_darija,
  aliases_en: aliases.en ?? [],
  aliases_fr: aliases.fr ?? [],
  aliases_ar: aliases.ar ?? [],
  aliases_darija: aliases.darija ?? [],
});

/** A small catalogue written for these tests. */
const CATALOGUE: SearchableIngredient[] = [
  ingredient('chicken', ['Chicken', 'Poulet', 'الدجاج', 'الدجاج'], { darija: ['djaj'] }),
  ingredient('olive-oil', ['Olive oil', "Huile d'olive", 'زيت الزيتون', 'زيت العود']),
  ingredient('vegetable-oil', ['Vegetable oil', 'Huile végétale', 'الزيت النباتي', 'زيت'], {
    en: ['oil'],
    fr: ['huile'],
  }),
  ingredient('cilantro', ['Cilantro', 'Coriandre fraîche', 'كزبرة', 'قزبر'], {
    en: ['coriander', 'fresh coriander'],
    fr: ['coriandre'],
  }),
  ingredient('cumin', ['Ground cumin', 'Cumin moulu', 'الكمون', 'الكامون'], {
    en: ['cumin'],
    fr: ['cumin'],
  }),
  ingredient('tomatoes', ['Tomatoes', 'Tomates', 'طماطم', 'ماطيشة']),
  ingredient('onions', ['Onions', 'Oignons', 'بصل', 'بصلة']),
  ingredient('salt', ['Salt', 'Sel', 'الملح', 'الملحة']),
  ingredient('black-pepper', ['Black pepper', 'Poivre noir', 'الفلفل الأسود', 'الإبزار'], {
    en: ['pepper'],
    fr: ['poivre'],
  }),
  ingredient('lemons', ['Lemons', 'Citrons', 'ليمون', 'حامض']),
  ingredient('oranges', ['Oranges', 'Oranges', 'برتقال', 'ليمون']),
  ingredient('spices', ['Spices', 'Épices', 'توابل', 'عطرية']),
  ingredient('khlii', ['Khlii (preserved dried meat)', 'Khlii', 'الخليع', 'الخليع']),
];

const matcher = prepareIngredientMatcher(CATALOGUE);
const match = (name: string, language?: 'ar' | 'fr' | 'en') => matcher.match(name, language);

describe('matchWords and stemWord', () => {
  it('compare words normalised, singular, without little words or the Arabic article', () => {
    expect(matchWords("Huile d'olive extra-vierge")).toEqual(['huile', 'olive', 'extra', 'vierge']);
    expect(matchWords('2 cups of the Tomatoes')).toEqual(['cup', 'tomato']);
    expect(matchWords('الكَمُّون المطحون')).toEqual(['كمون', 'مطحون']);
    expect(matchWords('ملعقة من الزبدة')).toEqual(['ملعق', 'زبد']);
    expect(matchWords('Épices à tajine')).toEqual(['epice', 'tajine']);
    expect(matchWords('œufs')).toEqual(['oeuf']);
  });

  it.each([
    ['tomatoes', 'tomato'],
    ['berries', 'berry'],
    ['peaches', 'peach'],
    ['boxes', 'box'],
    ['poireaux', 'poireau'],
    ['choux', 'chou'],
    ['oignons', 'oignon'],
    ['lentils', 'lentil'],
    ['couscous', 'couscous'],
    ['glass', 'glass'],
    ['riz', 'riz'],
    ['pois', 'poi'],
    ['بيضات', 'بيض'],
    ['البصل', 'بصل'],
    ['والملح', 'ملح'],
    ['بصله', 'بصل'],
    ['خس', 'خس'],
  ])('%s → %s', (word, stem) => expect(stemWord(word)).toBe(stem));
});

describe('boundedEditDistance', () => {
  it('is the edit distance up to the limit, limit + 1 beyond', () => {
    const words = [
      '',
      'a',
      'cumin',
      'cummin',
      'kamoun',
      'كمون',
      'كامون',
      'coriandre',
      'corriander',
    ];
    for (const a of words)
      for (const b of words)
        for (const limit of [0, 1, 2, 3, 5]) {
          const distance = editDistance(a, b);
          expect(boundedEditDistance(a, b, limit), `${a} ${b} ${limit}`).toBe(
            Math.min(distance, limit + 1),
          );
        }
  });
});

describe('matchIngredient on a small catalogue', () => {
  it('an exact name or alias, in any language, is certain', () => {
    for (const [name, slug] of [
      ['Chicken', 'chicken'],
      ['poulet', 'chicken'],
      ['الدجاج', 'chicken'],
      ['دجاج', 'chicken'],
      ['djaj', 'chicken'],
      ["huile d'olive", 'olive-oil'],
      ['Huile d’olive', 'olive-oil'],
      ['HUILE D OLIVE', 'olive-oil'],
      ['زيت زيتون', 'olive-oil'],
      ['coriander', 'cilantro'],
      ['coriandre fraiche', 'cilantro'],
      ['قزبر', 'cilantro'],
      ['cumin', 'cumin'],
      ['ground cumin', 'cumin'],
      ['كمون', 'cumin'],
      ['الكَمُّون', 'cumin'],
      ['کمون', 'cumin'],
      ['tomato', 'tomatoes'],
      ['tomate', 'tomatoes'],
      ['oignon', 'onions'],
      ['Onion', 'onions'],
      ['بصلة', 'onions'],
      ['epices', 'spices'],
      ['ÉPICES', 'spices'],
      ['Khlii', 'khlii'],
      ['preserved dried meat', 'khlii'],
      ['Khlii (preserved dried meat)', 'khlii'],
    ] as const)
      expect(match(name), name).toEqual({
        slug,
        confidence: MATCH_CONFIDENCE.exact,
        needsReview: false,
      });
  });

  it('a name inside the line as whole words: about 0.8, the longest winning', () => {
    const thighs = match('chicken thighs');
    expect(thighs?.slug).toBe('chicken');
    expect(thighs?.confidence).toBeGreaterThanOrEqual(0.75);
    expect(thighs?.confidence).toBeLessThan(0.85);
    expect(match("huile d'olive extra vierge")).toEqual({
      slug: 'olive-oil',
      confidence: 0.9,
      needsReview: false,
    });
    expect(match('extra virgin olive oil')?.slug).toBe('olive-oil');
    expect(match('poivre noir du moulin')?.slug).toBe('black-pepper');
    expect(match('huile de pépins de raisin')?.slug).toBe('vegetable-oil');
    // descriptive words lower no confidence
    expect(match('fresh ripe tomatoes')).toEqual({
      slug: 'tomatoes',
      confidence: 0.9,
      needsReview: false,
    });
    expect(match('oignons émincés finement')).toEqual({
      slug: 'onions',
      confidence: 0.9,
      needsReview: false,
    });
    expect(match('بصل مفروم')).toEqual({ slug: 'onions', confidence: 0.9, needsReview: false });
    // other words do
    const skinOn = match('chicken legs with skin and bones')?.confidence ?? 0;
    expect(skinOn).toBeGreaterThanOrEqual(MATCH_CONFIDENCE.containedMin);
    expect(skinOn).toBeLessThan(thighs?.confidence ?? 0);
    expect(match('chicken liver gizzard heart neck feet')?.confidence).toBeLessThan(LOW_CONFIDENCE);
  });

  it('the line inside a longer name: likely, unless two names hold it', () => {
    expect(match('vegetable')).toEqual({
      slug: 'vegetable-oil',
      confidence: 0.83,
      needsReview: false,
    });
    expect(match('Khlii meat')?.slug).toBe('khlii');
    expect(match('black')).toMatchObject({ slug: 'black-pepper' });
    // "huile" is an alias, "olive" is in olive oil's names only
    expect(match('olive')?.slug).toBe('olive-oil');
    const twoOils = prepareIngredientMatcher(
      [CATALOGUE[1], CATALOGUE[2]].filter((item) => item !== undefined),
    );
    expect(twoOils.match('oil')?.slug).toBe('vegetable-oil');
  });

  it('whole words only: "salted" is not salt, "cuminy" not cumin', () => {
    expect(match('salted caramel')?.slug).not.toBe('salt');
    expect(match('pepperoni')?.slug ?? null).not.toBe('black-pepper');
  });

  it('two ingredients in the line, or something made from one, are flagged', () => {
    const both = match('salt and pepper');
    expect(both?.confidence).toBeLessThanOrEqual(MATCH_CONFIDENCE.ambiguous);
    expect(['salt', 'black-pepper']).toContain(both?.slug);
    expect(match('sel et poivre')?.confidence).toBeLessThan(LOW_CONFIDENCE);
    expect(match('chicken stock')).toEqual({
      slug: 'chicken',
      confidence: MATCH_CONFIDENCE.derived,
      needsReview: true,
    });
    expect(match('bouillon de poulet')?.confidence).toBeLessThan(LOW_CONFIDENCE);
    expect(match('jus de citron')).toEqual({
      slug: 'lemons',
      confidence: MATCH_CONFIDENCE.derived,
      needsReview: true,
    });
    expect(match('مرق الدجاج')?.confidence).toBeLessThan(LOW_CONFIDENCE);
  });

  it('the same name for two ingredients: the asked language decides, else it is flagged', () => {
    expect(match('ليمون', 'ar')).toEqual({ slug: 'lemons', confidence: 1, needsReview: false });
    expect(match('ليمون')).toEqual({
      slug: 'lemons',
      confidence: MATCH_CONFIDENCE.ambiguous,
      needsReview: true,
    });
    expect(match('oranges', 'fr')).toEqual({ slug: 'oranges', confidence: 1, needsReview: false });
  });

  it('a close name is a low-confidence guess', () => {
    for (const [name, slug] of [
      ['cummin', 'cumin'],
      ['corriandre', 'cilantro'],
      ['tomatoe', 'tomatoes'],
      ['chiken', 'chicken'],
      ['pouler', 'chicken'],
      ['oignnons', 'onions'],
      ['كموون', 'cumin'],
      ['fresh corriander', 'cilantro'],
    ] as const) {
      const found = match(name);
      expect(found?.slug, name).toBe(slug);
      expect(found?.confidence, name).toBeGreaterThan(0.3);
      expect(found?.confidence, name).toBeLessThanOrEqual(MATCH_CONFIDENCE.fuzzyMax);
    }
  });

  it('nothing close: null', () => {
    for (const name of ['water', 'eau', 'ماء', '', '   ', '123', 'de la', 'xyzzy', 'rice', 'riz'])
      expect(match(name), name).toBeNull();
  });

  it('takes the catalogue or a prepared matcher alike', () => {
    for (const name of ['chicken thighs', 'cummin', 'ليمون', 'water'])
      expect(matchIngredient(name, CATALOGUE)).toEqual(matchIngredient(name, matcher));
    expect(matchIngredient('ليمون', CATALOGUE, 'ar')).toEqual({
      slug: 'lemons',
      confidence: 1,
      needsReview: false,
    });
    expect(matchIngredient('anything', [])).toBeNull();
    expect(matchIngredient(undefined as unknown as string, CATALOGUE)).toBeNull();
  });

  it('exports the flagging threshold the form uses', () => {
    expect(LOW_CONFIDENCE).toBe(0.7);
    expect(MATCH_CONFIDENCE.fuzzyMax).toBeLessThan(LOW_CONFIDENCE);
    expect(MATCH_CONFIDENCE.ambiguous).toBeLessThan(LOW_CONFIDENCE);
    expect(MATCH_CONFIDENCE.containedMax).toBeGreaterThan(LOW_CONFIDENCE);
  });
});

describe('lines from recipe sites against the seed catalogue', () => {
  // the seed files as the server loads them (data/seed/ingredients-*.json)
  const seed: SearchableIngredient[] = [...pantry, ...produce];
  expect(seed.length).toBeGreaterThan(100);
  const seedMatcher = prepareIngredientMatcher(seed);
  const importLine = (line: string, language?: 'ar' | 'fr' | 'en') => {
    const parsed = parseIngredientLine(line);
    return { ...parsed, ...seedMatcher.match(parsed.name, language) };
  };

  it.each<[string, string]>([
    // French
    ["2 c. à soupe d'huile d'olive", 'olive-oil'],
    ['500 g de semoule fine', 'fine-semolina'],
    ['½ cuillère à café de cumin', 'cumin'],
    ['1 c. à café de gingembre moulu', 'ginger'],
    ['1 pincée de safran', 'saffron'],
    ['2 oignons émincés', 'onions'],
    ["3 gousses d'ail hachées", 'garlic'],
    ['1 botte de coriandre fraîche', 'cilantro'],
    ['1 bouquet de persil plat', 'parsley'],
    ["1 kg d'épaule d'agneau", 'lamb'],
    ['200 g de pruneaux dénoyautés', 'prunes'],
    ["100 g d'amandes émondées", 'almonds'],
    ['1 citron confit', 'preserved-lemons'],
    ["150 g d'olives vertes", 'olives'],
    ['1 c. à soupe de miel', 'honey'],
    ['1 bâton de cannelle', 'cinnamon'],
    ['Sel, poivre', 'salt'],
    ["2 cuillères à soupe d'eau de fleur d'oranger", 'orange-blossom-water'],
    ['250 g de pois chiches trempés la veille', 'chickpeas'],
    ['1 c. à café de ras el hanout', 'ras-el-hanout'],
    // English
    ['1 bunch fresh coriander, chopped', 'cilantro'],
    ['2 lbs boneless chicken thighs', 'chicken'],
    ['1 tsp ground turmeric', 'turmeric'],
    ['1/2 tsp sweet paprika', 'paprika'],
    ['2 tbsp unsalted butter, melted', 'butter'],
    ['1 cup couscous', 'couscous'],
    ['1 (15 oz) can chickpeas, drained and rinsed', 'chickpeas'],
    ['3 large carrots, peeled and cut into sticks', 'carrots'],
    ['1 preserved lemon, rind only', 'preserved-lemons'],
    ['A handful of fresh mint leaves', 'mint'],
    ['2 cups all-purpose flour', 'flour'],
    ['1 tsp baking powder', 'baking-powder'],
    ['4 large eggs', 'eggs'],
    // Arabic and Darija
    ['ملعقة صغيرة كمون', 'cumin'],
    ['٢ ملاعق كبيرة زيت زيتون', 'olive-oil'],
    ['نصف كيلو لحم غنمي', 'lamb'],
    ['كأس دقيق', 'flour'],
    ['رشة ملح', 'salt'],
    ['حزمة قزبر', 'cilantro'],
    ['3 حبات طماطم مقشرة', 'tomatoes'],
    ['فصين ثوم', 'garlic'],
    ['ملعقة كبيرة سمن بلدي', 'smen'],
    ['بصلة كبيرة مفرومة', 'onions'],
    ['ملعقة صغيرة من الزنجبيل', 'ginger'],
    ['كأس من العدس', 'lentils'],
    ['500 غرام من الجزر', 'carrots'],
    ['ملعقة صغيرة زعفران', 'saffron'],
    ['ربع كأس زيت نباتي', 'vegetable-oil'],
    ['ملعقة كبيرة ماء الزهر', 'orange-blossom-water'],
    ['ضمة معدنوس', 'parsley'],
  ])('%s → %s', (line, slug) => {
    const found = importLine(line);
    expect(found.slug).toBe(slug);
    expect(found.confidence).toBeGreaterThanOrEqual(LOW_CONFIDENCE);
  });

  it('keeps quantities and units of those lines', () => {
    expect(importLine("2 c. à soupe d'huile d'olive")).toMatchObject({
      quantity: 2,
      unit: 'tbsp',
      slug: 'olive-oil',
    });
    expect(importLine('2 lbs boneless chicken thighs')).toMatchObject({
      quantity: 907,
      unit: 'g',
      slug: 'chicken',
    });
    expect(importLine('ملعقة صغيرة كمون')).toMatchObject({
      quantity: 1,
      unit: 'tsp',
      slug: 'cumin',
      confidence: 1,
    });
  });

  it('flags what the administrator must decide', () => {
    expect(importLine('1 cube de bouillon de poulet').confidence).toBeLessThan(LOW_CONFIDENCE);
    expect(importLine('Salt and black pepper').confidence).toBeLessThan(LOW_CONFIDENCE);
    expect(importLine('1 tsp cummin')).toMatchObject({ slug: 'cumin' });
    expect(importLine('1 tsp cummin').confidence).toBeLessThan(LOW_CONFIDENCE);
    expect(importLine('200 g beans').confidence).toBeLessThan(LOW_CONFIDENCE);
    // water is not in the catalogue: at best a doubtful rose water or orange blossom water
    for (const line of ['1 l d’eau', '2 cups water', '1 لتر ماء'])
      expect(importLine(line).confidence ?? 0, line).toBeLessThan(LOW_CONFIDENCE);
    expect(importLine('1 tsp xanthan gum').slug).toBeUndefined();
  });

  it('a qualifier that makes the line another product needs review: suet, stock, extract…', () => {
    for (const [line, slug] of [
      ['100 g beef suet', 'beef'],
      ['شحم بقري', 'beef'],
      ['100 g de graisse de bœuf', 'beef'],
      ['1 l chicken stock', 'chicken'],
      ['500 ml bouillon de poulet', 'chicken'],
      ['1 tsp almond extract', 'almonds'],
      ['1 tsp garlic powder', 'garlic'],
      ['1 tsp onion powder', 'onions'],
    ] as const) {
      const found = importLine(line);
      expect(found.slug, line).toBe(slug);
      expect(found.needsReview, line).toBe(true);
      expect(found.confidence, line).toBeLessThan(LOW_CONFIDENCE);
    }
  });

  it('the ingredient with words of its own is sure: zest is the fruit, a spice may be a powder', () => {
    for (const [line, slug] of [
      ['2 tsp orange zest', 'oranges'],
      ['1 tsp lemon zest', 'lemons'],
      ['1 tsp cinnamon powder', 'cinnamon'],
      ['1 c. à café de gingembre en poudre', 'ginger'],
      ["100 g de poudre d'amande", 'almonds'],
      ['1 kg beef, cut into pieces', 'beef'],
    ] as const) {
      const found = importLine(line);
      expect(found.slug, line).toBe(slug);
      expect(found.needsReview, line).toBe(false);
      expect(found.confidence, line).toBeGreaterThanOrEqual(LOW_CONFIDENCE);
    }
  });

  it('the asked language settles names two ingredients share', () => {
    expect(importLine('500 g raisin', 'fr')).toMatchObject({ slug: 'grapes', confidence: 1 });
    expect(importLine('500 g raisins', 'en')).toMatchObject({ slug: 'raisins', confidence: 1 });
    expect(importLine('1 sachet de levure', 'fr')).toMatchObject({ slug: 'yeast' });
  });
});
