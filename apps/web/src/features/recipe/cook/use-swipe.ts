import { useRef, type PointerEvent } from 'react';

/** How far a finger must travel sideways, and how much more than up or down, to turn a page. */
const MIN_SWIPE_PX = 50;

/**
 * Horizontal swipes as "next" and "previous", mirrored right to left: in Arabic the next step is
 * to the left, as a page turns in a book read from the right.
 */
export function useSwipe(dir: 'ltr' | 'rtl', onNext: () => void, onPrevious: () => void) {
  const start = useRef<{ x: number; y: number } | undefined>(undefined);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = undefined;
      if (!from) return;
      const dx = event.clientX - from.x;
      if (Math.abs(dx) < MIN_SWIPE_PX || Math.abs(dx) < 2 * Math.abs(event.clientY - from.y))
        return;
      const towardsEnd = dir === 'rtl' ? dx > 0 : dx < 0;
      if (towardsEnd) onNext();
      else onPrevious();
    },
    onPointerCancel: () => {
      start.current = undefined;
    },
  };
}
