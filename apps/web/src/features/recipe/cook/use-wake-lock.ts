import { useEffect, useState } from 'react';

/** Whether the screen is held awake, or why not ('unsupported': the browser has no wake lock). */
export type WakeLockState = 'held' | 'released' | 'unsupported';

/**
 * Keeps the screen awake while `active` (Screen Wake Lock API, issue #43): the browser lets the
 * lock go when the tab is hidden, so it is taken again each time the tab comes back.
 */
export function useWakeLock(active: boolean): WakeLockState {
  const supported = typeof navigator !== 'undefined' && 'wakeLock' in navigator;
  const [state, setState] = useState<WakeLockState>(supported ? 'released' : 'unsupported');
  useEffect(() => {
    if (!active || !supported) return;
    let sentinel: WakeLockSentinel | undefined;
    let stopped = false;
    const take = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        sentinel = await navigator.wakeLock.request('screen');
        if (stopped) return void sentinel.release();
        setState('held');
        sentinel.addEventListener('release', () => !stopped && setState('released'));
      } catch {
        // refused (battery saver, a hidden tab): the next visibility change tries again
        setState('released');
      }
    };
    const onVisibility = () => void take();
    document.addEventListener('visibilitychange', onVisibility);
    void take();
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release();
    };
  }, [active, supported]);
  return state;
}
