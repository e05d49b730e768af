import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** The one JSON shape every error takes: the spec's message, and per-field messages when known. */
export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> } & Record<
    string,
    unknown
  >;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Extra facts for the client, e.g. remainingAttempts. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, 'not_found', message);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'validation', message, fields);

export function errorBody(
  code: string,
  message: string,
  fields?: Record<string, string>,
  details?: Record<string, unknown>,
): ErrorBody {
  return { error: { ...details, code, message, ...(fields ? { fields } : {}) } };
}

export const conflict = (message: string) => new HttpError(409, 'conflict', message);
export const forbidden = (message: string, code = 'forbidden') => new HttpError(403, code, message);

/** Field path "/ingredients/0/slug" or "" → "ingredients.0.slug" or "body". */
function fieldName(instancePath: string, fallback: string): string {
  const name = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return name || fallback;
}

export const UNKNOWN_QUERY_PARAM = 'unknown query parameter: this address does not read it';

/** A strict query schema's unknown keys, each to be named as its own field. */
function unknownQueryParams(
  issue: { keyword: string; params: Record<string, unknown> },
  context: string | undefined,
): string[] {
  if (context !== 'querystring' || issue.keyword !== 'unrecognized_keys') return [];
  const keys = issue.params.keys;
  return Array.isArray(keys) ? keys.map(String) : [];
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const unknownParams = unknownQueryParams(issue, error.validationContext);
        for (const param of unknownParams) fields[param] ??= UNKNOWN_QUERY_PARAM;
        if (unknownParams.length) continue;
        const name = fieldName(issue.instancePath, error.validationContext ?? 'body');
        fields[name] ??= issue.message ?? 'Invalid value';
      }
      const message = Object.entries(fields)
        .map(([name, text]) => `${name}: ${text}`)
        .join(', ');
      return reply.status(400).send(errorBody('validation', message, fields));
    }
    if (error instanceof HttpError) {
      const retryAfter = error.details?.retryAfterSeconds;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      const details = withRequestId(error.statusCode, request, error.details);
      return reply
        .status(error.statusCode)
        .send(errorBody(error.code, error.message, error.fields, details));
    }
    if (
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' &&
      request.url.startsWith('/api/admin/images')
    ) {
      return reply
        .status(413)
        .send(errorBody('too_large', 'File too large. Please choose a smaller image.'));
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' &&
      request.url.startsWith('/api/admin/images')
    ) {
      return reply.status(415).send(errorBody('invalid_image', 'Please select a valid image file'));
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type.
      // A body that cannot be read at all (empty, not JSON, a forbidden __proto__ key) is the field at fault.
      const unreadableBody = status === 400 && error.code?.startsWith('FST_ERR_CTP_');
      const fields =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? { body: `Request body is too large: at most ${kib(request.routeOptions.bodyLimit)} KB` }
          : unreadableBody
            ? { body: error.message }
            : undefined;
      return reply
        .status(status)
        .send(errorBody(error.code ?? 'bad_request', error.message, fields));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(
          errorBody(
            'database_unavailable',
            'The database is unavailable right now. Please try again in a moment.',
            undefined,
            { requestId: request.id },
          ),
        );
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(errorBody('internal', 'Unknown error', undefined, { requestId: request.id }));
  });
}

/** A server error names its request, so a user's report leads to its log lines. */
const withRequestId = (
  status: number,
  request: FastifyRequest,
  details: Record<string, unknown> | undefined,
) => (status >= 500 ? { ...details, requestId: request.id } : details);

const kib = (bytes: number) => Math.floor(bytes / 1024);

// Socket errors, and PostgreSQL's admin/crash shutdown and "cannot connect now" codes.
const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01',
  '57P02',
  '57P03',
]);

/** An in-process read of our own API that answered `database_unavailable` (a page's head). */
export class DatabaseUnavailableError extends Error {}

/** True for errors saying the database cannot be reached, as opposed to a failed query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && CONNECTION_ERRORS.has(code)) return true;
  // SQLSTATE class 08: connection exception.
  if (typeof code === 'string' && /^08[0-9A-Z]{3}$/.test(code)) return true;
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed/i.test(
    message,
  );
}
