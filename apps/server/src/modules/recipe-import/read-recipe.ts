// One file over 300 lines: one reader. The page scan, the JSON-LD walk and microdata (read as
// JSON-LD-like objects) meet in one buildRecipe with one page context; html-text.ts and
// lenient-json.ts already hold the parts that stand alone.
/**
 * The recipe reader of the import (issue #23): a pure function from a page's HTML, or bare JSON-LD
 * text, to the schema.org Recipe it describes. It reads JSON-LD first (`@graph`s, arrays, nested
 * `mainEntity`, `@id` references, `HowToSection` / `HowToStep`, strings or objects) and falls back
 * to microdata (`itemscope itemtype=".../Recipe"`) when no JSON-LD Recipe is usable. Markup as real
 * sites write it is read rather than refused: raw control characters and trailing commas in
 * JSON-LD, a first Recipe that is empty, ingredients or instructions given as one string of lines.
 *
 * Nothing is fetched (no `@context` document, script, stylesheet, image or linked page) and nothing
 * is run: the page is only parsed, and URLs are only resolved as strings. Text is cleaned, durations
 * and yields read by the shared helpers of @chhiwat/core (cleanText, isoDurationToMinutes,
 * yieldToServings).
 *
 * HTML parser: htmlparser2 (MIT; with its own domhandler / domutils / entities, BSD-2-Clause). It is
 * pure JavaScript with no native code, small (a tokenizer and a DOM builder, no selector engine or
 * browser emulation), forgiving of broken markup, keeps `<script>` contents as raw text (which is
 * what JSON-LD needs) and decodes entities in text and attributes; it is the parser under cheerio
 * and is maintained, its version 12 supporting Node >= 20.19 like this project. parse5 is stricter
 * to the HTML standard but bigger and slower, and the standard's tree-building subtleties do not
 * matter for reading metadata; happy-dom is a test-time browser emulation, not a parser to ship.
 */
import { cleanText, isoDurationToMinutes, yieldToServings } from '@chhiwat/core';
import { DomUtils, parseDocument } from 'htmlparser2';
import {
  elementLines,
  escapeText,
  isElement,
  MAX_DOM_DEPTH,
  textLines,
  type HtmlDocument,
  type HtmlElement,
} from './html-text.ts';
import { parseLenientJson } from './lenient-json.ts';

/** What the reader takes from one Recipe; every text is cleaned (entities, tags, whitespace). */
export interface ReadRecipe {
  title: string;
  /**
   * Primary language subtag, lowercase ("fr-FR" → "fr"): the Recipe's `inLanguage`, else the
   * page's (`<html lang>`, then the `inLanguage` of another node of its JSON-LD, then og:locale).
   * Any language is kept: ar, fr and en fill those fields, another is for the admin to translate.
   */
  language: string | null;
  description: string;
  /** One per `recipeIngredient` line, as the page gives it (a leading bullet dropped). */
  ingredientLines: string[];
  /** As the page gives them; sections are flattened in order, their names dropped. */
  steps: string[];
  prepMinutes: number | null;
  cookMinutes: number | null;
  /** The page's `totalTime`; not computed from the others. */
  totalMinutes: number | null;
  servings: number | null;
  /**
   * Absolute http(s) URL: the Recipe's first `image` (string, ImageObject, list of either), else
   * its `thumbnailUrl`, else, only then, the page's og:image / twitter:image. Relative URLs are
   * resolved against `<base href>`, else the page URL given, else the canonical link; one that
   * cannot be resolved is dropped.
   */
  imageUrl: string | null;
  /** keywords, then recipeCategory, then recipeCuisine; split on commas, deduplicated. */
  tags: string[];
  /** The canonical link, else the URL given, else the Recipe's own absolute `url`. */
  sourceUrl: string | null;
}

export interface ReadRecipeOptions {
  /** The page's address, to resolve relative links and as the source when it has no canonical. */
  url?: string;
}

