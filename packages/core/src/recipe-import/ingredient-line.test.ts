// One file over 300 lines: a table of real recipe lines through one `cases` helper, grouped as the
// reader reads a line (quantities, units, names and notes); a line often tests two steps at once.
import { describe, expect, it } from 'vitest';
import { UNITS } from '../catalogue.ts';
import { parseIngredientLine, type ParsedIngredientLine } from './ingredient-line.ts';

type Expected = Partial<ParsedIngredientLine>;
const cases = (rows: [string, Expected][]) =>
  it.each(rows)('%s', (line, expected) =>
    expect(parseIngredientLine(line)).toMatchObject(expected),
  );

describe('parseIngredientLine: quantities', () => {
  cases([
    ['2 eggs', { quantity: 2, unit: 'piece', unitText: null, name: 'eggs' }],
    ['1.5 kg chicken', { quantity: 1.5, unit: 'kg', name: 'chicken' }],
    ['1,5 kg de poulet', { quantity: 1.5, unit: 'kg', name: 'poulet' }],
    ['.5 l water', { quantity: 0.5, unit: 'l', name: 'water' }],
    ['1/2 cup milk', { quantity: 0.5, unit: 'cup', name: 'milk' }],
    ['1 1/2 cups flour', { quantity: 1.5, unit: 'cup', name: 'flour' }],
    ['1-1/2 cups sugar', { quantity: 1.5, unit: 'cup', name: 'sugar' }],
    ['1 ⁄ 3 cup oil', { quantity: 0.333, unit: 'cup', name: 'oil' }],
    ['½ cuillère à café de cumin', { quantity: 0.5, unit: 'tsp', name: 'cumin' }],
    ['1½ cups water', { quantity: 1.5, unit: 'cup', name: 'water' }],
    ['1 ½ tasse de lait', { quantity: 1.5, unit: 'cup', name: 'lait' }],
    ['¾ cup sugar', { quantity: 0.75, unit: 'cup', name: 'sugar' }],
    ['⅓ cup honey', { quantity: 0.333, unit: 'cup', name: 'honey' }],
    ['2⅔ cups flour', { quantity: 2.667, unit: 'cup', name: 'flour' }],
    ['⅛ tsp cayenne', { quantity: 0.125, unit: 'tsp', name: 'cayenne' }],
    ['2-3 tbsp olive oil', { quantity: 2, quantityMax: 3, unit: 'tbsp', name: 'olive oil' }],
    ['2–3 carrots', { quantity: 2, quantityMax: 3, unit: 'piece', name: 'carrots' }],
    ['2 - 3 carottes', { quantity: 2, quantityMax: 3, name: 'carottes' }],
    ["2 à 3 gousses d'ail", { quantity: 2, quantityMax: 3, unit: 'clove', name: 'ail' }],
    ['2 to 3 cloves garlic', { quantity: 2, quantityMax: 3, unit: 'clove', name: 'garlic' }],
    ['3 ou 4 tomates', { quantity: 3, quantityMax: 4, name: 'tomates' }],
    ['½-1 tsp chili flakes', { quantity: 0.5, quantityMax: 1, unit: 'tsp', name: 'chili flakes' }],
    ['1 000 g de farine', { quantity: 1000, unit: 'g', name: 'farine' }],
    ['500g flour', { quantity: 500, unit: 'g', name: 'flour' }],
    ['250ml milk', { quantity: 250, unit: 'ml', name: 'milk' }],
    ['2tbsp sugar', { quantity: 2, unit: 'tbsp', name: 'sugar' }],
    ['٢ بيضات', { quantity: 2, unit: 'piece', name: 'بيضات' }],
    ['٢٥٠ غرام دقيق', { quantity: 250, unit: 'g', name: 'دقيق' }],
    ['١٫٥ كيلو دجاج', { quantity: 1.5, unit: 'kg', name: 'دجاج' }],
    ['۳ عدد', { quantity: 3, name: 'عدد' }],
  ]);

  it('word numbers and fractions in words', () => {
    expect(parseIngredientLine('one onion')).toMatchObject({
      quantity: 1,
      unit: 'piece',
      name: 'onion',
    });
    expect(parseIngredientLine('an onion')).toMatchObject({
      quantity: 1,
      unit: 'piece',
      name: 'onion',
    });
    expect(parseIngredientLine('Un oignon')).toMatchObject({ quantity: 1, name: 'oignon' });
    expect(parseIngredientLine('deux oignons')).toMatchObject({ quantity: 2, name: 'oignons' });
    expect(parseIngredientLine('a dozen eggs')).toMatchObject({ quantity: 12, name: 'eggs' });
    expect(parseIngredientLine("une douzaine d'oeufs")).toMatchObject({
      quantity: 12,
      name: 'oeufs',
    });
    expect(parseIngredientLine('twelve eggs')).toMatchObject({ quantity: 12, name: 'eggs' });
    expect(parseIngredientLine('Half an onion')).toMatchObject({
      quantity: 0.5,
      unit: 'piece',
      name: 'onion',
    });
    expect(parseIngredientLine('half a cup of milk')).toMatchObject({
      quantity: 0.5,
      unit: 'cup',
      name: 'milk',
    });
    expect(parseIngredientLine('a quarter cup oil')).toMatchObject({
      quantity: 0.25,
      unit: 'cup',
      name: 'oil',
    });
    expect(parseIngredientLine('three quarters of a cup of sugar')).toMatchObject({
      quantity: 0.75,
      unit: 'cup',
      name: 'sugar',
    });
    expect(parseIngredientLine('une demi-botte de persil')).toMatchObject({
      quantity: 0.5,
      unit: 'bunch',
      name: 'persil',
    });
    expect(parseIngredientLine('un quart de tasse de lait')).toMatchObject({
      quantity: 0.25,
      unit: 'cup',
      name: 'lait',
    });
    expect(parseIngredientLine("la moitié d'un citron")).toMatchObject({
      quantity: 0.5,
      name: 'citron',
    });
    expect(parseIngredientLine('deux tiers de verre de sucre')).toMatchObject({
      quantity: 0.667,
      unit: 'cup',
      name: 'sucre',
    });
    expect(parseIngredientLine('نصف كيلو لحم غنمي')).toMatchObject({
      quantity: 0.5,
      unit: 'kg',
      name: 'لحم غنمي',
    });
    expect(parseIngredientLine('ربع كأس زيت')).toMatchObject({
      quantity: 0.25,
      unit: 'cup',
      name: 'زيت',
    });
    expect(parseIngredientLine('ثلاثة أرباع كأس حليب')).toMatchObject({
      quantity: 0.75,
      unit: 'cup',
      name: 'حليب',
    });
    expect(parseIngredientLine('ثلث كأس سكر')).toMatchObject({
      quantity: 0.333,
      unit: 'cup',
      name: 'سكر',
    });
    expect(parseIngredientLine('ربعة ديال البيض')).toMatchObject({ quantity: 4, name: 'البيض' });
    expect(parseIngredientLine('جوج بصلات')).toMatchObject({ quantity: 2, name: 'بصلات' });
    expect(parseIngredientLine('Quartiers de citron')).toMatchObject({
      quantity: null,
      name: 'Quartiers de citron',
    });
  });

  it('"and a half" before or after the unit', () => {
    expect(parseIngredientLine('1 and a half cups flour')).toMatchObject({
      quantity: 1.5,
      unit: 'cup',
    });
    expect(parseIngredientLine('1 cuillère à soupe et demie de miel')).toMatchObject({
      quantity: 1.5,
      unit: 'tbsp',
      name: 'miel',
    });
    expect(parseIngredientLine('2 et demi kg de farine')).toMatchObject({
      quantity: 2.5,
      unit: 'kg',
      name: 'farine',
    });
    expect(parseIngredientLine('كأس ونصف من الدقيق')).toMatchObject({
      quantity: 1.5,
      unit: 'cup',
      name: 'الدقيق',
    });
    expect(parseIngredientLine('كأس و نصف سكر')).toMatchObject({
      quantity: 1.5,
      unit: 'cup',
      name: 'سكر',
    });
  });

  it('no quantity: null, and no unit', () => {
    for (const line of ['Salt', 'Sel et poivre', 'ملح', 'Fresh mint leaves', 'Zeste de citron'])
      expect(parseIngredientLine(line)).toMatchObject({ quantity: null, unit: null });
    expect(parseIngredientLine('Salt')).not.toHaveProperty('quantityMax');
    expect(parseIngredientLine('a few sprigs of thyme')).toEqual({
      text: 'a few sprigs of thyme',
      quantity: null,
      unit: null,
      unitText: 'sprigs',
      name: 'thyme',
      note: 'a few',
    });
    expect(parseIngredientLine('quelques brins de thym')).toMatchObject({
      quantity: null,
      unitText: 'brins',
      name: 'thym',
    });
    expect(parseIngredientLine('un peu de sel')).toMatchObject({
      quantity: null,
      name: 'sel',
      note: 'un peu',
    });
    expect(parseIngredientLine("un peu d'huile")).toMatchObject({ quantity: null, name: 'huile' });
    expect(parseIngredientLine('قليل من الملح')).toMatchObject({ quantity: null, name: 'الملح' });
    expect(parseIngredientLine('some parsley')).toMatchObject({ quantity: null, name: 'parsley' });
    expect(parseIngredientLine('Cups of flour')).toMatchObject({
      quantity: null,
      unit: null,
      unitText: 'Cups',
      name: 'flour',
    });
  });

  it('a range’s low end is the quantity; a reversed or equal range is not a range', () => {
    expect(parseIngredientLine('3-2 eggs')).toMatchObject({ quantity: 3, name: '2 eggs' });
    expect(parseIngredientLine('3-2 eggs').quantityMax).toBeUndefined();
    expect(parseIngredientLine('2 to 2 eggs').quantityMax).toBeUndefined();
  });
});

