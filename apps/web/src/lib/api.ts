/** A failed API call: the server's message (our error shape) and the HTTP status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

interface ErrorBody {
  error?: { message?: string; fields?: Record<string, string> };
}

export async function apiGet<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: { accept: 'application/json', ...init?.headers },
    });
  } catch {
    throw new ApiError('Network error', 0);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as ErrorBody;
    throw new ApiError(body.error?.message ?? 'Unknown error', response.status, body.error?.fields);
  }
  return (await response.json()) as T;
}
