/**
 * Test-only: the network going and coming back as a browser reports it — `navigator.onLine`
 * changes, then `offline` or `online` fires on the window (React Query's online manager hears it too).
 */
import { onlineManager } from '@tanstack/react-query';
import { act } from 'react';
import { vi } from 'vitest';

function setNetwork(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

/** The page loads without a network: no event, `navigator.onLine` is false from the start. */
export const startOffline = () => setNetwork(false);

export function goOffline() {
  setNetwork(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

export function goOnline() {
  setNetwork(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

/** For afterEach: the network back, for the next test and for React Query's shared online state. */
export function restoreNetwork() {
  setNetwork(true);
  onlineManager.setOnline(true);
}
