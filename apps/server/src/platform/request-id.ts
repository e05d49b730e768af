import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { errorBody } from './errors.ts';

export const REQUEST_ID_HEADER = 'x-request-id';
/** The field that carries it on every log line of its request (platform/logger.ts). */
export const REQUEST_ID_LOG_LABEL = 'requestId';

/** Safe to write into a log line and a header as it is: no spaces, quotes or control characters. */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id a proxy or client sent, so one request can be followed across services; a new one when
 * it sent none or one we would not log as it is (a repeated header arrives joined with ", ").
 */
export function requestIdFor(sent: string | string[] | undefined): string {
  return typeof sent === 'string' && ACCEPTED_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/**
 * Fastify's options for it. Its `requestIdHeader` would take any header value unchecked, so it
 * stays off and `genReqId` reads the header itself.
 */
export const requestIdOptions = () =>
  ({
    genReqId: (request: IncomingMessage) => requestIdFor(request.headers[REQUEST_ID_HEADER]),
    requestIdHeader: false,
    frameworkErrors: answerUnroutable,
  }) satisfies Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader' | 'frameworkErrors'>;

/**
 * Fastify answers a path it cannot route (a broken %-escape, a parameter over its length) before
 * any hook runs, in a shape of its own and without the id; this answers it in ours, with the id.
 */
function answerUnroutable(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply
    .header(REQUEST_ID_HEADER, request.id)
    .status(error.statusCode ?? 400)
    .send(errorBody(error.code, error.message));
}

/**
 * Echoes the id on every answer. Registered before any other hook, so the answers written before
 * a route runs carry it too: the response cache's fast lane (which copies the reply's headers
 * onto the socket), the rate limit's 429, a 404, an error.
 */
export function registerRequestId(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
