import { useState } from 'react';
import { SMALL_IMAGE_WIDTH, smallImageUrl } from '@chhiwat/core';
import { cssomStyle } from '../lib/cssom-style.ts';

interface Props {
  imageUrl: string | null;
  icon: string;
  color: string;
  title: string;
  className?: string;
  eager?: boolean;
  /** How wide the picture is shown, for the browser's choice in `srcset`. */
  sizes?: string;
}

/**
 * A recipe's picture, or — with no photo, or one that fails — its category's emoji on a warm
 * gradient of the category colour, so no card shows a broken image.
 */
export function RecipeVisual({
  imageUrl,
  icon,
  color,
  title,
  className = '',
  eager = false,
  sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
}: Props) {
  const [failed, setFailed] = useState(false);
  if (imageUrl && !failed) {
    const small = smallImageUrl(imageUrl);
    return (
      <img
        src={imageUrl}
        {...(small && { srcSet: `${small} ${SMALL_IMAGE_WIDTH}w, ${imageUrl} 1200w`, sizes })}
        alt={title}
        width={640}
        height={480}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onError={() => setFailed(true)}
        className={`object-cover ${className}`}
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
