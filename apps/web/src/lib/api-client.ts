/** A failed API call: the server's message (our error shape), its code and the HTTP status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code = 'unknown',
    readonly fields?: Record<string, string>,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

interface ErrorBody {
  error?: { message?: string; code?: string; fields?: Record<string, string> } & Record<
    string,
    unknown
  >;
}

type Transport = (path: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (path, init) => fetch(path, init);

/** The server renderer reads the API in-process instead of over the network. */
export function setApiTransport(next: Transport) {
  transport = next;
}

async function request<T>(path: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await transport(path, {
      ...init,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
    });
  } catch {
    throw new ApiError('Network error', 0, 'network');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as ErrorBody;
    const { message, code, fields, ...details } = body.error ?? {};
    throw new ApiError(message ?? 'Unknown error', response.status, code, fields, details);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const apiGet = <T>(path: string, init: RequestInit = {}) =>
  request<T>(path, { ...init, method: 'GET' });

export const apiSend = <T>(
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
) => request<T>(path, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
