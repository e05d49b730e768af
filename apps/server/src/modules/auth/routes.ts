import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  loginInputSchema,
  noContentSchema,
  passwordChangeInputSchema,
  sessionResponseSchema,
} from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { currentAdmin, isSecure, sessionCookieName } from '../../platform/admin-guard.ts';
import type { Clock } from '../../platform/clock.ts';
import { serializeCookie } from '../../platform/cookies.ts';
import { bodyCheckedBy } from '../../platform/validation.ts';
import { logActivity, recordActivity } from '../activity/service.ts';
import { SWEEP_INTERVAL_MS } from './constants.ts';
import {
  changeOwnPassword,
  endAllSessions,
  login,
  logout,
  sessionAdmin,
  sweepExpired,
  timingDummy,
} from './service.ts';

interface OpenSession {
  token: string;
  expiresAt: Date;
  remember: boolean;
}

/** The session cookie: "remember me" outlives the browser; otherwise it ends with it (the server ends it at 8 h). */
function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  session: OpenSession,
  now: Date,
) {
  const maxAgeSeconds = Math.round((session.expiresAt.getTime() - now.getTime()) / 1000);
  reply.header(
    'set-cookie',
    serializeCookie(sessionCookieName(request), session.token, {
      secure: isSecure(request),
      ...(session.remember ? { maxAgeSeconds } : {}),
    }),
  );
}

function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.header(
    'set-cookie',
    serializeCookie(sessionCookieName(request), '', {
      secure: isSecure(request),
      maxAgeSeconds: 0,
    }),
  );
}

/**
 * Deletes expired sessions and spent throttling counts once the app is ready (after the start has
 * migrated the database: the app is built before that), then every hour. The timer does not keep
 * the process alive and stops when the app closes.
 */
function scheduleSweep(app: FastifyInstance, db: Kysely<Database>, clock: Clock) {
  const sweep = () =>
    sweepExpired(db, clock).catch((error: unknown) =>
      app.log.error({ err: error }, 'expired sessions sweep failed'),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * Sign in, who am I, sign out, sign out everywhere, change one's password (back-office.md §2.2,
 * §4 Admin session, §8 Login).
 */
export const authRoutes =
  (db: Kysely<Database>, clock: Clock): FastifyPluginAsyncZod =>
  async (app) => {
    scheduleSweep(app, db, clock);
    // Made now, so the first unknown name does not pay for it (and stand out by its time).
    await timingDummy();

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
        setSessionCookie(
          request,
          reply,
          { ...result, remember: request.body.remember },
          clock.now(),
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
        clearSessionCookie(request, reply);
        return reply.status(204).send();
      },
    );

    app.post(
      '/api/admin/auth/logout-everywhere',
      { config: { access: 'admin' }, schema: { response: { 204: noContentSchema } } },
      async (request, reply) => {
        const admin = currentAdmin(request);
        const ended = await endAllSessions(db, admin.id);
        await recordActivity(db, request, {
          action: 'logout',
          resourceType: 'session',
          resourceId: admin.id,
          description: `${admin.username} signed out everywhere (${ended} session(s) ended)`,
        });
        clearSessionCookie(request, reply);
        return reply.status(204).send();
      },
    );

    app.post(
      '/api/admin/auth/password',
      {
        config: { access: 'admin' },
        schema: {
          body: bodyCheckedBy(passwordChangeInputSchema),
          response: { 204: noContentSchema },
        },
      },
      async (request, reply) => {
        const admin = currentAdmin(request);
        const session = await changeOwnPassword(db, clock, admin, request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
        setSessionCookie(request, reply, session, clock.now());
        await recordActivity(db, request, {
          action: 'password_change',
          resourceType: 'admin',
          resourceId: admin.id,
          tableName: 'admins',
          description: `${admin.username} changed their password; their other sessions were ended`,
        });
        return reply.status(204).send();
      },
    );
  };
