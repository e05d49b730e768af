import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { loginInputSchema, noContentSchema, sessionResponseSchema } from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import {
  currentAdmin,
  isSecure,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  sessionCookieName,
} from '../../platform/admin-guard.ts';
import type { Clock } from '../../platform/clock.ts';
import { serializeCookie } from '../../platform/cookies.ts';
import { logActivity } from '../activity/service.ts';
import { login, logout, sessionAdmin } from './service.ts';

/** Sign in, who am I, sign out (back-office.md §2.2, §4 Admin session, §8 Login). */
export const authRoutes =
  (db: Kysely<Database>, clock: Clock): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/admin/auth/login',
      {
        config: { access: 'public' },
        schema: {
          body: loginInputSchema,
          response: { 200: sessionResponseSchema },
        },
      },
      async (request, reply) => {
        const userAgent = request.headers['user-agent'];
        const result = await login(db, clock, {
          ...request.body,
          ip: request.ip,
          ...(userAgent ? { userAgent } : {}),
        });
        const maxAge = Math.round((result.expiresAt.getTime() - clock.now().getTime()) / 1000);
        reply.header(
          'set-cookie',
          serializeCookie(sessionCookieName(request), result.token, {
            secure: isSecure(request),
            // "Remember me" outlives the browser; otherwise the cookie ends with it (the server ends it at 8 h).
            ...(request.body.remember ? { maxAgeSeconds: maxAge } : {}),
          }),
        );
        await logActivity(
          db,
          {
            admin: result.admin,
            action: 'login',
            resourceType: 'session',
            resourceId: result.admin.id,
            description: `${result.admin.username} signed in${request.body.remember ? ' (remember me)' : ''}`,
            userAgent,
          },
          (error) => request.log.error({ err: error }, 'activity log failed'),
        );
        return { admin: result.admin, expiresAt: result.expiresAt };
      },
    );

    app.get(
      '/api/admin/auth/session',
      {
        config: { access: 'admin' },
        schema: { response: { 200: sessionResponseSchema } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const admin = currentAdmin(request);
        const { expires_at: expiresAt, remember: _remember, ...profile } = admin;
        return { admin: profile, expiresAt };
      },
    );

    app.post(
      '/api/admin/auth/logout',
      { config: { access: 'public' }, schema: { response: { 204: noContentSchema } } },
      async (request, reply) => {
        const token = request.sessionToken;
        if (token) {
          const admin = await sessionAdmin(db, clock, token);
          await logout(db, token);
          if (admin) {
            await logActivity(db, {
              admin,
              action: 'logout',
              resourceType: 'session',
              resourceId: admin.id,
              description: `${admin.username} signed out`,
              userAgent: request.headers['user-agent'],
            });
          }
        }
        const secure = isSecure(request);
        reply.header('set-cookie', [
          serializeCookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, '', {
            secure,
            maxAgeSeconds: 0,
          }),
        ]);
        return reply.status(204).send();
      },
    );
  };
