import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { PAGE_TEXTS, type Language } from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { findPostForShare } from '../blog/service.ts';
import { storedImage } from '../images/service.ts';
import { findRecipeForShare } from '../recipes/service.ts';
import { framedPicture, linkPreview, LINK_PREVIEW_PICTURE, type PictureSource } from './artwork.ts';
import { ImageCache } from './image-cache.ts';
import {
  JSON_LD_VARIANTS,
  SHARE_FRAMES,
  shareFileName,
  shareImagePath,
  type Frame,
  type ShareImageSpec,
  type ShareKind,
} from './variants.ts';

/** Bumped when the images' design changes, so every URL changes with it. */
const DESIGN_VERSION = 1;

/** The recipes' drawn illustrations (modules/pictures). */
export interface RecipePictures {
  /** What a public recipe's illustration is drawn from, as a token; undefined for any other. */
  illustrationOf(slug: string): Promise<{ token: string } | undefined>;
  /** The illustration composed for a frame. */
  svgFor(slug: string, frame?: Frame): Promise<string | undefined>;
}

/** Everything a page's share images depend on. */
export interface ShareSubject {
  kind: ShareKind;
  slug: string;
  titles: Record<Language, string>;
  /** A photo we store (/media/…); an image hosted elsewhere is never fetched, it counts as none. */
  photo: string | null;
  /**
   * What is drawn when there is no photo: a recipe's illustration (its token: its category,
   * ingredients and the drawing's version), or our card (a post, or a recipe without one).
   */
  drawing: string;
}

interface TitledRow {
  slug: string;
  title_ar: string;
  title_fr: string;
  title_en: string;
  image_url: string | null;
}

// A post may be written in English only: the page falls back to it, and so do its images.
const titlesOf = (row: TitledRow): Record<Language, string> => ({
  ar: row.title_ar || row.title_en,
  fr: row.title_fr || row.title_en,
  en: row.title_en,
});

const photoOf = (row: TitledRow) => (storedImage(row.image_url) ? row.image_url : null);

/** A recipe's subject; asks for its illustration's token only when it has no photo. */
export async function recipeShareSubject(
  pictures: RecipePictures,
  row: TitledRow,
): Promise<ShareSubject> {
  const photo = photoOf(row);
  const illustration = photo ? undefined : await pictures.illustrationOf(row.slug);
  const drawing = photo ? '' : illustration ? `illustration ${illustration.token}` : 'card';
  return { kind: 'recipe', slug: row.slug, titles: titlesOf(row), photo, drawing };
}

export const postShareSubject = (row: TitledRow): ShareSubject => ({
  kind: 'post',
  slug: row.slug,
  titles: titlesOf(row),
  photo: photoOf(row),
  drawing: 'card',
});

/**
 * The text an image draws: the link preview, its title in its language; a ratio, none, except
 * the card drawn when there is no picture at all, which carries the Arabic title.
 */
function drawnTitle(subject: ShareSubject, spec: ShareImageSpec) {
  if (spec.variant === 'og') return subject.titles[spec.language];
  return !subject.photo && subject.drawing === 'card' ? subject.titles.ar : '';
}

/** The version of one image: a digest of all it is made from. Its URL carries it as `?v=`. */
export function shareToken(subject: ShareSubject, spec: ShareImageSpec): string {
  const parts = [
    DESIGN_VERSION,
    subject.kind,
    subject.slug,
    shareFileName(spec),
    drawnTitle(subject, spec),
    subject.photo ?? '',
    subject.photo ? '' : subject.drawing,
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 16);
}

export interface PageShareImages {
  /** The link preview in the page's language, for og:image. */
  og: { url: string; width: number; height: number; alt: string };
  /** 1:1, 4:3 and 16:9 for the JSON-LD `image`; none for a post without a photo. */
  jsonLd: string[] | undefined;
}

/** The absolute, versioned URLs of a page's share images. */
export function pageShareImages(
  subject: ShareSubject,
  language: Language,
  publicUrl: string,
): PageShareImages {
  const url = (spec: ShareImageSpec) =>
    `${publicUrl}${shareImagePath(subject.kind, subject.slug, spec, shareToken(subject, spec))}`;
  const og: ShareImageSpec = { variant: 'og', language };
  const pictured = subject.kind === 'recipe' || subject.photo !== null;
  return {
    og: { url: url(og), ...SHARE_FRAMES.og, alt: subject.titles[language] },
    jsonLd: pictured ? JSON_LD_VARIANTS.map((variant) => url({ variant })) : undefined,
  };
}

export interface ShareImagesOptions {
  db: Kysely<Database>;
  pictures: RecipePictures;
  storage: FileStorage;
  cacheBytes: number;
  log: FastifyBaseLogger;
}

/** Finds what a share image shows, and makes it once per version (kept in an ImageCache). */
export class ShareImages {
  readonly cache: ImageCache;

  constructor(private readonly options: ShareImagesOptions) {
    this.cache = new ImageCache(options.cacheBytes);
  }

  async subject(kind: ShareKind, slug: string): Promise<ShareSubject | undefined> {
    const { db } = this.options;
    if (kind === 'post') {
      const post = await findPostForShare(db, slug);
      return post && postShareSubject(post);
    }
    const recipe = await findRecipeForShare(db, slug);
    return recipe && recipeShareSubject(this.options.pictures, recipe);
  }

  /** The image for the subject as it is now, under its current token. */
  image(subject: ShareSubject, spec: ShareImageSpec, token = shareToken(subject, spec)) {
    return this.cache.getOrMake(token, () => this.render(subject, spec));
  }

  private async render(subject: ShareSubject, spec: ShareImageSpec): Promise<Buffer> {
    if (spec.variant === 'og') {
      const { language } = spec;
      return linkPreview({
        picture: await this.picture(subject, LINK_PREVIEW_PICTURE),
        title: subject.titles[language],
        brand: PAGE_TEXTS[language].app.name,
        rightToLeft: language === 'ar',
      });
    }
    const frame = SHARE_FRAMES[spec.variant];
    return framedPicture(await this.picture(subject, frame), frame, {
      title: subject.titles.ar,
      brand: PAGE_TEXTS.ar.app.name,
    });
  }

  /** The uploaded photo, else the recipe's illustration for the frame, else our card. */
  private async picture(subject: ShareSubject, frame: Frame): Promise<PictureSource> {
    const stored = storedImage(subject.photo);
    if (stored) {
      const bytes = await this.options.storage.get(stored.bucket, stored.name);
      if (bytes) return { kind: 'photo', bytes };
      this.options.log.warn({ photo: subject.photo }, 'share image: the photo file is missing');
    }
    if (subject.drawing.startsWith('illustration ')) {
      const svg = await this.options.pictures
        .svgFor(subject.slug, frame)
        .catch((error: unknown) => {
          this.options.log.error(
            { err: error, slug: subject.slug },
            'share image: no illustration',
          );
          return undefined;
        });
      if (svg) return { kind: 'svg', svg };
    }
    return { kind: 'card' };
  }
}
