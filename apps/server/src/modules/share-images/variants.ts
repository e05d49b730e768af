import { LANGUAGES, type Language } from '@chhiwat/core';

/** What a share image shows: a recipe or a blog post. */
export type ShareKind = 'recipe' | 'post';

export interface Frame {
  width: number;
  height: number;
}

/**
 * The link preview (Open Graph, 1.91:1, with the title in the page's language) and the three
 * ratios search engines ask for in a Recipe's `image` (each at least 1,200 px wide; no text).
 */
export const SHARE_FRAMES = {
  og: { width: 1200, height: 630 },
  '1x1': { width: 1200, height: 1200 },
  '4x3': { width: 1200, height: 900 },
  '16x9': { width: 1200, height: 675 },
} as const satisfies Record<string, Frame>;

export type ShareVariant = keyof typeof SHARE_FRAMES;

/** The JSON-LD ratios, in the order the markup lists them. */
export const JSON_LD_VARIANTS = ['1x1', '4x3', '16x9'] as const satisfies readonly ShareVariant[];

/** One image: the link preview in a language, or a ratio without text. */
export type ShareImageSpec =
  { variant: 'og'; language: Language } | { variant: '1x1' | '4x3' | '16x9' };

/** The file name in the URL: `og-ar.jpg`, `og-fr.jpg`, `og-en.jpg`, `1x1.jpg`, `4x3.jpg`, `16x9.jpg`. */
export const shareFileName = (spec: ShareImageSpec) =>
  spec.variant === 'og' ? `og-${spec.language}.jpg` : `${spec.variant}.jpg`;

const FILES = new Map<string, ShareImageSpec>([
  ...LANGUAGES.map((language): [string, ShareImageSpec] => [
    `og-${language}.jpg`,
    { variant: 'og', language },
  ]),
  ...JSON_LD_VARIANTS.map((variant): [string, ShareImageSpec] => [`${variant}.jpg`, { variant }]),
]);

/** The image a file name asks for; undefined for any other name. */
export const parseShareFileName = (file: string) => FILES.get(file);

/** Where an image is served: versioned by `token`, so it can be cached for good. */
export const shareImagePath = (
  kind: ShareKind,
  slug: string,
  spec: ShareImageSpec,
  token: string,
) => `/share/${kind}/${encodeURIComponent(slug)}/${shareFileName(spec)}?v=${token}`;
