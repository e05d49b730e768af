import { useState } from 'react';
import { SMALL_IMAGE_WIDTH, smallImageUrl } from '@chhiwat/core';
import { cssomStyle } from '../lib/cssom-style.ts';

interface Props {
  imageUrl: string | null;
  /** The recipe's generated picture (its card's `illustration_url`), for a recipe without a photo. */
  illustrationUrl?: string | null | undefined;
  icon: string;
  color: string;
  title: string;
  className?: string;
  /** Above the fold (a recipe's hero, the recipe list's first card): loaded at once and first. */
  eager?: boolean;
  /** How wide the picture is shown, for the browser's choice in `srcset`. */
  sizes?: string;
}

/**
 * A recipe's photo; without one, or if it fails, its generated illustration (its dish and key
 * ingredients, issue #22), decorative as the title is beside it; and if that fails too (offline,
 * never seen), its category's emoji on a warm gradient, so no card shows a broken image. The
 * pictures are 4:3 with their size given, so nothing moves when they arrive.
 */
export function RecipeVisual({
  imageUrl,
  illustrationUrl,
  icon,
  color,
  title,
  className = '',
  eager = false,
  sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
}: Props) {
  const [photoFailed, setPhotoFailed] = useState(false);
  const [illustrationFailed, setIllustrationFailed] = useState(false);
  const loading = eager
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : ({ loading: 'lazy' } as const);
  if (imageUrl && !photoFailed) {
    const small = smallImageUrl(imageUrl);
    return (
      <img
        src={imageUrl}
        {...(small && { srcSet: `${small} ${SMALL_IMAGE_WIDTH}w, ${imageUrl} 1200w`, sizes })}
        alt={title}
        width={640}
        height={480}
        {...loading}
        decoding="async"
        onError={() => setPhotoFailed(true)}
        className={`object-cover ${className}`}
      />
    );
  }
  if (illustrationUrl && !illustrationFailed) {
    return (
      <img
        src={illustrationUrl}
        alt=""
        width={640}
        height={480}
        {...loading}
        decoding="async"
        onError={() => setIllustrationFailed(true)}
        className={`bg-sand-100 object-cover ${className}`}
        data-testid="recipe-illustration"
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={title}
      className={`flex items-center justify-center text-6xl ${className}`}
      ref={cssomStyle({
        backgroundImage: `radial-gradient(circle at 30% 20%, ${color}33, ${color}1a 60%, #fdfaf4)`,
      })}
    >
      <span aria-hidden="true">{icon}</span>
    </span>
  );
}
