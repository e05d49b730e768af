const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** GET, HEAD and OPTIONS change nothing (RFC 9110 §9.2.1); any other method may write. */
export const isSafeMethod = (method: string) => SAFE_METHODS.has(method);
