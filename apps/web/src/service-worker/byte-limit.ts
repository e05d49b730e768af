import type { WorkboxPlugin } from 'workbox-core';

/**
 * Keeps a runtime cache under `maxBytes`: after each store, the oldest entries (Cache Storage
 * lists keys in the order they were put) go until the bodies fit. Workbox bounds count and age only.
 */
export function byteLimit(maxBytes: number): WorkboxPlugin {
  return {
    cacheDidUpdate: async ({ cacheName }) => {
      const cache = await caches.open(cacheName);
      const keys = await cache.keys();
      const sizes = await Promise.all(
        keys.map(async (key) => (await (await cache.match(key))?.blob())?.size ?? 0),
      );
      let total = sizes.reduce((sum, size) => sum + size, 0);
      for (const [index, key] of keys.entries()) {
        if (total <= maxBytes) break;
        await cache.delete(key);
        total -= sizes[index] ?? 0;
      }
    },
  };
}
