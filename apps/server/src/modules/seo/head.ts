import {
  isoDuration,
  LANGUAGES,
  type Diet,
  type Language,
  type RecipeNutritionFacts,
} from '@chhiwat/core';
import { escapeHtml } from '../../platform/escape-html.ts';

/** The picture a link preview shows. */
export interface PageImage {
  /** Absolute, or a path on this site (/og-default.png). */
  url: string;
  width: number;
  height: number;
  type: 'image/png' | 'image/jpeg';
  /** What it shows, for readers who cannot see it; absent for the site's generic picture. */
  alt?: string | undefined;
}

/** Everything a page's <head> says to search engines and link previews. */
export interface PageHead {
  language: Language;
  title: string;
  description: string;
  /** Path without the language parameter, e.g. /recipe/harira. */
  path: string;
  type: 'website' | 'article';
  image?: PageImage | undefined;
  jsonLd?: object | undefined;
  /** A page of the visitor's own (their list): not for search engines. */
  noindex?: boolean | undefined;
}

/** The site's own picture (apps/web/public), for pages without one of their own. */
export const DEFAULT_IMAGE: PageImage = {
  url: '/og-default.png',
  width: 1200,
  height: 630,
  type: 'image/png',
};

const OG_LOCALE: Record<Language, string> = { ar: 'ar_MA', fr: 'fr_MA', en: 'en_US' };

/** The URL of a page in a language: ?lang= selects it; x-default is the bare URL. */
export function languageUrl(publicUrl: string, path: string, language?: Language) {
  return language ? `${publicUrl}${path}?lang=${language}` : `${publicUrl}${path}`;
}

/** Absolute URL for an image stored as /media/… or given absolute. */
export const absoluteUrl = (publicUrl: string, url: string) =>
  url.startsWith('/') ? `${publicUrl}${url}` : url;

/**
 * Writes the head into the app's index.html: language and direction on <html>, title, description,
 * canonical, hreflang alternates (one URL per language and x-default), Open Graph, JSON-LD.
 */
export function renderHead(
  indexHtml: string,
  head: PageHead,
  publicUrl: string,
  explicitLanguage: boolean,
): string {
  const canonical = languageUrl(publicUrl, head.path, explicitLanguage ? head.language : undefined);
  const tags = [
    ...(head.noindex ? ['<meta name="robots" content="noindex">'] : []),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...LANGUAGES.map(
      (language) =>
        `<link rel="alternate" hreflang="${language}" href="${escapeHtml(languageUrl(publicUrl, head.path, language))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(languageUrl(publicUrl, head.path))}">`,
    `<meta property="og:type" content="${head.type}">`,
    `<meta property="og:site_name" content="Chhiwat">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:locale" content="${OG_LOCALE[head.language]}">`,
    ...LANGUAGES.filter((l) => l !== head.language).map(
      (l) => `<meta property="og:locale:alternate" content="${OG_LOCALE[l]}">`,
    ),
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
    ...(head.image ? imageTags(head.image, publicUrl) : []),
    // JSON-LD is data, not script; "<" is escaped so no text can close the element.
    ...(head.jsonLd
      ? [
          `<script type="application/ld+json">${JSON.stringify(head.jsonLd).replace(/</g, '\\u003c')}</script>`,
        ]
      : []),
  ];
  // Replaced by functions, not strings: a "$`", "$'" or "$&" in a text must not copy the page.
  return indexHtml
    .replace(
      /<html[^>]*>/,
      () => `<html lang="${head.language}" dir="${head.language === 'ar' ? 'rtl' : 'ltr'}">`,
    )
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      // index.html may break the tag over several lines
      /<meta\s+name="description"[^>]*>/,
      () => `<meta name="description" content="${escapeHtml(head.description)}">`,
    )
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}

function imageTags(image: PageImage, publicUrl: string): string[] {
  const alt = image.alt ? escapeHtml(image.alt) : undefined;
  return [
    `<meta property="og:image" content="${escapeHtml(absoluteUrl(publicUrl, image.url))}">`,
    `<meta property="og:image:type" content="${image.type}">`,
    `<meta property="og:image:width" content="${image.width}">`,
    `<meta property="og:image:height" content="${image.height}">`,
    ...(alt
      ? [
          `<meta property="og:image:alt" content="${alt}">`,
          `<meta name="twitter:image:alt" content="${alt}">`,
        ]
      : []),
  ];
}

