import { ADMIN_MESSAGES } from '@chhiwat/core';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import type { Selectable } from 'kysely';
import type { AdminsTable, SessionsTable } from '../db/schema.ts';
import { readCookie } from './cookies.ts';
import { HttpError, notFound } from './errors.ts';
import { isCanonicalPath } from './canonical-path.ts';
import { isSafeMethod } from './http-methods.ts';

/** Who may call an /api/admin route: anyone (sign-in), any active admin, or super admins only. */
export type AdminAccess = 'public' | 'admin' | 'super_admin';

/** The signed-in admin the guard puts on the request: the account's profile and its session's expiry. */
export type GuardAdmin = Pick<
  Selectable<AdminsTable>,
  | 'id'
  | 'username'
  | 'email'
  | 'role'
  | 'role_template'
  | 'permissions'
  | 'is_active'
  | 'last_login'
  | 'created_at'
> &
  Pick<Selectable<SessionsTable>, 'expires_at' | 'remember'>;

export interface AdminGuardOptions {
  /** The admin whose unexpired session this cookie token is, if any (the auth module answers). */
  findAdmin: (token: string) => Promise<GuardAdmin | undefined>;
  publicUrl: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AdminAccess;
  }
  interface FastifyRequest {
    admin?: GuardAdmin;
    sessionToken?: string;
  }
}

export const SESSION_COOKIE = 'chhiwat_session';
/** Behind HTTPS the cookie takes the __Host- prefix: Secure, Path=/, no Domain, so no subdomain can set it. */
export const SECURE_SESSION_COOKIE = '__Host-chhiwat_session';

export const isSecure = (request: FastifyRequest) => request.protocol === 'https';
export const sessionCookieName = (request: FastifyRequest) =>
  isSecure(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;

const ADMIN_PREFIX = '/api/admin';

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

/** A route is guarded when its registered path is under /api/admin or it declares an access. */
const isGuarded = (route: { url?: string | undefined; config?: { access?: AdminAccess } }) =>
  route.url?.startsWith(ADMIN_PREFIX) === true || route.config?.access !== undefined;

/**
 * Guards every admin route by the route the router matched, never by the URL string: the check is
 * attached to the route itself, so whatever spelling of the path reached it (percent-encoded,
 * mixed case, extra slashes), the guard runs before anything else of that route.
 *
 * No session → 401, a disabled account → 403 (Account Disabled), an admin on a super-admin route →
 * 403 (Access Denied). A route that forgets to declare its access is treated as super-admin only.
 * Every answer of a guarded route is `Cache-Control: no-store`.
 */
export function registerAdminGuard(app: FastifyInstance, options: AdminGuardOptions) {
  const guard: onRequestHookHandler = async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // Our own pages never send a non-canonical admin path; one that arrives is someone probing.
    if (!isCanonicalPath(request.url)) throw notFound(`No route for ${request.method}`);
    if (!isSafeMethod(request.method) && isCrossOrigin(request, options.publicUrl)) {
      throw new HttpError(403, 'cross_origin', ADMIN_MESSAGES.crossOrigin);
    }
    // Only the cookie of this scheme: over HTTPS a plain-named one may have been planted (by an
    // http:// page or a sibling subdomain), which the __Host- prefix rules out.
    const token = readCookie(request.headers.cookie, sessionCookieName(request));
    if (token) request.sessionToken = token;
    const access = request.routeOptions.config.access ?? 'super_admin';
    if (access === 'public') return;
    request.admin = await authorise(options, token, access);
  };

  app.addHook('onRoute', (route) => {
    if (!isGuarded(route)) return;
    const access = route.config?.access ?? 'super_admin';
    route.config = { ...route.config, access };
    const hooks = [route.onRequest ?? []].flat();
    if (!hooks.includes(guard)) route.onRequest = [guard, ...hooks];
    if (access !== 'public') route.handler = requiringAdmin(route.handler, access);
  });
  // Handlers may set their own caching; an admin answer is never stored, whatever they said.
  app.addHook('onSend', async (request, reply: FastifyReply) => {
    if (isGuarded(request.routeOptions)) reply.header('cache-control', 'no-store');
  });
}

async function authorise(
  options: AdminGuardOptions,
  token: string | undefined,
  access: Exclude<AdminAccess, 'public'>,
): Promise<GuardAdmin> {
  const admin = token ? await options.findAdmin(token) : undefined;
  if (!admin) throw new HttpError(401, 'unauthenticated', ADMIN_MESSAGES.unauthenticated);
  if (!admin.is_active) throw new HttpError(403, 'account_disabled', ADMIN_MESSAGES.disabled);
  if (access === 'super_admin' && admin.role !== 'super_admin') {
    throw new HttpError(403, 'forbidden', ADMIN_MESSAGES.forbidden, undefined, {
      role: admin.role,
      requiredRole: 'super_admin',
    });
  }
  return admin;
}

/**
 * The second line: the handler itself refuses to start without an authorised admin on the request,
 * so no reordering of hooks can let a write run first and fail afterwards.
 */
export function requiringAdmin(
  handler: RouteOptions['handler'],
  access: Exclude<AdminAccess, 'public'>,
): RouteOptions['handler'] {
  return function guardedHandler(this: FastifyInstance, request, reply) {
    const admin = currentAdmin(request);
    if (access === 'super_admin' && admin.role !== 'super_admin')
      throw new HttpError(403, 'forbidden', ADMIN_MESSAGES.forbidden);
    return handler.call(this, request, reply);
  };
}

/**
 * The signed-in admin of a guarded route. Handlers call it first, before any work, as a second
 * line behind the guard: without an admin on the request nothing is read or written.
 */
export function currentAdmin(request: FastifyRequest): GuardAdmin {
  if (!request.admin) throw new HttpError(401, 'unauthenticated', ADMIN_MESSAGES.unauthenticated);
  return request.admin;
}