/**
 * The page's recipe: the first usable one (a name and at least one ingredient or step) in document
 * order, JSON-LD before microdata. A page with two recipes gives the first; `readRecipes` gives all.
 */
export function readRecipe(
  source: string,
  options: ReadRecipeOptions = {},
): ReadRecipe | undefined {
  return readRecipes(source, options)[0];
}

/** Every usable recipe of the page in document order: its JSON-LD ones, else its microdata ones. */
export function readRecipes(source: string, options: ReadRecipeOptions = {}): ReadRecipe[] {
  const text = source.replace(/^\uFEFF/, '');
  const pageUrl = httpUrl(options.url);
  if (/^\s*[[{]/.test(text)) {
    const page: PageContext = {
      language: null,
      baseUrl: pageUrl,
      canonical: null,
      pageUrl,
      pageImage: null,
    };
    return readJsonLd(parseLenientJson(text), page);
  }
  const document = parseDocument(text);
  const scan = scanPage(document);
  const page = pageContext(scan, pageUrl);
  const fromJsonLd = readJsonLd(scan.jsonLd.flatMap(parseLenientJson), page);
  if (fromJsonLd.length > 0) return fromJsonLd;
  return usable(scan.microdataRecipes.map((el) => buildRecipe(microdataItem(el, scan, 0), page)));
}

type Json = string | number | boolean | null | Json[] | JsonObject;
interface JsonObject {
  [key: string]: Json | undefined;
}

interface PageContext {
  /** `<html lang>` (or xml:lang), normalised; og:locale when there is none. */
  language: string | null;
  /** What relative URLs are resolved against. */
  baseUrl: string | null;
  canonical: string | null;
  pageUrl: string | null;
  /** og:image or twitter:image, absolute. */
  pageImage: string | null;
}

// Page -------------------------------------------------------------------------------------------

/** What the reader needs from the page, found in one walk (domutils' findAll, not recursive). */
interface PageScan {
  htmlLang: string | undefined;
  baseHref: string | undefined;
  canonicalHref: string | undefined;
  /** `<meta property|name>` → content, the first of each. */
  meta: Map<string, string>;
  /** The text of each `<script type="application/ld+json">`, in order. */
  jsonLd: string[];
  /** Microdata Recipe items, in document order. */
  microdataRecipes: HtmlElement[];
  /** Elements with an id, for `itemref`. */
  byId: Map<string, HtmlElement>;
}

function scanPage(document: HtmlDocument): PageScan {
  const scan: PageScan = {
    htmlLang: undefined,
    baseHref: undefined,
    canonicalHref: undefined,
    meta: new Map(),
    jsonLd: [],
    microdataRecipes: [],
    byId: new Map(),
  };
  DomUtils.findAll((el) => {
    const attribs = el.attribs;
    if (attribs.id && !scan.byId.has(attribs.id)) scan.byId.set(attribs.id, el);
    if (attribs.itemscope !== undefined && itemTypes(el).includes('recipe')) {
      scan.microdataRecipes.push(el);
    }
    switch (el.name) {
      case 'html':
        scan.htmlLang ??= attribs.lang ?? attribs['xml:lang'];
        break;
      case 'base':
        if (attribs.href?.trim()) scan.baseHref ??= attribs.href;
        break;
      case 'link':
        if (attribs.href?.trim() && relIncludes(el, 'canonical'))
          scan.canonicalHref ??= attribs.href;
        break;
      case 'meta': {
        const key = attribs.property ?? attribs.name;
        if (key && attribs.content?.trim() && !scan.meta.has(key)) {
          scan.meta.set(key, attribs.content);
        }
        break;
      }
      case 'script':
        if ((attribs.type ?? '').trim().toLowerCase().startsWith('application/ld+json')) {
          scan.jsonLd.push(DomUtils.textContent(el));
        }
        break;
    }
    return false;
  }, document.children);
  return scan;
}

function pageContext(scan: PageScan, pageUrl: string | null): PageContext {
  const baseUrl = resolveUrl(scan.baseHref, pageUrl) ?? pageUrl;
  const canonical = resolveUrl(scan.canonicalHref, baseUrl);
  const image = scan.meta.get('og:image') ?? scan.meta.get('twitter:image');
  return {
    language: normaliseLanguage(scan.htmlLang) ?? normaliseLanguage(scan.meta.get('og:locale')),
    baseUrl: baseUrl ?? canonical,
    canonical,
    pageUrl,
    pageImage: resolveUrl(image, baseUrl ?? canonical),
  };
}

function relIncludes(element: HtmlElement, value: string): boolean {
  return (element.attribs.rel ?? '').toLowerCase().split(/\s+/).includes(value);
}

// JSON-LD ----------------------------------------------------------------------------------------

/** Deeper than any real JSON-LD; past it a hostile page's nesting is not walked. */
const MAX_DEPTH = 64;

function readJsonLd(values: unknown[], page: PageContext): ReadRecipe[] {
  const objects: JsonObject[] = [];
  collectObjects(values as Json, objects, 0);
  const byId = new Map<string, JsonObject>();
  for (const object of objects) {
    const id = object['@id'];
    if (typeof id !== 'string' || Object.keys(object).length < 2) continue;
    const known = byId.get(id);
    byId.set(id, known ? mergeNodes(known, object) : object);
  }
  const graph: Graph = { byId, language: graphLanguage(objects) };
  const seen = new Set<JsonObject>();
  const recipes: JsonObject[] = [];
  for (const object of objects) {
    if (!hasType(object, 'Recipe')) continue;
    const id = object['@id'];
    const node = typeof id === 'string' ? (byId.get(id) ?? object) : object;
    if (seen.has(node)) continue;
    seen.add(node);
    recipes.push(node);
  }
  return usable(recipes.map((node) => buildRecipe(node, page, graph)));
}

/**
 * Two nodes with one @id are one node (JSON-LD): each property keeps its first value that is not
 * empty (an empty first Recipe does not hide the full one that shares its @id).
 */
function mergeNodes(first: JsonObject, second: JsonObject): JsonObject {
  const merged: JsonObject = { ...first };
  for (const [key, value] of Object.entries(second)) {
    if (isEmpty(merged[key])) merged[key] = value;
  }
  return merged;
}

function isEmpty(value: Json | undefined): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

interface Graph {
  byId: Map<string, JsonObject>;
  /** The `inLanguage` of the page's other nodes (WebPage, Article, WebSite), normalised. */
  language: string | null;
}

/** Every object in the JSON, in document order (pre-order). */
function collectObjects(value: Json | undefined, into: JsonObject[], depth: number) {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) collectObjects(item, into, depth + 1);
    return;
  }
  into.push(value);
  for (const key of Object.keys(value)) collectObjects(value[key], into, depth + 1);
}

