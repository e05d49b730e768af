import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { MESSAGES } from '../modules/auth/constants.ts';
import { sessionAdmin, type SessionAdmin } from '../modules/auth/service.ts';
import type { Clock } from './clock.ts';
import { readCookie } from './cookies.ts';
import { HttpError } from './errors.ts';

/** Who may call an /api/admin route: anyone (sign-in), any active admin, or super admins only. */
export type AdminAccess = 'public' | 'admin' | 'super_admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AdminAccess;
  }
  interface FastifyRequest {
    admin?: SessionAdmin;
    sessionToken?: string;
  }
}

export const SESSION_COOKIE = 'chhiwat_session';
/** Behind HTTPS the cookie takes the __Host- prefix: Secure, Path=/, no Domain, so no subdomain can set it. */
export const SECURE_SESSION_COOKIE = '__Host-chhiwat_session';

export const isSecure = (request: FastifyRequest) => request.protocol === 'https';
export const sessionCookieName = (request: FastifyRequest) =>
  isSecure(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A write must come from our own pages: a foreign Origin, or a cross-site fetch, is refused. */
function isCrossOrigin(request: FastifyRequest, publicUrl: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  if (origin === new URL(publicUrl).origin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/**
 * Every /api/admin route is guarded here, by its declared access: no session → 401, a disabled
 * account → 403 (Account Disabled), an admin on a super-admin route → 403 (Access Denied).
 * A route that forgets to declare its access is treated as super-admin only.
 */
export function registerAdminGuard(
  app: FastifyInstance,
  options: { db: Kysely<Database>; clock: Clock; publicUrl: string },
) {
  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!request.url.startsWith('/api/admin')) return;
    if (!SAFE_METHODS.has(request.method) && isCrossOrigin(request, options.publicUrl)) {
      throw new HttpError(403, 'cross_origin', MESSAGES.crossOrigin);
    }
    const access = request.routeOptions.config.access ?? 'super_admin';
    const token =
      readCookie(request.headers.cookie, SECURE_SESSION_COOKIE) ??
      readCookie(request.headers.cookie, SESSION_COOKIE);
    if (token) request.sessionToken = token;
    if (access === 'public') return;

    const admin = await sessionAdmin(options.db, options.clock, token);
    if (!admin) throw new HttpError(401, 'unauthenticated', MESSAGES.unauthenticated);
    if (!admin.is_active) throw new HttpError(403, 'account_disabled', MESSAGES.disabled);
    if (access === 'super_admin' && admin.role !== 'super_admin') {
      throw new HttpError(403, 'forbidden', MESSAGES.forbidden, undefined, {
        role: admin.role,
        requiredRole: 'super_admin',
      });
    }
    request.admin = admin;
  });
}

/** The signed-in admin of a guarded route (the guard ran, so there is one). */
export function currentAdmin(request: FastifyRequest): SessionAdmin {
  if (!request.admin) throw new HttpError(401, 'unauthenticated', MESSAGES.unauthenticated);
  return request.admin;
}
