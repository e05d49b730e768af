import { useSyncExternalStore } from 'react';

/** Tailwind's lg: from here the recipe shows its ingredients beside its steps (issue #39). */
export const WIDE_SCREEN = '(min-width: 1024px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * Whether the screen is wide enough for the two columns. The layout itself is CSS (no shift on the
 * first paint); this only tells the roles apart, and is false on the server and while hydrating.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_SCREEN).matches,
    () => false,
  );
}
