import { useState } from 'react';

interface Props {
  imageUrl: string | null;
  icon: string;
  color: string;
  title: string;
  className?: string;
  eager?: boolean;
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
}: Props) {
  const [failed, setFailed] = useState(false);
  if (imageUrl && !failed) {
    return (
      <img
        src={imageUrl}
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
      style={{
        backgroundImage: `radial-gradient(circle at 30% 20%, ${color}33, ${color}1a 60%, #fdfaf4)`,
      }}
    >
      <span aria-hidden="true">{icon}</span>
    </span>
  );
}
