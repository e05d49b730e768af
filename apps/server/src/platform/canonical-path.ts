const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * True when the path part of a request target is spelled the one way our own pages spell it: no
 * empty, `.` or `..` segments, no backslash, and no percent-encoding of a character that needs none
 * (a letter, a digit, `-._~`) or of a separator (`/`, `\`). The router decodes such spellings, so
 * they reach real routes; a guarded route refuses them instead of trusting the decoding.
 */
export function isCanonicalPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  if (!path.startsWith('/') || path.includes('\\')) return false;
  if (path !== '/' && path.split('/').slice(1).some(isIrregularSegment)) return false;
  return !hasNeedlessEncoding(path);
}

function isIrregularSegment(segment: string, index: number, segments: string[]): boolean {
  // A trailing slash leaves one empty last segment; the router decides whether that path exists.
  if (segment === '') return index !== segments.length - 1;
  return segment === '.' || segment === '..';
}

function hasNeedlessEncoding(path: string): boolean {
  for (const match of path.matchAll(/%(.{0,2})/g)) {
    const hex = match[1] ?? '';
    if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return true;
    const character = String.fromCharCode(parseInt(hex, 16));
    if (UNRESERVED.test(character) || character === '/' || character === '\\') return true;
  }
  return false;
}
