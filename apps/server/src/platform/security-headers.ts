import type { FastifyInstance } from 'fastify';
import { isSecure } from './admin-guard.ts';

/**
 * The page may load scripts, styles and fonts only from our origin; no inline scripts, plugins,
 * <base> or framing. Images may also come from other https hosts (recipes can reference images
 * hosted elsewhere), `data:` (tiny placeholders) and `blob:` (the admin's upload previews).
 * React sets style props through the CSSOM, which `style-src 'self'` allows; the app's stylesheet is
 * a file of ours, and nothing inline is allowed. The service worker
 * and the web app manifest come from our origin too, said outright rather than left to the
 * fallbacks (`worker-src` falls back to `script-src`, `manifest-src` to `default-src`).
 */
export const contentSecurityPolicy = () =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');

const HSTS = 'max-age=31536000; includeSubDomains';

/** Security headers on every response; HSTS only when the request came over HTTPS. */
export function registerSecurityHeaders(app: FastifyInstance) {
  const headers = {
    'content-security-policy': contentSecurityPolicy(),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };
  // A callback hook, not an async one: every request runs it, and a promise would cost each a turn.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (isSecure(request)) reply.header('strict-transport-security', HSTS);
    done();
  });
}
