/**
 * The page's side of the service worker (src/service-worker/, decision 0020): registration and the
 * "new version ready" signal. What the worker keeps for offline reading is lib/worker-caches.ts.
 */

type Listener = () => void;
const listeners = new Set<Listener>();
let waiting: ServiceWorker | undefined;

const notify = () => listeners.forEach((listener) => listener());

/** Calls `listener` when a new build's worker is installed and waiting; returns the unsubscribe. */
export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a new version is ready (its worker waits for the page to take it). */
export const updateReady = () => waiting !== undefined;

/** Hands over to the waiting worker, then reloads once it controls the page. */
export function applyUpdate() {
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

function watchForUpdate(registration: ServiceWorkerRegistration) {
  const offer = (worker: ServiceWorker | null) => {
    // Only an update: the first install has no older version to replace.
    if (!worker || !navigator.serviceWorker.controller) return;
    waiting = worker;
    notify();
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
}

/** Registers the worker once the page has loaded (never in development, where Vite serves). */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () =>
    navigator.serviceWorker
      .register('/service-worker.js', { scope: '/' })
      // A browser told to block workers (an automation setting) resolves with no registration.
      .then((registration: ServiceWorkerRegistration | undefined) => {
        if (registration) watchForUpdate(registration);
      })
      .catch((error: unknown) => console.error('Service worker registration failed', error));
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
