// One file over 300 lines: the reader's cases, written with one set of page and JSON-LD builders
// (above): the fixture pages, then each JSON-LD shape and microdata form; the helpers it reads
// through (lenient JSON, text lines, languages) are checked at the end.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECIPE_FIXTURES } from './fixtures/expected.ts';
import { textLines } from './html-text.ts';
import { parseLenientJson, repairJson } from './lenient-json.ts';
import { normaliseLanguage, readRecipe, readRecipes } from './read-recipe.ts';

const fixtureDir = path.join(import.meta.dirname, 'fixtures');
const readFixture = (file: string) => fs.readFileSync(path.join(fixtureDir, file), 'utf8');

/** A minimal usable Recipe as JSON-LD, with the given properties over it. */
function recipeJson(extra: Record<string, unknown> = {}) {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Harira',
    recipeIngredient: ['1 onion'],
    ...extra,
  });
}

function page(head: string, body = '', lang = 'fr') {
  return `<!doctype html><html lang="${lang}"><head>${head}</head><body>${body}</body></html>`;
}

const ldScript = (json: string) => `<script type="application/ld+json">${json}</script>`;

describe('readRecipe over the fixture pages', () => {
  afterEach(() => vi.restoreAllMocks());

  it('has at least 22 fixtures, one expectation for each page and a page for each', () => {
    const pages = fs.readdirSync(fixtureDir).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThanOrEqual(22);
    expect(RECIPE_FIXTURES.map((fixture) => fixture.file).sort()).toEqual(pages.sort());
  });

  it.each(RECIPE_FIXTURES)('$file', ({ file, url, expected, recipeCount }) => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const html = readFixture(file);
    expect(readRecipe(html, { url })).toEqual(expected);
    expect(readRecipes(html, { url })).toHaveLength(recipeCount);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('gives both recipes of the two-recipe page, in order', () => {
    const fixture = RECIPE_FIXTURES.find((f) => f.file.startsWith('17-'));
    const recipes = readRecipes(readFixture(fixture?.file ?? ''), { url: fixture?.url });
    expect(recipes.map((recipe) => recipe.title)).toEqual([
      'Harcha (galettes de semoule)',
      'Msemen (crêpes feuilletées)',
    ]);
    expect(recipes[1]).toMatchObject({ servings: 12, prepMinutes: 40, tags: expect.any(Array) });
  });

  it('reads a page without the URL it came from (relative links then dropped)', () => {
    const salad = readRecipe(readFixture('23-og-image-fallback-html-instructions-salade.html'));
    expect(salad).toMatchObject({ imageUrl: null, sourceUrl: null });
    const chebakia = readRecipe(readFixture('12-image-object-array-base-chebakia.html'));
    // The <base href> is absolute, so the images still resolve.
    expect(chebakia?.imageUrl).toBe('https://www.halwa-house.example/uploads/chebakia-1x1.jpg');
  });
});

describe('readRecipe: JSON-LD shapes', () => {
  it('reads bare JSON-LD text, an object or an array', () => {
    expect(readRecipe(recipeJson())?.title).toBe('Harira');
    expect(readRecipe(`  [{"@type":"WebSite"}, ${recipeJson()}]`)?.ingredientLines).toEqual([
      '1 onion',
    ]);
    expect(
      readRecipe(`\uFEFF${recipeJson({ image: '/h.jpg' })}`, { url: 'https://a.example/r/' }),
    ).toMatchObject({ imageUrl: 'https://a.example/h.jpg', sourceUrl: 'https://a.example/r/' });
  });

  it('takes the @graph language for bare JSON-LD, the Recipe one first', () => {
    const graph = (recipe: Record<string, unknown>) =>
      JSON.stringify({
        '@graph': [{ '@type': 'WebPage', inLanguage: 'ar-MA' }, JSON.parse(recipeJson(recipe))],
      });
    expect(readRecipe(graph({}))?.language).toBe('ar');
    expect(readRecipe(graph({ inLanguage: 'fr-FR' }))?.language).toBe('fr');
    expect(readRecipe(recipeJson())?.language).toBeNull();
  });

  it('accepts @type as a full IRI, in any case, or in an array', () => {
    for (const type of [
      'http://schema.org/Recipe',
      'schema:Recipe',
      'recipe',
      ['Thing', 'Recipe'],
    ]) {
      expect(readRecipe(recipeJson({ '@type': type }))?.title).toBe('Harira');
    }
    expect(readRecipe(recipeJson({ '@type': 'HowTo' }))).toBeUndefined();
  });

  it('needs a name and an ingredient or a step', () => {
    expect(readRecipe(recipeJson({ name: '' }))).toBeUndefined();
    expect(readRecipe(recipeJson({ name: '<b> </b>' }))).toBeUndefined();
    expect(readRecipe(recipeJson({ recipeIngredient: [] }))).toBeUndefined();
    expect(
      readRecipe(recipeJson({ recipeIngredient: [], recipeInstructions: 'Boil.' }))?.steps,
    ).toEqual(['Boil.']);
    expect(
      readRecipe('{"@type":"Recipe","name":"X","ingredients":"a\\nb"}')?.ingredientLines,
    ).toEqual(['a', 'b']);
  });

  it('follows @id references, merging the nodes that share one', () => {
    const json = JSON.stringify({
      '@graph': [
        { '@type': 'WebPage', '@id': '#page', mainEntity: { '@id': '#recipe' } },
        { '@type': 'Recipe', '@id': '#recipe', name: '', image: { '@id': '#img' } },
        { '@id': '#img', '@type': 'ImageObject', contentUrl: 'https://a.example/i.jpg' },
        {
          '@id': '#recipe',
          name: 'Rfissa',
          recipeIngredient: ['1 chicken'],
          recipeInstructions: { '@id': '#steps' },
        },
        {
          '@id': '#steps',
          '@type': 'ItemList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, item: { '@type': 'HowToStep', text: 'Cook.' } },
            { '@type': 'ListItem', position: 2, item: { '@type': 'HowToStep', name: 'Serve.' } },
          ],
        },
      ],
    });
    expect(readRecipe(json)).toMatchObject({
      title: 'Rfissa',
      imageUrl: 'https://a.example/i.jpg',
      steps: ['Cook.', 'Serve.'],
    });
    expect(readRecipes(json)).toHaveLength(1);
  });

  it('reads instructions in every shape', () => {
    const stepsOf = (recipeInstructions: unknown) =>
      readRecipe(recipeJson({ recipeInstructions }))?.steps;
    expect(stepsOf('One.\nTwo.\r\n\r\nThree.')).toEqual(['One.', 'Two.', 'Three.']);
    expect(stepsOf('<p>One,\nstill one.</p><p>Two.</p>')).toEqual(['One, still one.', 'Two.']);
    expect(stepsOf('One.<br/>Two.<br>')).toEqual(['One.', 'Two.']);
    expect(stepsOf(['One.', 'Two,\nstill two.', ' ', ''])).toEqual(['One.', 'Two, still two.']);
    expect(stepsOf(['<ol><li>One.</li><li>Two.</li></ol>'])).toEqual(['One.', 'Two.']);
    expect(
      stepsOf([
        { '@type': 'HowToSection', name: 'A', itemListElement: [{ text: 'One.' }, 'Two.'] },
        { '@type': 'HowToStep', name: 'Short', text: 'Three, long.' },
        { '@type': 'HowToStep', description: 'Four.' },
        { '@type': 'HowToStep' },
      ]),
    ).toEqual(['One.', 'Two.', 'Three, long.', 'Four.']);
  });

  it('reads ingredients as a list or as one string of lines, dropping bullets', () => {
    const linesOf = (recipeIngredient: unknown) =>
      readRecipe(recipeJson({ recipeIngredient }))?.ingredientLines;
    expect(linesOf('- 2 eggs\n* 1 onion\n\n• salt<br>-1 pinch')).toEqual([
      '2 eggs',
      '1 onion',
      'salt',
      '-1 pinch',
    ]);
    expect(linesOf(['2 eggs\n(large)', 3, { name: 'salt' }, '  '])).toEqual([
      '2 eggs (large)',
      '3',
      'salt',
    ]);
  });

  it('takes the first image URL it can resolve, only http(s)', () => {
    const imageOf = (image: unknown, url?: string) =>
      readRecipe(recipeJson({ image }), { url })?.imageUrl;
    expect(imageOf('data:image/png;base64,AAAA')).toBeNull();
    expect(imageOf(['javascript:alert(1)', 'https://a.example/i.jpg'])).toBe(
      'https://a.example/i.jpg',
    );
    expect(imageOf('//cdn.example/i.jpg')).toBe('https://cdn.example/i.jpg');
    expect(imageOf('//cdn.example/i.jpg', 'http://a.example/')).toBe('http://cdn.example/i.jpg');
    expect(imageOf('i.jpg')).toBeNull();
    expect(imageOf('https://a.example/i.jpg?w=1&amp;h=2')).toBe('https://a.example/i.jpg?w=1&h=2');
    expect(imageOf([{ '@type': 'ImageObject', url: ['', 'https://a.example/u.jpg'] }])).toBe(
      'https://a.example/u.jpg',
    );
    expect(readRecipe(recipeJson({ thumbnailUrl: 'https://a.example/t.jpg' }))?.imageUrl).toBe(
      'https://a.example/t.jpg',
    );
  });

  it('uses og:image only when the Recipe gives no image', () => {
    const head = '<meta property="og:image" content="https://a.example/og.jpg">';
    expect(readRecipe(page(head + ldScript(recipeJson())))?.imageUrl).toBe(
      'https://a.example/og.jpg',
    );
    expect(
      readRecipe(page(head + ldScript(recipeJson({ image: 'https://a.example/r.jpg' }))))?.imageUrl,
    ).toBe('https://a.example/r.jpg');
    expect(
      readRecipe(
        page(
          '<meta name="twitter:image" content="https://a.example/tw.jpg">' + ldScript(recipeJson()),
        ),
      )?.imageUrl,
    ).toBe('https://a.example/tw.jpg');
  });

  it('builds tags from keywords, category and cuisine, split on commas and deduplicated', () => {
    const recipe = readRecipe(
      recipeJson({
        keywords: ['Soup, ramadan', { '@type': 'DefinedTerm', name: 'lentils' }, ''],
        recipeCategory: 'soup،Starter',
        recipeCuisine: ['Moroccan', 'moroccan'],
      }),
    );
    expect(recipe?.tags).toEqual(['Soup', 'ramadan', 'lentils', 'Starter', 'Moroccan']);
  });

  it('reads times and yields in the shapes pages use', () => {
    const recipe = readRecipe(
      recipeJson({
        prepTime: ['PT1H5M'],
        performTime: 'PT25M',
        totalTime: '1 h 30',
        recipeYield: [{ '@value': 'Serves 3' }],
      }),
    );
    expect(recipe).toMatchObject({
      prepMinutes: 65,
      cookMinutes: 25,
      totalMinutes: 90,
      servings: 3,
    });
    expect(
      readRecipe(recipeJson({ recipeYield: { '@type': 'QuantitativeValue', value: 5 } }))?.servings,
    ).toBe(5);
    expect(readRecipe(recipeJson({ prepTime: 'soon', recipeYield: 'a lot' }))).toMatchObject({
      prepMinutes: null,
      servings: null,
    });
  });

  it('takes the language from inLanguage, <html lang>, the graph, then og:locale', () => {
    const lang = (html: string) => readRecipe(html)?.language;
    expect(lang(page(ldScript(recipeJson({ inLanguage: 'en-US' })), '', 'fr'))).toBe('en');
    expect(
      lang(page(ldScript(recipeJson({ inLanguage: { '@type': 'Language', name: 'Arabic' } })))),
    ).toBe('ar');
    expect(lang(page(ldScript(recipeJson()), '', 'ES'))).toBe('es');
    expect(
      lang(
        `<html><head>${ldScript(`[{"@type":"WebPage","inLanguage":"it"},${recipeJson()}]`)}</head></html>`,
      ),
    ).toBe('it');
    expect(
      lang(
        `<html><head><meta property="og:locale" content="fr_CA">${ldScript(recipeJson())}</head></html>`,
      ),
    ).toBe('fr');
    expect(lang(`<html><head>${ldScript(recipeJson())}</head></html>`)).toBeNull();
  });

  it('takes the canonical link as the source, resolved, else the URL given', () => {
    const head = `<link rel="alternate canonical" href="/r/harira">${ldScript(recipeJson())}`;
    expect(readRecipe(page(head), { url: 'https://a.example/x?y=1' })?.sourceUrl).toBe(
      'https://a.example/r/harira',
    );
    expect(
      readRecipe(page(ldScript(recipeJson())), { url: 'https://a.example/x' })?.sourceUrl,
    ).toBe('https://a.example/x');
    expect(
      readRecipe(page(ldScript(recipeJson())), { url: 'ftp://a.example/x' })?.sourceUrl,
    ).toBeNull();
    expect(readRecipe(recipeJson({ url: 'https://a.example/own' }))?.sourceUrl).toBe(
      'https://a.example/own',
    );
  });

  it('reads every JSON-LD block, wrapped in a comment or CDATA, and ignores other scripts', () => {
    const html = page(
      '<script type="application/json">' +
        recipeJson({ name: 'Not JSON-LD' }) +
        '</script>' +
        '<script type="text/template">' +
        recipeJson({ name: 'Template' }) +
        '</script>' +
        '<!-- ' +
        ldScript(recipeJson({ name: 'Commented out' })) +
        ' -->' +
        '<script type="application/ld+json">{"@type":"WebSite"}</script>' +
        `<script type="Application/LD+JSON; charset=utf-8"><!--\n${recipeJson({ name: 'Wrapped' })}\n--></script>`,
    );
    expect(readRecipes(html).map((recipe) => recipe.title)).toEqual(['Wrapped']);
  });

  it('does not run into the stack on a hostile page', () => {
    const deepJson = `${'['.repeat(5000)}${recipeJson()}${']'.repeat(5000)}`;
    expect(() => readRecipes(deepJson)).not.toThrow();
    const deepHtml = page(
      '',
      `<div itemscope itemtype="https://schema.org/Recipe"><span itemprop="name">Deep</span>${'<div>'.repeat(20000)}<span itemprop="recipeIngredient">1 egg</span>${'</div>'.repeat(20000)}</div>`,
    );
    expect(() => readRecipes(deepHtml)).not.toThrow();
    const deepText = recipeJson({ recipeInstructions: `${'<b>'.repeat(20000)}Boil.` });
    expect(() => readRecipes(deepText)).not.toThrow();
  });
});

