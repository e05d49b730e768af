import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiSend } from './api-client.ts';

function answer(response: Response) {
  const fetchMock = vi.fn().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiGet', () => {
  it('returns the JSON body of a success, asking for JSON with the session cookie', async () => {
    const fetchMock = answer(Response.json({ recipes: [] }));
    await expect(apiGet('/api/recipes')).resolves.toEqual({ recipes: [] });
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/recipes');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toMatchObject({ accept: 'application/json' });
    expect(init.headers).not.toHaveProperty('content-type');
  });

  it("turns the server's error shape into an ApiError with message, status, code and details", async () => {
    answer(
      Response.json(
        { error: { message: 'Too many requests', code: 'rate_limited', retryAfterSeconds: 30 } },
        { status: 429 },
      ),
    );
    const error = await apiGet('/api/recipes').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Too many requests',
      status: 429,
      code: 'rate_limited',
      details: { retryAfterSeconds: 30 },
    });
  });

  it("says 'Unknown error' for a failure without our error shape", async () => {
    answer(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiGet('/api/recipes')).rejects.toMatchObject({
      message: 'Unknown error',
      status: 502,
      code: 'unknown',
    });
  });

  it('reports a network failure as status 0, code network', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiGet('/api/recipes')).rejects.toMatchObject({
      message: 'Network error',
      status: 0,
      code: 'network',
    });
  });
});

describe('apiSend', () => {
  it('sends a JSON body with its content type, and keeps field errors', async () => {
    const fetchMock = answer(
      Response.json(
        { error: { message: 'Invalid', code: 'validation', fields: { slug: 'taken' } } },
        { status: 400 },
      ),
    );
    const error = await apiSend('POST', '/api/admin/recipes', { slug: 'x' }).catch(
      (e: unknown) => e,
    );
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"slug":"x"}');
    expect(init.headers).toMatchObject({ 'content-type': 'application/json' });
    expect(error).toMatchObject({ status: 400, code: 'validation', fields: { slug: 'taken' } });
  });

  it('returns nothing for a 204', async () => {
    const fetchMock = answer(new Response(null, { status: 204 }));
    await expect(apiSend('DELETE', '/api/admin/recipes/x')).resolves.toBeUndefined();
    expect((fetchMock.mock.calls[0]?.[1] as RequestInit).body).toBeUndefined();
  });
});