describe('parseIngredientLine: units', () => {
  cases([
    ['100 g sugar', { quantity: 100, unit: 'g', unitText: 'g' }],
    ['100 gr de sucre', { unit: 'g', unitText: 'gr', name: 'sucre' }],
    ['100 gr. de sucre', { unit: 'g', unitText: 'gr.', name: 'sucre' }],
    ['100 grams sugar', { unit: 'g', unitText: 'grams' }],
    ['100 grammes de sucre', { unit: 'g', unitText: 'grammes' }],
    ['1 kg lamb', { unit: 'kg' }],
    ['2 kilos de pommes de terre', { quantity: 2, unit: 'kg', name: 'pommes de terre' }],
    ['1 kilogramme de farine', { unit: 'kg' }],
    ['200 ml water', { unit: 'ml' }],
    ['200 mL milk', { unit: 'ml' }],
    ['25 cl de lait', { quantity: 250, unit: 'ml', unitText: 'cl' }],
    ['2 dl de crème', { quantity: 200, unit: 'ml', unitText: 'dl' }],
    ['1 l water', { quantity: 1, unit: 'l', name: 'water' }],
    ['1 L de bouillon', { unit: 'l', name: 'bouillon' }],
    ['1 litre de lait', { unit: 'l', unitText: 'litre' }],
    ['2 liters water', { quantity: 2, unit: 'l' }],
    ['1 tsp salt', { unit: 'tsp', unitText: 'tsp' }],
    ['1 teaspoon salt', { unit: 'tsp' }],
    ['2 teaspoons salt', { unit: 'tsp' }],
    ['1 c. à c. de sel', { unit: 'tsp', unitText: 'c. à c.' }],
    ['1 c.à.c de sel', { unit: 'tsp', name: 'sel' }],
    ['1 càc de sel', { unit: 'tsp', name: 'sel' }],
    ['1 cc de sel', { unit: 'tsp', name: 'sel' }],
    ['1 c. à café de sel', { unit: 'tsp', unitText: 'c. à café' }],
    ['1 cuillère à café de sel', { unit: 'tsp', unitText: 'cuillère à café' }],
    ['2 cuillères à café de sel', { quantity: 2, unit: 'tsp' }],
    ['1 cuillerée à café de sel', { unit: 'tsp' }],
    ['1 cuillère à thé de sel', { unit: 'tsp' }],
    ['1 tbsp oil', { unit: 'tbsp' }],
    ['1 Tbsp. oil', { unit: 'tbsp', name: 'oil' }],
    ['1 tablespoon oil', { unit: 'tbsp' }],
    ['3 tablespoons oil', { quantity: 3, unit: 'tbsp' }],
    ["2 c. à s. d'huile", { unit: 'tbsp', name: 'huile' }],
    ["2 c. à soupe d'huile", { unit: 'tbsp', unitText: 'c. à soupe', name: 'huile' }],
    ["2 cuillères à soupe d'huile", { unit: 'tbsp', name: 'huile' }],
    ['2 CS de sucre', { unit: 'tbsp', name: 'sucre' }],
    ['2 càs de sucre', { unit: 'tbsp' }],
    ['1 cup rice', { unit: 'cup' }],
    ['2 cups rice', { quantity: 2, unit: 'cup' }],
    ['1 tasse de riz', { unit: 'cup' }],
    ["1 verre d'huile", { unit: 'cup', unitText: 'verre', name: 'huile' }],
    ['1 pinch salt', { unit: 'pinch' }],
    ['2 pincées de sel', { quantity: 2, unit: 'pinch' }],
    ['1 pointe de couteau de cumin', { unit: 'pinch', name: 'cumin' }],
    ['1 bunch parsley', { unit: 'bunch' }],
    ['1 botte de persil', { unit: 'bunch' }],
    ['4 cloves garlic', { unit: 'clove', name: 'garlic' }],
    ["4 gousses d'ail", { unit: 'clove', name: 'ail' }],
    ['8 oz butter', { quantity: 227, unit: 'g', unitText: 'oz' }],
    ['1 lb beef', { quantity: 454, unit: 'g', unitText: 'lb' }],
    ['2 lbs potatoes', { quantity: 907, unit: 'g', unitText: 'lbs' }],
    ['4 fl oz cream', { quantity: 118, unit: 'ml', unitText: 'fl oz' }],
    ['2 pieces chicken', { quantity: 2, unit: 'piece', unitText: 'pieces' }],
    ['2 pièces de poulet', { unit: 'piece', unitText: 'pièces', name: 'poulet' }],
    ['1 handful almonds', { unit: 'handful' }],
    ["1 poignée d'amandes", { unit: 'handful', name: 'amandes' }],
    ['3 slices bread', { unit: 'slice' }],
    ['3 tranches de pain', { unit: 'slice', name: 'pain' }],
  ]);

  it('Arabic units, singular, dual and plural', () => {
    const rows: [string, Expected][] = [
      ['ملعقة صغيرة كمون', { quantity: 1, unit: 'tsp', unitText: 'ملعقة صغيرة', name: 'كمون' }],
      ['2 ملاعق صغيرة ملح', { quantity: 2, unit: 'tsp', name: 'ملح' }],
      ['ملعقتان صغيرتان من القرفة', { quantity: 2, unit: 'tsp', name: 'القرفة' }],
      ['ملعقة قهوة سكر', { quantity: 1, unit: 'tsp', name: 'سكر' }],
      ['ملعقة كبيرة زيت', { quantity: 1, unit: 'tbsp', name: 'زيت' }],
      ['معلقة كبيرة ديال الزبدة', { quantity: 1, unit: 'tbsp', name: 'الزبدة' }],
      ['ملعقتين كبيرتين سمن', { quantity: 2, unit: 'tbsp', name: 'سمن' }],
      ['3 ملاعق كبيرة دقيق', { quantity: 3, unit: 'tbsp', name: 'دقيق' }],
      ['ملعقة طعام خل', { quantity: 1, unit: 'tbsp', name: 'خل' }],
      ['ملعقة عسل', { quantity: 1, unit: null, unitText: 'ملعقة', name: 'عسل' }],
      ['500 غرام لحم', { quantity: 500, unit: 'g', unitText: 'غرام' }],
      ['500 غ سميد', { quantity: 500, unit: 'g', name: 'سميد' }],
      ['1 كيلو دجاج', { quantity: 1, unit: 'kg' }],
      ['كيلو طماطم', { quantity: 1, unit: 'kg', name: 'طماطم' }],
      ['250 مل حليب', { quantity: 250, unit: 'ml' }],
      ['1 لتر ماء', { quantity: 1, unit: 'l', name: 'ماء' }],
      ['لترين حليب', { quantity: 2, unit: 'l', name: 'حليب' }],
      ['كأس دقيق', { quantity: 1, unit: 'cup', name: 'دقيق' }],
      ['2 كؤوس سكر', { quantity: 2, unit: 'cup', name: 'سكر' }],
      ['كأسين زيت', { quantity: 2, unit: 'cup', name: 'زيت' }],
      ['كوب حليب', { quantity: 1, unit: 'cup' }],
      ['رشة ملح', { quantity: 1, unit: 'pinch', name: 'ملح' }],
      ['حزمة بقدونس', { quantity: 1, unit: 'bunch', name: 'بقدونس' }],
      ['ضمة معدنوس', { quantity: 1, unit: 'bunch', name: 'معدنوس' }],
      ['فص ثوم', { quantity: 1, unit: 'clove', name: 'ثوم' }],
      ['فصين ثوم', { quantity: 2, unit: 'clove', name: 'ثوم' }],
      ['4 فصوص ثوم', { quantity: 4, unit: 'clove', name: 'ثوم' }],
      ['3 حبات طماطم', { quantity: 3, unit: 'piece', unitText: 'حبات', name: 'طماطم' }],
      ['حبتين بطاطس', { quantity: 2, unit: 'piece', name: 'بطاطس' }],
      ['حفنة لوز', { quantity: 1, unit: 'handful', name: 'لوز' }],
      ['2 شرائح خبز', { quantity: 2, unit: 'slice', name: 'خبز' }],
      ['2 علب طماطم مركزة', { quantity: 2, unit: null, unitText: 'علب', name: 'طماطم مركزة' }],
      ['علبتين طماطم مركزة', { quantity: 2, unit: null, unitText: 'علبتين', name: 'طماطم مركزة' }],
      [
        'علبة طماطم مركزة',
        { quantity: null, unit: null, unitText: null, name: 'علبة طماطم مركزة' },
      ],
      ['كأس شاي زيت', { quantity: 1, unit: null, unitText: 'كأس شاي', name: 'زيت' }],
      ['مِلْعَقَة صَغِيرَة كَمُّون', { quantity: 1, unit: 'tsp', name: 'كمون' }],
      ['حبة حلاوة', { quantity: null, unit: null, name: 'حبة حلاوة' }],
      ['رأس الحانوت', { quantity: null, unit: null, name: 'رأس الحانوت' }],
    ];
    for (const [line, expected] of rows)
      expect(parseIngredientLine(line), line).toMatchObject(expected);
  });

  it('maps every unit onto the recipe form’s UNITS, or null', () => {
    for (const line of [
      '2 cans tomatoes',
      '1 sachet de levure',
      '3 brins de thym',
      '2 bâtons de cannelle',
    ])
      expect(parseIngredientLine(line)).toMatchObject({ unit: null });
    for (const line of ['1 tsp salt', '2 slices', '3 eggs', '1 handful', '2 cl de jus'])
      expect([...UNITS, null]).toContain(parseIngredientLine(line).unit);
  });

  it('keeps unknown unit words as text', () => {
    expect(parseIngredientLine('1 (14 oz) can chickpeas, drained')).toEqual({
      text: '1 (14 oz) can chickpeas, drained',
      quantity: 1,
      unit: null,
      unitText: 'can',
      name: 'chickpeas',
      note: '14 oz, drained',
    });
    expect(parseIngredientLine('1 sachet de levure chimique')).toMatchObject({
      quantity: 1,
      unitText: 'sachet',
      name: 'levure chimique',
    });
    expect(parseIngredientLine('2 bâtons de cannelle')).toMatchObject({
      quantity: 2,
      unitText: 'bâtons',
      name: 'cannelle',
    });
    expect(parseIngredientLine("1 tête d'ail")).toMatchObject({
      quantity: 1,
      unitText: 'tête',
      name: 'ail',
    });
    expect(parseIngredientLine('1 noix de beurre')).toMatchObject({
      unitText: 'noix',
      name: 'beurre',
    });
    expect(parseIngredientLine('200 g de noix')).toMatchObject({ unit: 'g', name: 'noix' });
    expect(parseIngredientLine('1 cuillère à dessert de miel')).toMatchObject({
      unit: null,
      unitText: 'cuillère à dessert',
      name: 'miel',
    });
    expect(parseIngredientLine('1 verre à thé de sucre')).toMatchObject({
      unit: null,
      unitText: 'verre à thé',
      name: 'sucre',
    });
  });

  it('size words around a unit go to the note; before a name they stay', () => {
    expect(parseIngredientLine('1 heaped tsp ground ginger')).toMatchObject({
      unit: 'tsp',
      name: 'ground ginger',
      note: 'heaped',
    });
    expect(parseIngredientLine('1 petite botte de coriandre')).toMatchObject({
      unit: 'bunch',
      name: 'coriandre',
      note: 'petite',
    });
    expect(parseIngredientLine('1 c. à soupe rase de ras el hanout')).toMatchObject({
      unit: 'tbsp',
      name: 'ras el hanout',
      note: 'rase',
    });
    expect(parseIngredientLine('2 large eggs')).toMatchObject({
      unit: 'piece',
      name: 'large eggs',
    });
    expect(parseIngredientLine('1 grosse pincée de sel')).toMatchObject({
      unit: 'pinch',
      name: 'sel',
      note: 'grosse',
    });
  });

  it('a unit word alone is the ingredient', () => {
    expect(parseIngredientLine('3 cloves')).toMatchObject({
      quantity: 3,
      unit: 'piece',
      unitText: null,
      name: 'cloves',
    });
    expect(parseIngredientLine('Cloves')).toMatchObject({
      quantity: null,
      unit: null,
      name: 'Cloves',
    });
    expect(parseIngredientLine('5 gousses')).toMatchObject({ quantity: 5, name: 'gousses' });
  });

  it('the same amount in other units goes to the note', () => {
    expect(parseIngredientLine('200g/7oz butter')).toMatchObject({
      quantity: 200,
      unit: 'g',
      name: 'butter',
      note: '7oz',
    });
    expect(parseIngredientLine('1 cup (240 ml) milk')).toMatchObject({
      quantity: 1,
      unit: 'cup',
      name: 'milk',
      note: '240 ml',
    });
  });
});