describe('readRecipe: microdata', () => {
  it('reads values from content, datetime, src, href and text', () => {
    const html = page(
      '',
      `<div itemscope itemtype="https://schema.org/Recipe">
        <span itemprop="name">Tajine &amp; <i>co</i></span>
        <link itemprop="image" href="/i.jpg">
        <time itemprop="prepTime" datetime="PT10M">10 min</time>
        <time itemprop="cookTime">PT20M</time>
        <data itemprop="recipeYield" value="5">five</data>
        <meta itemprop="inLanguage" content="en">
        <ul itemprop="recipeIngredient"><li>1 &lt; 2 eggs</li><li>salt</li></ul>
        <div itemprop="recipeInstructions">Beat.<br>Cook.</div>
      </div>`,
    );
    expect(readRecipe(html, { url: 'https://a.example/r/' })).toMatchObject({
      title: 'Tajine & co',
      imageUrl: 'https://a.example/i.jpg',
      prepMinutes: 10,
      cookMinutes: 20,
      servings: 5,
      language: 'en',
      ingredientLines: ['1 < 2 eggs', 'salt'],
      steps: ['Beat.', 'Cook.'],
    });
  });

  it('reads a lazy-loaded image and properties reached through itemref', () => {
    const html = page(
      '',
      `<div itemscope itemtype="http://schema.org/Recipe" itemref="more">
        <h1 itemprop="name">Sellou</h1>
        <img itemprop="image" src="data:image/gif;base64,R0lGOD" data-lazy-src="https://a.example/s.jpg">
      </div>
      <section id="more"><p itemprop="recipeIngredient">flour</p></section>`,
    );
    expect(readRecipe(html)).toMatchObject({
      title: 'Sellou',
      imageUrl: 'https://a.example/s.jpg',
      ingredientLines: ['flour'],
    });
  });

  it('treats an itemprop named __proto__ as a plain property', () => {
    const html = page(
      '',
      '<div itemscope itemtype="https://schema.org/Recipe"><b itemprop="__proto__">x</b><b itemprop="name">Harcha</b><i itemprop="recipeIngredient">semolina</i></div>',
    );
    expect(readRecipe(html)).toMatchObject({ title: 'Harcha', ingredientLines: ['semolina'] });
  });

  it('is not read when the page has a usable JSON-LD Recipe', () => {
    const html = page(
      ldScript(recipeJson({ name: 'From JSON-LD' })),
      '<div itemscope itemtype="https://schema.org/Recipe"><b itemprop="name">From microdata</b><i itemprop="recipeIngredient">x</i></div>',
    );
    expect(readRecipes(html).map((recipe) => recipe.title)).toEqual(['From JSON-LD']);
  });
});

