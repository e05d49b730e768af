import { useEffect, useState } from 'react';

/**
 * Where the service worker writes how many recipes it keeps for offline search of how many the
 * catalogue has (service-worker/kept-catalogue.ts, KEPT_SUMMARY_URL, in its catalogue cache).
 */
const CATALOGUE_CACHE = 'chhiwat-offline-catalogue';
const KEPT_SUMMARY_URL = '/api/offline-catalogue/kept';

export interface KeptSubset {
  kept: number;
  total: number;
}

/** What the worker keeps, or undefined when it keeps nothing yet (or the browser has no caches). */
export async function readKeptSubset(): Promise<KeptSubset | undefined> {
  if (!('caches' in window)) return undefined;
  const response = await (await caches.open(CATALOGUE_CACHE)).match(KEPT_SUMMARY_URL);
  const body = (await response?.json().catch(() => undefined)) as Partial<KeptSubset> | undefined;
  return typeof body?.kept === 'number' && typeof body.total === 'number'
    ? { kept: body.kept, total: body.total }
    : undefined;
}

/**
 * How many recipes offline search covers when it is fewer than the catalogue's (issue #42: the
 * worker keeps a bounded subset), read when `offline` turns true; undefined otherwise.
 */
export function useKeptSubset(offline: boolean): number | undefined {
  const [subset, setSubset] = useState<KeptSubset>();
  useEffect(() => {
    if (!offline || !('caches' in window)) return;
    let current = true;
    readKeptSubset()
      .then((read) => {
        if (current && read) setSubset(read);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [offline]);
  return offline && subset && subset.kept < subset.total ? subset.kept : undefined;
}
