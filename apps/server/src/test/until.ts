import { setTimeout as delay } from 'node:timers/promises';

/** Resolves once `check` holds, asking every 20 ms; fails once `limitMs` is spent. */
export async function until(
  limitMs: number,
  what: string,
  check: () => boolean | Promise<boolean>,
) {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await check()) return;
    await delay(20);
  }
  throw new Error(`${what}: not seen within ${limitMs} ms`);
}
