import { useEffect, useRef, useState } from 'react';
import { smallImageUrl, type Language } from '@chhiwat/core';
import { ingredientPictureUrl } from '../lib/ingredient-pictures.ts';

interface Props {
  slug: string;
  /** The ingredient's uploaded photo: always first. */
  imageUrl: string | null;
  /** Its name in the interface language, shown beside the picture (which is therefore decorative). */
  name: string;
  language: Language;
  /** Its category's colour, for the drawn fallback. */
  color: string;
  /** Width and height in CSS pixels, set on the element so nothing moves when it loads. */
  size: number;
  className?: string;
  /** Classes for the photo instead of `className` (a card lets it fill the frame). */
  photoClassName?: string;
}

/**
 * An ingredient's picture: its uploaded photo, else its drawing (`/ingredient-pictures/<slug>.svg`,
 * which the build writes for every catalogue ingredient), else a drawn tile of its initial in its
 * category's colour — for an ingredient added since, whose drawing does not exist. Decorative
 * (`alt=""`, `aria-hidden`): the name beside it is the label. The server and the browser draw the
 * same first thing; only an image that fails to load changes it, after hydration, at the same size.
 */
export function IngredientPicture({
  slug,
  imageUrl,
  name,
  language,
  color,
  size,
  className = '',
  photoClassName,
}: Props) {
  const [failed, setFailed] = useState<readonly string[]>([]);
  const photo = imageUrl ? (smallImageUrl(imageUrl) ?? imageUrl) : undefined;
  const drawing = ingredientPictureUrl(slug);
  const src = [photo, drawing].find((url) => url !== undefined && !failed.includes(url));
  const image = useRef<HTMLImageElement>(null);
  const fail = (url: string) => setFailed((urls) => (urls.includes(url) ? urls : [...urls, url]));

  // An image of the server's page can fail before React listens for its error: look once mounted.
  useEffect(() => {
    const element = image.current;
    if (src && element && hasFailed(element)) fail(src);
  }, [src]);

  if (!src) {
    return (
      <IngredientInitial
        slug={slug}
        name={name}
        language={language}
        color={color}
        size={size}
        className={className}
      />
    );
  }
  const isPhoto = src === photo;
  return (
    <img
      ref={image}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => fail(src)}
      className={isPhoto ? `object-cover ${photoClassName ?? className}` : className}
      data-picture={isPhoto ? 'photo' : 'drawing'}
    />
  );
}

/**
 * Whether the image's current source has finished loading and failed. A lazy image not fetched
 * yet is not complete, and one whose source just changed may still report its previous request
 * (another `currentSrc`): neither is taken for a broken one.
 */
function hasFailed(image: HTMLImageElement): boolean {
  return image.complete && image.naturalWidth === 0 && image.currentSrc === image.src;
}

/**
 * Ring positions of a clock face (1 o'clock … 12 o'clock) on a circle of radius 18 around (24, 24),
 * written out so no trigonometry (which engines may round differently) runs while rendering.
 */
const BEADS: readonly (readonly [number, number])[] = [
  [33, 8.4],
  [39.6, 15],
  [42, 24],
  [39.6, 33],
  [33, 39.6],
  [24, 42],
  [15, 39.6],
  [8.4, 33],
  [6, 24],
  [8.4, 15],
  [15, 8.4],
  [24, 6],
];

/** FNV-1a over the slug: a stable number the same on the server and in every browser. */
function slugHash(slug: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < slug.length; index++) {
    hash = Math.imul(hash ^ slug.charCodeAt(index), 0x01000193);
  }
  return hash >>> 0;
}

/**
 * What makes one fallback tile its ingredient's own: the frame (rounded square or circle) and a
 * ring of beads (dots or diamonds), symmetric about the centre like a zellige rosette, all derived
 * from the slug.
 */
export function initialTileVariant(slug: string): {
  round: boolean;
  diamonds: boolean;
  beads: number[];
} {
  const hash = slugHash(slug);
  // six bits choose the beads of one half; the other half mirrors them through the centre
  const half = (hash % 63) + 1;
  const beads = [0, 1, 2, 3, 4, 5]
    .filter((bead) => half & (1 << bead))
    .flatMap((bead) => [bead, bead + 6])
    .sort((a, b) => a - b);
  return { round: ((hash >>> 8) & 1) === 1, diamonds: ((hash >>> 9) & 1) === 1, beads };
}

/** The first letter of the name as the language writes it: Arabic skips the article «ال». */
export function initialOf(name: string, language: Language): string {
  let text = name.trim();
  if (language === 'ar') text = text.replace(/^ال(?=\S\S)/u, '');
  const first = Array.from(text)[0] ?? '·';
  return first.toLocaleUpperCase(language);
}

/** The drawn fallback: the name's initial on a tile of the category colour. */
export function IngredientInitial({
  slug,
  name,
  language,
  color,
  size,
  className = '',
}: Omit<Props, 'imageUrl' | 'photoClassName'>) {
  const { round, diamonds, beads } = initialTileVariant(slug);
  // SVG paint attributes, not a style attribute: the strict CSP allows these in the server's HTML
  return (
    <svg
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={className}
      data-picture="initial"
    >
      <rect
        x="1"
        y="1"
        width="46"
        height="46"
        rx={round ? 23 : 12}
        fill={color}
        fillOpacity="0.14"
        stroke={color}
        strokeOpacity="0.45"
        strokeWidth="1.5"
      />
      {beads.map((bead) => {
        const [x, y] = BEADS[bead] ?? [24, 24];
        return diamonds ? (
          <path
            key={bead}
            d={`M${x} ${y}m0-2.4l2.4 2.4-2.4 2.4-2.4-2.4z`}
            fill={color}
            fillOpacity="0.7"
          />
        ) : (
          <circle key={bead} cx={x} cy={y} r="1.8" fill={color} fillOpacity="0.7" />
        );
      })}
      <text
        x="24"
        y="24"
        dy="0.35em"
        textAnchor="middle"
        fontSize="20"
        fontWeight="700"
        fill={color}
      >
        {initialOf(name, language)}
      </text>
    </svg>
  );
}
