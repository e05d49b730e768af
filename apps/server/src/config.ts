import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { StorageSettings } from './platform/open-storage.ts';
import { parseAllowHosts } from './platform/safe-fetch.ts';
import { parseTrustedProxies } from './platform/trust-proxy.ts';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A whole number ≥ 0 (0 usually meaning "off"); empty = the default. */
const count = (fallback: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(fallback));
const seconds = (fallback: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(3600).default(fallback));

/** Costly public reads per minute per client address (docs/security.md); 0 = no limit. */
export const DEFAULT_RATE_LIMIT_PUBLIC_READS = 300;
/**
 * Pages rendered per minute per client address when the response cache has not got them
 * (modules/pages); beyond it the bare app shell with a 429. Browsing renders a few a minute.
 */
export const DEFAULT_RATE_LIMIT_RENDERS = 120;
/** Megabytes of public answers kept in memory (platform/response-cache.ts); 0 = off. */
export const DEFAULT_RESPONSE_CACHE_MB = 64;
/** Simultaneous connections per client address; 0 = no cap. */
export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 100;
/** How long the requests in flight at SIGTERM or SIGINT may take to finish (main.ts). */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;
/** Ten minutes: a longer wait is a mistake in the unit, not a choice. */
const MAX_SHUTDOWN_TIMEOUT_MS = 600_000;

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email().optional()),
  ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(8).max(256).optional()),
  SEED: z.enum(['demo', 'none']).default('demo'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.preprocess(emptyAsUndefined, z.string().optional()),
  SEED_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((text, context) => {
      const parsed = parseTrustedProxies(text);
      if ('value' in parsed) return parsed.value;
      context.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }),
  RATE_LIMIT_PUBLIC_READS: count(DEFAULT_RATE_LIMIT_PUBLIC_READS),
  RATE_LIMIT_RENDERS: count(DEFAULT_RATE_LIMIT_RENDERS),
  RESPONSE_CACHE_MB: count(DEFAULT_RESPONSE_CACHE_MB),
  MAX_CONNECTIONS_PER_ADDRESS: count(DEFAULT_MAX_CONNECTIONS_PER_ADDRESS),
  REQUEST_TIMEOUT_SECONDS: seconds(30),
  KEEP_ALIVE_TIMEOUT_SECONDS: seconds(5),
  SHUTDOWN_TIMEOUT_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_SHUTDOWN_TIMEOUT_MS)
      .default(DEFAULT_SHUTDOWN_TIMEOUT_MS),
  ),
  /** Bearer token of GET /api/metrics (Prometheus); unset = the endpoint answers 404. */
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().min(16, 'must be at least 16 characters (a random secret)').optional(),
  ),
  /** Server processes sharing the port (node:cluster): a number, or `auto` for one per core. */
  WORKERS: z.preprocess(
    emptyAsUndefined,
    z
      .union(
        [
          z.literal('auto'),
          z.coerce.number().int().min(1, 'must be at least 1').max(64, 'must be at most 64'),
        ],
        {
          error: 'must be a whole number from 1 to 64, or auto',
        },
      )
      .default(1),
  ),
  /**
   * Hostnames a recipe import may fetch from although they are not on the public internet
   * (platform/safe-fetch.ts), comma-separated: "127.0.0.1,intranet.local". For tests and intranets;
   * empty = none. Each lifts the address check for that exact hostname only.
   */
  IMPORT_ALLOW_HOSTS: z
    .string()
    .default('')
    .transform((text, context) => {
      const parsed = parseAllowHosts(text);
      if ('value' in parsed) return parsed.value;
      context.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }),
});

/** STORAGE=s3 (platform/s3-storage.ts): its S3_* settings are read, and checked, only then. */
const REQUIRED_FOR_S3 = 'is required when STORAGE=s3';
const httpUrl = z.preprocess(
  emptyAsUndefined,
  z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
);
const optionalText = z.preprocess(emptyAsUndefined, z.string().optional());
const s3Schema = z
  .object({
    STORAGE: z.literal('s3'),
    S3_BUCKET: z.preprocess(
      emptyAsUndefined,
      z
        .string({ error: REQUIRED_FOR_S3 })
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
        ),
    ),
    S3_REGION: z.preprocess(emptyAsUndefined, z.string({ error: REQUIRED_FOR_S3 })),
    S3_ENDPOINT: httpUrl,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: z.preprocess(
      emptyAsUndefined,
      z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
    ),
    S3_PUBLIC_URL: httpUrl,
  })
  .superRefine((env, context) => {
    // Both keys, or neither (the SDK then finds credentials itself: AWS_* variables, a role).
    const [key, secret] = [env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (Boolean(key) === Boolean(secret)) return;
    const [missing, given] = key
      ? ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID']
      : ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
    context.addIssue({ code: 'custom', path: [missing], message: `is required with ${given}` });
  });
const storageSchema = z
  .preprocess(
    (env) => ({
      ...(env as object),
      STORAGE: emptyAsUndefined((env as NodeJS.ProcessEnv).STORAGE) ?? 'local',
    }),
    z.discriminatedUnion('STORAGE', [z.object({ STORAGE: z.literal('local') }), s3Schema], {
      error: 'must be local or s3',
    }),
  )
  .transform((env): StorageSettings => {
    if (env.STORAGE === 'local') return { kind: 'local' };
    return {
      kind: 's3',
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
      ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            credentials: {
              accessKeyId: env.S3_ACCESS_KEY_ID,
              secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            },
          }
        : {}),
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      ...(env.S3_PUBLIC_URL ? { publicUrl: env.S3_PUBLIC_URL.replace(/\/+$/, '') } : {}),
    };
  });

export type Config = Omit<z.infer<typeof configSchema>, 'WORKERS'> & {
  /** Absolute directory of the embedded database and uploaded media. */
  dataDir: string;
  publicUrl: string;
  /** WORKERS resolved: `auto` is the number of cores. */
  workers: number;
  /** Where uploaded media go: STORAGE and the S3_* settings. */
  storage: StorageSettings;
};

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops the start with every bad key listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  const storage = storageSchema.safeParse(env);
  if (!parsed.success || !storage.success) {
    const issues = [...(parsed.error?.issues ?? []), ...(storage.error?.issues ?? [])];
    const lines = issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const { WORKERS, ...values } = parsed.data;
  const workers = WORKERS === 'auto' ? os.availableParallelism() : WORKERS;
  if (workers > 1 && !values.DATABASE_URL)
    throw new ConfigError(
      `Invalid configuration:\n  WORKERS: ${WORKERS} server processes need a PostgreSQL server ` +
        '(DATABASE_URL): the embedded database (PGlite) opens in one process per data directory. ' +
        'Set DATABASE_URL, or WORKERS=1.',
    );
  return {
    ...values,
    workers,
    storage: storage.data,
    dataDir: path.resolve(values.DATA_DIR),
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
  };
}
