import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { isNetworkError, loadErrorText, retryOnceUnlessRefused } from './load-error.ts';

const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key;

describe('loadErrorText', () => {
  it('says how long to wait when the server rate-limited this address', () => {
    const limited = new ApiError('Too many', 429, 'rate_limited', undefined, {
      retryAfterSeconds: 42,
    });
    expect(loadErrorText(t, limited, 'recipes.loadError')).toBe(
      'rateLimited {"wait":"waitSeconds {\\"count\\":42}"}',
    );
  });

  it("keeps the page's own message for any other failure", () => {
    expect(loadErrorText(t, new ApiError('Down', 503), 'recipes.loadError')).toBe(
      'recipes.loadError',
    );
    expect(loadErrorText(t, new Error('boom'), 'blog.loadError')).toBe('blog.loadError');
  });
});

describe('retryOnceUnlessRefused', () => {
  it('retries a network or server failure once, and never a refusal', () => {
    expect(retryOnceUnlessRefused(0, new ApiError('Network error', 0, 'network'))).toBe(true);
    expect(retryOnceUnlessRefused(0, new ApiError('Down', 503))).toBe(true);
    expect(retryOnceUnlessRefused(1, new ApiError('Down', 503))).toBe(false);
    expect(retryOnceUnlessRefused(0, new ApiError('Too many', 429))).toBe(false);
    expect(retryOnceUnlessRefused(0, new ApiError('Not found', 404))).toBe(false);
  });
});

describe('isNetworkError', () => {
  it('is a request that never got an answer, not an answer that refused or failed', () => {
    expect(isNetworkError(new ApiError('Network error', 0, 'network'))).toBe(true);
    expect(isNetworkError(new ApiError('Not found', 404, 'not_found'))).toBe(false);
    expect(isNetworkError(new ApiError('Down', 503))).toBe(false);
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isNetworkError(null)).toBe(false);
  });
});
