import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeUpdate, updateReady } from './service-worker-client.ts';

// Off the first load: the prompt's code comes only when a new build is waiting.
const UpdatePrompt = lazy(() =>
  import('./update-prompt.tsx').then((m) => ({ default: m.UpdatePrompt })),
);

/**
 * Whether a new build's worker is waiting. The server never has one, and the worker registers
 * after the page has loaded, so hydration always starts from "no update".
 */
const useUpdateReady = () => useSyncExternalStore(subscribeUpdate, updateReady, () => false);

/** Where the "new version" prompt goes: a live region from the start, so it is heard. */
export function UpdateNotice() {
  const ready = useUpdateReady();
  return (
    <div role="status">
      {ready && (
        <Suspense>
          <UpdatePrompt />
        </Suspense>
      )}
    </div>
  );
}