describe('parseLenientJson', () => {
  it('parses valid JSON untouched', () => {
    expect(parseLenientJson('{"a":"x,]","b":[1,2]}')).toEqual([{ a: 'x,]', b: [1, 2] }]);
  });

  it('escapes raw control characters inside strings', () => {
    expect(parseLenientJson('{"a":"one\ntwo\tthree\r\n\u000b\u0001"}')).toEqual([
      { a: 'one\ntwo\tthree\r\n\u000b\u0001' },
    ]);
  });

  it('drops trailing commas and fixes invalid escapes', () => {
    expect(parseLenientJson('{"a":[1,2,],"b":"l\\\'huile \\é \\u00e9 \\u12",}')).toEqual([
      { a: [1, 2], b: "l'huile é é \\u12" },
    ]);
  });

  it('unwraps comments, CDATA and a trailing semicolon', () => {
    expect(parseLenientJson('<!-- {"a":1} -->')).toEqual([{ a: 1 }]);
    expect(parseLenientJson('//<![CDATA[\n{"a":1};\n//]]>')).toEqual([{ a: 1 }]);
  });

  it('reads several values one after the other', () => {
    expect(parseLenientJson('{"a":1}\n{"b":"}{"}, [2]')).toEqual([{ a: 1 }, { b: '}{' }, [2]]);
  });

  it('gives nothing for text that is not JSON', () => {
    expect(parseLenientJson('')).toEqual([]);
    expect(parseLenientJson('{"name": "Le "vrai" sellou"')).toEqual([]);
    expect(parseLenientJson('window.x = 1')).toEqual([]);
  });

  it('leaves text outside strings as it is, but for trailing commas', () => {
    expect(repairJson('{ "a" : [ 1 , 2 , ] }')).toBe('{ "a" : [ 1 , 2  ] }');
  });
});

describe('textLines', () => {
  it('splits text into cleaned lines, by line breaks or by markup', () => {
    expect(textLines('one\n\n two \r\nthree')).toEqual(['one', 'two', 'three']);
    expect(textLines('one<br>two\nthree')).toEqual(['one', 'two', 'three']);
    expect(textLines('<ul><li>one</li><li>t&eacute;o\nstill</li></ul>')).toEqual([
      'one',
      'téo still',
    ]);
    expect(textLines('<p>L&amp;#039;huile &amp;amp; le sel</p><p>5 < 10</p>')).toEqual([
      "L'huile & le sel",
      '5 < 10',
    ]);
    expect(textLines('<p>a<script>x()</script>b</p>\u0007')).toEqual(['ab']);
  });
});

describe('normaliseLanguage', () => {
  it.each([
    ['fr-FR', 'fr'],
    ['FR', 'fr'],
    ['ar_MA', 'ar'],
    ['zh-Hant-TW', 'zh'],
    ['English', 'en'],
    ['Français', 'fr'],
    ['und', null],
    ['fr-', 'fr'],
    ['french cuisine', null],
    ['constructor', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (value, language) => {
    expect(normaliseLanguage(value)).toBe(language);
  });
});
