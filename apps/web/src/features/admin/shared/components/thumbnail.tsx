import type { ReactNode } from 'react';

/** A row's picture, decorative (alt=""), or `children` standing in when it has none. */
export function Thumbnail({
  src,
  width,
  height,
  className,
  children,
}: {
  src: string | null | undefined;
  width: number;
  height: number;
  className: string;
  children: ReactNode;
}) {
  if (!src) return children;
  return <img src={src} alt="" width={width} height={height} className={className} />;
}