describe('parseIngredientLine: names and notes', () => {
  cases([
    ["2 c. à soupe d'huile d'olive", { quantity: 2, unit: 'tbsp', name: "huile d'olive" }],
    [
      '1 bunch fresh coriander, chopped',
      { quantity: 1, unit: 'bunch', name: 'fresh coriander', note: 'chopped' },
    ],
    ['500 g de semoule fine', { quantity: 500, unit: 'g', name: 'semoule fine' }],
    ['1 cup of sugar', { name: 'sugar' }],
    ['1 cup of the sugar', { name: 'sugar' }],
    ['1 pincée de sel', { name: 'sel' }],
    ['200 g de la farine', { name: 'farine' }],
    ["1 c. à soupe de l'huile", { name: 'huile' }],
    ['100 g du beurre', { name: 'beurre' }],
    ['6 des oeufs', { name: 'oeufs' }],
    ['100 g d’amandes', { name: 'amandes' }],
    ['ملعقة صغيرة من الكمون', { name: 'الكمون' }],
    [
      '1 onion (about 200 g), finely chopped',
      { name: 'onion', note: 'about 200 g, finely chopped' },
    ],
    ['2 tomatoes [ripe]', { name: 'tomatoes', note: 'ripe' }],
    ['Salt, to taste', { quantity: null, name: 'Salt', note: 'to taste' }],
    ['Salt to taste', { name: 'Salt', note: 'to taste' }],
    ['Sel au goût', { name: 'Sel', note: 'au goût' }],
    ['Poivre selon le goût', { name: 'Poivre', note: 'selon le goût' }],
    ['ملح حسب الذوق', { name: 'ملح', note: 'حسب الذوق' }],
    ['2 c. à soupe de persil haché ; pour décorer', { name: 'persil haché', note: 'pour décorer' }],
    ['Huile pour friture', { name: 'Huile', note: 'pour friture' }],
    ['Parsley, for garnish', { name: 'Parsley', note: 'for garnish' }],
    ['1 tsp chili flakes (optional)', { name: 'chili flakes', note: 'optional' }],
    ['1 tsp chili flakes, optional', { name: 'chili flakes', note: 'optional' }],
    ['بصلة مفرومة، كبيرة', { name: 'بصلة مفرومة', note: 'كبيرة' }],
    ['1 pincée de safran (facultatif)', { name: 'safran', note: 'facultatif' }],
    [
      'Optional: 2 tbsp pine nuts',
      { quantity: 2, unit: 'tbsp', name: 'pine nuts', note: 'Optional' },
    ],
    [
      'Facultatif : 1 pincée de safran',
      { quantity: 1, unit: 'pinch', name: 'safran', note: 'Facultatif' },
    ],
    ['1 c. à café de harissa optionnelle', { quantity: 1, name: 'harissa', note: 'optionnelle' }],
    ['ملعقة هريسة (اختياري)', { name: 'هريسة', note: 'اختياري' }],
    ['ملعقة هريسة اختيارية', { name: 'هريسة', note: 'اختيارية' }],
    ['2 carrots - peeled and diced', { name: 'carrots', note: 'peeled and diced' }],
    ['• 2 eggs', { quantity: 2, name: 'eggs' }],
    ['- 1 cup milk', { quantity: 1, name: 'milk' }],
    ['▢ 1 tsp salt', { quantity: 1, unit: 'tsp', name: 'salt' }],
    ['Farine : 500 g', { quantity: 500, unit: 'g', name: 'Farine' }],
    ['Sucre - 200 g', { quantity: 200, unit: 'g', name: 'Sucre' }],
    ['Sel, 1 pincée', { quantity: 1, unit: 'pinch', name: 'Sel' }],
    ['Sugar (200 g)', { quantity: 200, unit: 'g', name: 'Sugar' }],
    ['Butter (8 oz), softened', { quantity: 227, unit: 'g', name: 'Butter', note: 'softened' }],
  ]);

  it('cleans the line first and keeps it, digits and all, as text', () => {
    expect(parseIngredientLine('<li>2&nbsp;c.&nbsp;à&nbsp;soupe d&#39;huile</li>')).toMatchObject({
      text: "2 c. à soupe d'huile",
      quantity: 2,
      unit: 'tbsp',
      name: 'huile',
    });
    expect(parseIngredientLine('<b>٣</b> بيضات').text).toBe('٣ بيضات');
    expect(parseIngredientLine('  1  cup\n milk ').text).toBe('1 cup milk');
  });

  it('leaves out the note when there is none', () => {
    expect(parseIngredientLine('2 eggs')).toEqual({
      text: '2 eggs',
      quantity: 2,
      unit: 'piece',
      unitText: null,
      name: 'eggs',
    });
  });

  it('never throws', () => {
    for (const line of [
      '',
      '   ',
      '()',
      '1/0 cup flour',
      '0 g sugar',
      '1e999 g',
      ',,,',
      '½',
      '2 -',
      'x'.repeat(5000),
      '9'.repeat(400),
      null,
      undefined,
      42,
    ])
      expect(() => parseIngredientLine(line as string)).not.toThrow();
    expect(parseIngredientLine('')).toEqual({
      text: '',
      quantity: null,
      unit: null,
      unitText: null,
      name: '',
    });
    expect(parseIngredientLine(null as unknown as string).text).toBe('');
    expect(parseIngredientLine('0 g sugar')).toMatchObject({
      quantity: null,
      unit: null,
      name: 'sugar',
    });
    expect(parseIngredientLine('1/0 cup flour').quantity).not.toBe(Number.POSITIVE_INFINITY);
    expect(parseIngredientLine('500 g')).toMatchObject({ quantity: 500, unit: 'g', name: '' });
  });
});