function graphLanguage(objects: JsonObject[]): string | null {
  for (const type of ['WebPage', 'Article', 'BlogPosting', 'WebSite']) {
    for (const object of objects) {
      if (!hasType(object, type)) continue;
      const language = normaliseLanguage(firstText(object.inLanguage, undefined));
      if (language) return language;
    }
  }
  return null;
}

function types(object: JsonObject): string[] {
  const type = object['@type'];
  const list = Array.isArray(type) ? type : [type];
  return list
    .filter((item): item is string => typeof item === 'string')
    .map((item) =>
      item
        .trim()
        .replace(/^(?:https?:\/\/schema\.org\/|schema:)/i, '')
        .toLowerCase(),
    );
}

function hasType(object: JsonObject, type: string): boolean {
  return types(object).includes(type.toLowerCase());
}

/** A `{"@id": …}` reference replaced by the node it names, when the page has it. */
function deref(value: Json | undefined, graph: Graph | undefined): Json | undefined {
  if (!graph || !isObject(value)) return value;
  const id = value['@id'];
  if (typeof id !== 'string' || Object.keys(value).length > 1) return value;
  return graph.byId.get(id) ?? value;
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value as a list: a list stays one, nothing is an empty one, anything else is one item. */
function list(value: Json | undefined): Json[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** The first text of a value: a string, a number, `{"@value"}`, a `name` / `text`, a list's first. */
function firstText(value: Json | undefined, graph: Graph | undefined): string {
  for (const item of list(deref(value, graph))) {
    const text = textOf(deref(item, graph));
    if (text !== '') return text;
  }
  return '';
}

function textOf(value: Json | undefined): string {
  if (typeof value === 'string') return cleanText(value);
  if (typeof value === 'number') return String(value);
  if (isObject(value)) {
    for (const key of ['@value', 'name', 'text', 'alternateName']) {
      const inner = value[key];
      if (typeof inner === 'string' || typeof inner === 'number') {
        const text = textOf(inner);
        if (text !== '') return text;
      }
    }
  }
  return '';
}

/** The raw first value of a property that is a string or number (a list's first one). */
function firstScalar(value: Json | undefined): string | number | undefined {
  for (const item of list(value)) {
    if (typeof item === 'string' || typeof item === 'number') return item;
    if (isObject(item)) {
      const inner = item['@value'];
      if (typeof inner === 'string' || typeof inner === 'number') return inner;
    }
  }
  return undefined;
}

// Recipe -----------------------------------------------------------------------------------------

function buildRecipe(node: JsonObject, page: PageContext, graph?: Graph): ReadRecipe {
  return {
    title: firstText(node.name ?? node.headline, graph),
    language:
      normaliseLanguage(firstText(node.inLanguage, graph)) ??
      page.language ??
      graph?.language ??
      null,
    description: firstText(node.description, graph),
    ingredientLines: ingredientLines(node.recipeIngredient ?? node.ingredients, graph),
    steps: steps(node.recipeInstructions ?? node.instructions, graph, 0),
    prepMinutes: minutes(node.prepTime),
    cookMinutes: minutes(node.cookTime ?? node.performTime),
    totalMinutes: minutes(node.totalTime),
    servings: servings(node.recipeYield ?? node.yield),
    imageUrl:
      imageUrl(node.image, page, graph, 0) ??
      imageUrl(node.thumbnailUrl, page, graph, 0) ??
      page.pageImage,
    tags: tags([node.keywords, node.recipeCategory, node.recipeCuisine], graph),
    sourceUrl:
      page.canonical ?? page.pageUrl ?? resolveUrl(firstScalar(node.url)?.toString(), null),
  };
}

/** Keeps the recipes with a name and an ingredient or a step, dropping repeats. */
function usable(recipes: ReadRecipe[]): ReadRecipe[] {
  const seen = new Set<string>();
  return recipes.filter((recipe) => {
    if (recipe.title === '' || (recipe.ingredientLines.length === 0 && recipe.steps.length === 0)) {
      return false;
    }
    const key = JSON.stringify(recipe);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A bullet some pages write at the start of each line of an ingredient list. */
const BULLET = /^[-–—•·*▪◦●○✓✔]\s+/u;

/**
 * Ingredient lines: a list gives one line per item; one string (alone or as a list's only item)
 * gives one per line of its text.
 */
function ingredientLines(value: Json | undefined, graph: Graph | undefined): string[] {
  const items = list(deref(value, graph));
  return items.flatMap((item) => {
    const entry = deref(item, graph);
    const lines =
      typeof entry === 'string'
        ? items.length === 1
          ? textLines(entry)
          : [cleanText(entry)]
        : [textOf(entry)];
    return lines.map((line) => line.replace(BULLET, '').trim()).filter((line) => line !== '');
  });
}

/**
 * Instructions in every shape pages use: one string (one step per line or paragraph, also when it
 * is a list's only item), a list of strings (one step each, a line break inside is a space),
 * HowToStep objects (`text`, else `name`), HowToSections or ItemLists whose `itemListElement`
 * holds steps (flattened in document order, `position` not consulted), a ListItem's `item`.
 */
function steps(value: Json | undefined, graph: Graph | undefined, depth: number): string[] {
  if (depth > MAX_DEPTH) return [];
  const items = list(deref(value, graph));
  return items.flatMap((raw): string[] => {
    const item = deref(raw, graph);
    if (typeof item === 'string') {
      if (items.length === 1) return textLines(item);
      const text = cleanText(item);
      return text === '' ? [] : [text];
    }
    if (typeof item === 'number') return [String(item)];
    if (Array.isArray(item)) return steps(item, graph, depth + 1);
    if (!isObject(item)) return [];
    if (item.itemListElement !== undefined) return steps(item.itemListElement, graph, depth + 1);
    if (item.item !== undefined && item.text === undefined) {
      return steps(item.item, graph, depth + 1);
    }
    const text = firstText(item.text, graph) || firstText(item.name, graph);
    if (text !== '') return [text];
    return firstText(item.description, graph) ? [firstText(item.description, graph)] : [];
  });
}

function minutes(value: Json | undefined): number | null {
  const scalar = firstScalar(value);
  return isoDurationToMinutes(typeof scalar === 'string' ? cleanText(scalar) : scalar);
}

/** core's yieldToServings reads numbers, texts, lists and QuantitativeValues; `@value`s unwrapped. */
function servings(value: Json | undefined): number | null {
  return yieldToServings(
    list(value).map((item) =>
      isObject(item) && item['@value'] !== undefined ? item['@value'] : item,
    ),
  );
}

function imageUrl(
  value: Json | undefined,
  page: PageContext,
  graph: Graph | undefined,
  depth: number,
): string | null {
  if (depth > 4) return null;
  for (const raw of list(deref(value, graph))) {
    const item = deref(raw, graph);
    if (typeof item === 'string') {
      const url = resolveUrl(cleanText(item), page.baseUrl);
      if (url) return url;
    } else if (isObject(item)) {
      for (const key of ['url', 'contentUrl']) {
        const url = imageUrl(item[key], page, graph, depth + 1);
        if (url) return url;
      }
    }
  }
  return null;
}

function tags(values: (Json | undefined)[], graph: Graph | undefined): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const value of values) {
    for (const item of list(deref(value, graph))) {
      const text = textOf(deref(item, graph));
      for (const tag of text.split(/[,،，]/)) {
        const trimmed = tag.trim();
        const key = trimmed.toLocaleLowerCase();
        if (trimmed === '' || seen.has(key)) continue;
        seen.add(key);
        result.push(trimmed);
      }
    }
  }
  return result;
}

// Microdata --------------------------------------------------------------------------------------

/*
 * Microdata items are read as JSON-LD-like objects, by the same code: each property is a list of
 * its values, a nested `itemscope` an object, a text value its lines joined with "\n" and escaped
 * so that the cleaning that follows gives back exactly the text (the parser decoded its entities).
 */

function itemTypes(element: HtmlElement): string[] {
  return (element.attribs.itemtype ?? '')
    .split(/\s+/)
    .filter((type) => /^https?:\/\/schema\.org\//i.test(type))
    .map((type) =>
      type
        .replace(/^https?:\/\/schema\.org\//i, '')
        .replace(/\/$/, '')
        .toLowerCase(),
    );
}

/** `depth` counts elements and itemrefs followed, so that neither nesting nor a cycle is endless. */
function microdataItem(element: HtmlElement, scan: PageScan, depth: number): JsonObject {
  // No prototype: an itemprop named "__proto__" is a property like any other.
  const item = Object.create(null) as JsonObject;
  item['@type'] = itemTypes(element);
  collectProperties(element, item, scan, depth);
  for (const id of (element.attribs.itemref ?? '').split(/\s+/).filter(Boolean)) {
    const referenced = scan.byId.get(id);
    // An itemref'd element is a property itself or holds some.
    if (referenced && referenced !== element) addProperty(item, referenced, scan, depth + 1);
  }
  return item;
}

function collectProperties(element: HtmlElement, item: JsonObject, scan: PageScan, depth: number) {
  for (const child of element.children) {
    if (isElement(child)) addProperty(item, child, scan, depth + 1);
  }
}

/** Adds an element's properties to the item, then looks inside it unless it is an item itself. */
function addProperty(item: JsonObject, element: HtmlElement, scan: PageScan, depth: number) {
  if (depth > MAX_DOM_DEPTH) return;
  const names = (element.attribs.itemprop ?? '').split(/\s+/).filter(Boolean);
  const isItem = element.attribs.itemscope !== undefined;
  if (names.length > 0) {
    const value: Json = isItem ? microdataItem(element, scan, depth) : microdataValue(element);
    for (const name of names) {
      const values = item[name];
      item[name] = Array.isArray(values) ? [...values, value] : [value];
    }
  }
  if (!isItem) collectProperties(element, item, scan, depth);
}

const SRC_ELEMENTS = new Set(['audio', 'embed', 'iframe', 'img', 'source', 'track', 'video']);
const HREF_ELEMENTS = new Set(['a', 'area', 'link']);

function microdataValue(element: HtmlElement): string {
  const attribs = element.attribs;
  const name = element.name;
  if (attribs.content !== undefined) return escapeText(attribs.content);
  if (SRC_ELEMENTS.has(name)) {
    // Lazy-loading pages put a placeholder in src and the picture in a data- attribute.
    const candidates = [
      attribs.src,
      attribs['data-lazy-src'],
      attribs['data-src'],
      attribs.srcset?.trim().split(/\s+/)[0],
    ];
    const src = candidates.find((url) => !!url?.trim() && !/^data:/i.test(url.trim()));
    return escapeText(src ?? '');
  }
  if (HREF_ELEMENTS.has(name)) return escapeText(attribs.href ?? '');
  if (name === 'object') return escapeText(attribs.data ?? '');
  if (name === 'data' || name === 'meter') return escapeText(attribs.value ?? '');
  if (name === 'time' && attribs.datetime !== undefined) return escapeText(attribs.datetime);
  return escapeText(elementLines(element).join('\n'));
}

// URLs and languages -----------------------------------------------------------------------------

function httpUrl(value: string | undefined): string | null {
  return resolveUrl(value, null);
}

/** An absolute http(s) URL, `value` resolved against `base`; null for anything else. */
function resolveUrl(value: string | undefined, base: string | null): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  try {
    // A protocol-relative URL on a page whose address is unknown: https is the likely scheme.
    const url =
      base === null && trimmed.startsWith('//')
        ? new URL(`https:${trimmed}`)
        : new URL(trimmed, base ?? undefined);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Language names some pages write instead of a code. */
const LANGUAGE_NAMES = new Map([
  ['arabic', 'ar'],
  ['arabe', 'ar'],
  ['العربية', 'ar'],
  ['english', 'en'],
  ['anglais', 'en'],
  ['french', 'fr'],
  ['français', 'fr'],
  ['francais', 'fr'],
  ['spanish', 'es'],
  ['español', 'es'],
  ['italian', 'it'],
  ['italiano', 'it'],
]);

/** "fr-FR", "fr_FR", "FR" → "fr"; a known language name → its code; null for anything else. */
export function normaliseLanguage(value: string | undefined | null): string | null {
  const text = value?.trim().toLowerCase();
  if (!text) return null;
  const named = LANGUAGE_NAMES.get(text);
  if (named) return named;
  const primary = text.split(/[-_]/)[0] ?? '';
  if (!/^[a-z]{2,3}$/.test(primary) || ['und', 'mul', 'zxx', 'mis'].includes(primary)) return null;
  return primary;
}
