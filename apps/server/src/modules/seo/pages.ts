import {
  formatIngredientLine,
  isKnownAppPath,
  LANGUAGES,
  PAGE_TEXTS as texts,
  type Language,
  type PostResponse,
  type RecipeResponse,
} from '@chhiwat/core';
import { readCookie } from '../../platform/cookies.ts';
import {
  pageShareImages,
  postShareSubject,
  recipeShareSubject,
  type PageShareImages,
  type RecipePictures,
} from '../share-images/service.ts';
import { DEFAULT_IMAGE, postJsonLd, recipeJsonLd, type PageHead, type PageImage } from './head.ts';

/** The cookie the browser keeps the chosen language in (the same name as its localStorage key). */
export const LANGUAGE_COOKIE = 'i18nextLng';

const brand = (language: Language) => texts[language].app.name;

const staticTitles: Record<string, (language: Language) => string> = {
  '/': (l) => `${brand(l)} – ${texts[l].app.tagline}`,
  '/recipes': (l) => `${texts[l].recipes.title} · ${brand(l)}`,
  '/about': (l) => `${texts[l].about.title} · ${brand(l)}`,
  '/contact': (l) => `${texts[l].contact.title} · ${brand(l)}`,
  '/privacy': (l) => `${texts[l].privacy.title} · ${brand(l)}`,
  '/terms': (l) => `${texts[l].terms.title} · ${brand(l)}`,
  '/blog': (l) => `${texts[l].blog.title} · ${brand(l)}`,
  '/list': (l) => `${texts[l].list.title} · ${brand(l)}`,
};
/** The visitor's own pages: rendered like the others, kept out of search engines. */
const PRIVATE_PAGES = new Set(['/list']);

export interface RenderedPage {
  status: number;
  head: PageHead | undefined;
}

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The language a page is rendered in: ?lang= (explicit: the canonical URL keeps it), else the
 * visitor's earlier choice, which the browser mirrors from localStorage into a cookie, else Arabic.
 */
export function pageLanguage(
  query: unknown,
  cookieHeader?: string,
): { language: Language; explicit: boolean } {
  const lang = (query as { lang?: unknown } | null)?.lang;
  if (isLanguage(lang)) return { language: lang, explicit: true };
  const chosen = readCookie(cookieHeader, LANGUAGE_COOKIE);
  return { language: isLanguage(chosen) ? chosen : 'ar', explicit: false };
}

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const clip = (text: string, length = 160) =>
  text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;

/**
 * A public API answer read in-process (its route's response schema checked it), or undefined when
 * the API has no such thing.
 */
export type ApiReader = <Answer>(path: string) => Promise<Answer | undefined>;

/**
 * Where a page's details come from: the public API, the very answer the page's content is
 * rendered from (one read per content version, and the head cannot describe another version than
 * the body), and the recipes' illustrations for images.
 */
export interface PageSources {
  readApi: ApiReader;
  pictures: RecipePictures;
}

/** Works out the status and the head of a public page from its path (and the catalogue for details). */
export async function describePage(
  sources: PageSources,
  pathname: string,
  language: Language,
  publicUrl: string,
): Promise<RenderedPage> {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const recipeSlug = /^\/recipe\/([^/]+)$/.exec(path)?.[1];
  if (recipeSlug) return recipePage(sources, decodeURIComponent(recipeSlug), language, publicUrl);
  const postSlug = /^\/blog\/([^/]+)$/.exec(path)?.[1];
  if (postSlug) return postPage(sources, decodeURIComponent(postSlug), language, publicUrl);

  const title = staticTitles[path];
  if (title) {
    return {
      status: 200,
      head: {
        language,
        title: title(language),
        description: texts[language].home.tagline,
        path,
        type: 'website',
        image: DEFAULT_IMAGE,
        noindex: PRIVATE_PAGES.has(path),
      },
    };
  }
  if (isKnownAppPath(path)) return { status: 200, head: undefined };
  return { status: 404, head: notFoundHead(language, path) };
}

/** The link preview drawn for the page (modules/share-images), a JPEG in the page's language. */
const previewImage = ({ og }: PageShareImages): PageImage => ({ ...og, type: 'image/jpeg' });

function notFoundHead(language: Language, path: string): PageHead {
  return {
    language,
    title: `${texts[language].notFound.title} · ${brand(language)}`,
    description: texts[language].notFound.message,
    path,
    type: 'website',
  };
}

async function recipePage(
  { readApi, pictures }: PageSources,
  slug: string,
  language: Language,
  publicUrl: string,
): Promise<RenderedPage> {
  const found = await readApi<RecipeResponse>(`/api/recipes/${encodeURIComponent(slug)}`);
  const path = `/recipe/${slug}`;
  if (!found) return { status: 404, head: notFoundHead(language, path) };
  const { recipe } = found;
  const title = recipe[`title_${language}`];
  const description = recipe[`description_${language}`];
  // As the page shows them: the amounts a cook measures, in sentences of the language.
  const ingredients = recipe.ingredients.map((link) =>
    formatIngredientLine({ ...link, name: link[`name_${language}`] }, language),
  );
  const images = pageShareImages(await recipeShareSubject(pictures, recipe), language, publicUrl);
  return {
    status: 200,
    head: {
      language,
      title: `${title} · ${brand(language)}`,
      description: clip(description),
      path,
      type: 'article',
      image: previewImage(images),
      jsonLd: recipeJsonLd(
        {
          slug: recipe.slug,
          title,
          description,
          instructions: recipe[`instructions_${language}`] || recipe.instructions_en,
          images: images.jsonLd ?? [],
          prep_time: recipe.prep_time,
          cooking_time: recipe.cooking_time,
          servings: recipe.servings,
          category: recipe[`category_name_${language}`],
          tags: recipe.tags,
          created_at: recipe.created_at,
          updated_at: recipe.updated_at,
          ingredients,
          step_minutes: recipe.step_minutes,
          source_url: recipe.source_url,
          nutrition: recipe.nutrition,
          diets: recipe.labels.diets,
        },
        publicUrl,
        language,
      ),
    },
  };
}

async function postPage(
  { readApi }: PageSources,
  slug: string,
  language: Language,
  publicUrl: string,
): Promise<RenderedPage> {
  const found = await readApi<PostResponse>(`/api/blog/posts/${encodeURIComponent(slug)}`);
  const path = `/blog/${slug}`;
  if (!found) return { status: 404, head: notFoundHead(language, path) };
  const { post } = found;
  const title = post[`title_${language}`] || post.title_en;
  const excerpt =
    post[`excerpt_${language}`] || plain(post[`content_${language}`] || post.content_en);
  const images = pageShareImages(postShareSubject(post), language, publicUrl);
  return {
    status: 200,
    head: {
      language,
      title: `${title} · ${brand(language)}`,
      description: clip(excerpt),
      path,
      type: 'article',
      image: previewImage(images),
      jsonLd: postJsonLd(
        {
          slug: post.slug,
          title,
          description: clip(excerpt),
          images: images.jsonLd,
          published_at: post.published_at,
          updated_at: post.updated_at,
        },
        publicUrl,
        language,
      ),
    },
  };
}
