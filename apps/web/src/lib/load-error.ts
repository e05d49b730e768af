import { ApiError } from './api-client.ts';

import type { Translate } from '../i18n/index.ts';

/**
 * What a page says when its data did not load: the page's own message, or, when the server
 * refused because this address sent too many requests, how long to wait.
 */
export function loadErrorText(t: Translate, error: unknown, pageMessageKey: string): string {
  if (error instanceof ApiError && error.status === 429) {
    const seconds = Number(error.details.retryAfterSeconds);
    const count = Number.isFinite(seconds) && seconds > 0 ? seconds : 60;
    return t('rateLimited', { wait: t('waitSeconds', { count }) });
  }
  return t(pageMessageKey);
}

/** Queries retry once on a network or server failure, never on a refusal (4xx) such as a 429. */
export const retryOnceUnlessRefused = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** The request never reached the server: no network, and no copy kept by the service worker. */
export const isNetworkError = (error: unknown) => error instanceof ApiError && error.status === 0;