export interface RecipeForJsonLd {
  slug: string;
  title: string;
  description: string;
  instructions: string;
  /** Absolute URLs, one per ratio (1:1, 4:3, 16:9). */
  images: string[];
  prep_time: number;
  cooking_time: number;
  servings: number;
  category: string;
  tags: string[];
  /** ISO 8601, as the API gives it. */
  created_at: string;
  updated_at: string;
  ingredients: string[];
  /** Each step's timed wait in minutes, by position (0: none): a step's `timeRequired`. */
  step_minutes?: readonly number[];
  /** The page an imported recipe was adapted from (schema.org `isBasedOn`). */
  source_url?: string | null;
  /** Per serving, as the page shows it (issue #44). */
  nutrition?: RecipeNutritionFacts;
  diets?: readonly Diet[];
}

/** The diets schema.org names (RestrictedDiet); dairy-free and nut-free have no name there. */
const SCHEMA_DIETS: Partial<Record<Diet, string>> = {
  vegetarian: 'https://schema.org/VegetarianDiet',
  vegan: 'https://schema.org/VeganDiet',
  'gluten-free': 'https://schema.org/GlutenFreeDiet',
  'low-salt': 'https://schema.org/LowSaltDiet',
};

/** schema.org NutritionInformation for one serving; sodium is salt / 2.5. */
function nutritionJsonLd({ per_serving: n }: RecipeNutritionFacts) {
  const grams = (value: number) => `${value} g`;
  return {
    '@type': 'NutritionInformation',
    servingSize: '1',
    calories: `${n.energy_kcal} kcal`,
    proteinContent: grams(n.protein_g),
    fatContent: grams(n.fat_g),
    saturatedFatContent: grams(n.saturated_fat_g),
    carbohydrateContent: grams(n.carbohydrate_g),
    sugarContent: grams(n.sugars_g),
    fiberContent: grams(n.fibre_g),
    sodiumContent: `${Math.round((n.salt_g / 2.5) * 1000)} mg`,
  };
}

/** schema.org Recipe for one recipe in one language. */
export function recipeJsonLd(recipe: RecipeForJsonLd, publicUrl: string, language: Language) {
  const url = languageUrl(publicUrl, `/recipe/${recipe.slug}`, language);
  const steps = recipe.instructions
    .split('\n')
    .map((step) => step.trim())
    .filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    description: recipe.description,
    image: recipe.images,
    url,
    inLanguage: language,
    author: { '@type': 'Organization', name: 'Chhiwat' },
    datePublished: recipe.created_at.slice(0, 10),
    dateModified: recipe.updated_at,
    prepTime: isoDuration(recipe.prep_time),
    cookTime: isoDuration(recipe.cooking_time),
    totalTime: isoDuration(recipe.prep_time + recipe.cooking_time),
    recipeYield: String(recipe.servings),
    recipeCategory: recipe.category,
    recipeCuisine: 'Moroccan',
    keywords: recipe.tags.join(', '),
    recipeIngredient: recipe.ingredients,
    ...(recipe.source_url ? { isBasedOn: recipe.source_url } : {}),
    ...(recipe.nutrition && recipe.nutrition.per_serving.energy_kcal > 0
      ? { nutrition: nutritionJsonLd(recipe.nutrition) }
      : {}),
    ...(dietsJsonLd(recipe.diets) ?? {}),
    recipeInstructions: steps.map((text, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      text,
      url: `${url}#step-${index + 1}`,
      ...(recipe.step_minutes?.[index]
        ? { timeRequired: isoDuration(recipe.step_minutes[index]) }
        : {}),
    })),
  };
}

function dietsJsonLd(diets: readonly Diet[] | undefined) {
  const named = (diets ?? []).flatMap((diet) => SCHEMA_DIETS[diet] ?? []);
  return named.length > 0 ? { suitableForDiet: named } : undefined;
}

export interface PostForJsonLd {
  slug: string;
  title: string;
  description: string;
  /** Absolute URLs, one per ratio; none when the post has no photo. */
  images: string[] | undefined;
  /** ISO 8601, as the API gives them. */
  published_at: string;
  updated_at: string;
}

/** schema.org BlogPosting for one published post in one language. */
export function postJsonLd(post: PostForJsonLd, publicUrl: string, language: Language) {
  const url = languageUrl(publicUrl, `/blog/${post.slug}`, language);
  const publisher = { '@type': 'Organization', name: 'Chhiwat', url: publicUrl };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    ...(post.images ? { image: post.images } : {}),
    url,
    mainEntityOfPage: url,
    inLanguage: language,
    author: publisher,
    publisher,
    datePublished: post.published_at,
    dateModified: post.updated_at,
  };
}
