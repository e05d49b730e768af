import { useState } from 'react';
import { smallImageUrl } from '@chhiwat/core';
import { cssomStyle } from '../../../lib/cssom-style.ts';

interface Props {
  imageUrl: string | null;
  icon: string;
  color: string;
  className?: string;
}

/** The ingredient's image, or its category's emoji on the category colour when there is none or it fails. */
export function IngredientVisual({ imageUrl, icon, color, className = '' }: Props) {
  const [failed, setFailed] = useState(false);
  if (imageUrl && !failed) {
    return (
      <img
        src={smallImageUrl(imageUrl) ?? imageUrl}
        alt=""
        width={160}
        height={160}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className={`object-cover ${className}`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`flex items-center justify-center text-4xl ${className}`}
      ref={cssomStyle({ backgroundColor: `${color}1f` })}
      data-testid="emoji-fallback"
    >
      {icon}
    </span>
  );
}
