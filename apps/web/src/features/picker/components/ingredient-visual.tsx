import type { Language } from '@chhiwat/core';
import { IngredientPicture } from '../../../components/ingredient-picture.tsx';
import { cssomStyle } from '../../../lib/cssom-style.ts';

interface Props {
  slug: string;
  imageUrl: string | null;
  name: string;
  language: Language;
  color: string;
  className?: string;
}

/**
 * The card's visual: the ingredient's photo filling the frame, else its picture (drawing or
 * initial tile, 64 px) centred on a tint of its category colour.
 */
export function IngredientVisual({ slug, imageUrl, name, language, color, className = '' }: Props) {
  return (
    <span
      className={`relative flex items-center justify-center ${className}`}
      ref={cssomStyle({ backgroundColor: `${color}1f` })}
    >
      <IngredientPicture
        slug={slug}
        imageUrl={imageUrl}
        name={name}
        language={language}
        color={color}
        size={64}
        className="size-16"
        photoClassName="absolute inset-0 size-full"
      />
    </span>
  );
}
