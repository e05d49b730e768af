import { STATUS_CODES } from 'node:http';
import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@chhiwat/core';
import serverPackage from '../../../package.json' with { type: 'json' };
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../../platform/admin-guard.ts';
import { PUBLIC_READS } from '../../platform/rate-limit.ts';
import { checkedBodySchema } from '../../platform/validation.ts';

/** The security scheme of every route behind the admin guard. */
const SESSION_SCHEME = 'session';

/**
 * The public contract besides /api: the files other sites and the pages link to. The pages
 * themselves, the built web app's files and the docs viewer's own files are left out.
 */
const PUBLIC_FILES = [
  '/media/',
  '/recipe-pictures/',
  '/share/',
  '/sitemap.xml',
  '/sitemaps/',
  '/robots.txt',
];
export const DOCS_PREFIX = '/api/docs';

/** Whether the route at `url` belongs in the API document. */
const isDocumented = (url: string) =>
  (url.startsWith('/api/') && url !== DOCS_PREFIX && !url.startsWith(`${DOCS_PREFIX}/`)) ||
  PUBLIC_FILES.some((prefix) => url.startsWith(prefix));

const ERROR_REF = '#/components/schemas/ErrorBody';

/** A response in the one error shape, always JSON (a picture route's errors are JSON too). */
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: ERROR_REF } } },
});

/** What an operation may answer besides its own successes, from what the route declares. */
function errorResponses(options: {
  takesInput: boolean;
  hasPath: boolean;
  guarded: boolean;
  write: boolean;
  limited: boolean;
}) {
  const { takesInput, hasPath, guarded, write, limited } = options;
  return {
    ...(takesInput && {
      400: errorResponse(
        'The input is not valid: `validation`, each field and its message in `fields`',
      ),
    }),
    ...(guarded && { 401: errorResponse('No valid session: `unauthenticated`') }),
    ...((guarded || write) && {
      403: errorResponse(
        [
          guarded && '`account_disabled`, or `forbidden` (a super admin route)',
          write && '`cross_origin`: a write that does not come from our own pages',
        ]
          .filter(Boolean)
          .join('; '),
      ),
    }),
    ...(hasPath && { 404: errorResponse('Nothing there: `not_found`') }),
    ...(limited && {
      429: errorResponse(
        'Too many costly reads from this address: `rate_limited`, see Retry-After',
      ),
    }),
    '4XX': errorResponse('Any other client error (a duplicate, a file too large, …)'),
    '5XX': errorResponse(
      'A server error: `internal`, or `database_unavailable` (503, Retry-After)',
    ),
  };
}

/** Swagger UI groups operations by tag: the path's first segment after /api or /api/admin. */
function tagOf(url: string): string {
  const [root, first, second] = url.split('/').filter(Boolean);
  if (root !== 'api') return 'files';
  if (first === 'admin') return `admin: ${second}`;
  return (first ?? 'api').replace(/\.json$/, '');
}

type JsonSchema = Record<string, unknown>;

/** Names each success after its status (200 OK, 201 Created) unless its schema describes it. */
function describedSuccesses(responses: Record<string, JsonSchema> = {}) {
  return Object.fromEntries(
    Object.entries(responses).map(([status, schema]) => [
      status,
      schema.description ? schema : { ...schema, 'x-response-description': STATUS_CODES[status] },
    ]),
  );
}

/**
 * Turns a route into its operation: the zod schemas to JSON Schema (fastify-type-provider-zod),
 * a body its service checks shown as the schema it is held to, the errors it may answer, the
 * session cookie on every guarded route, a tag. Routes outside the contract are hidden.
 */
export const transform: SwaggerTransform = (input) => {
  const { url, route } = input;
  if (input.schema?.hide || !isDocumented(url)) return { schema: { hide: true }, url };
  // A route of the contract without a schema is still listed: with its errors and no success,
  // which the tests refuse.
  const schema = input.schema ?? {};
  const checkedWith = checkedBodySchema(schema.body);
  const zodInput = { ...input, schema: checkedWith ? { ...schema, body: checkedWith } : schema };
  const documented = jsonSchemaTransform(zodInput).schema as Record<string, unknown>;
  const access = route.config?.access;
  const guarded = access !== undefined && access !== 'public';
  const methods = [route.method].flat();
  const errors = errorResponses({
    takesInput: Boolean(schema.params ?? schema.querystring ?? schema.body),
    hasPath: Boolean(schema.params),
    guarded,
    write: url.startsWith('/api/admin/') && methods.some((method) => method !== 'GET'),
    limited: url in PUBLIC_READS,
  });
  return {
    url,
    schema: {
      ...documented,
      tags: [tagOf(url)],
      ...(guarded && { security: [{ [SESSION_SCHEME]: [] }] }),
      response: {
        ...describedSuccesses(documented.response as Record<string, JsonSchema> | undefined),
        ...errors,
      },
    },
  };
};

// OpenAPI 3.1 takes JSON Schema 2020-12 as zod writes it; only the two libraries' types differ.
const { $schema: _dialect, ...errorBodyJson }: object & { $schema?: unknown } = z.toJSONSchema(
  errorBodySchema,
  { target: 'draft-2020-12', io: 'output' },
);

const DESCRIPTION = `The HTTP API of Chhiwat, made from the same zod schemas the server validates
and serialises with (packages/core/src/api).

- Every error has one shape, \`ErrorBody\`: \`{"error": {"code", "message", "fields"?}}\`.
- Public reads carry an ETag and \`Cache-Control: no-cache\`: send \`If-None-Match\` for a body-less 304.
- Dates are ISO 8601 strings in UTC.
- Admin routes (\`/api/admin\`) need the session cookie that \`POST /api/admin/auth/login\` sets;
  their writes must come from the site's own origin. Their answers are never cached.`;

/** @fastify/swagger's options: an OpenAPI 3.1 document of every public and admin route. */
export const openApiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: { title: 'Chhiwat API', version: serverPackage.version, description: DESCRIPTION },
    servers: [{ url: '/', description: 'this server' }],
    components: {
      securitySchemes: {
        [SESSION_SCHEME]: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: `The admin session, set by POST /api/admin/auth/login (HttpOnly, SameSite=Lax) and cleared by POST /api/admin/auth/logout. Behind HTTPS it is named ${SECURE_SESSION_COOKIE}.`,
        },
        metricsToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'GET /api/metrics: the METRICS_TOKEN the server was started with.',
        },
      },
      schemas: { ErrorBody: errorBodyJson },
    },
  },
  transform,
};
