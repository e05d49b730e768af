import path from 'node:path';
import { z } from 'zod';
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
/** Megabytes of public answers kept in memory (platform/response-cache.ts); 0 = off. */
export const DEFAULT_RESPONSE_CACHE_MB = 64;
/** Simultaneous connections per client address; 0 = no cap. */
export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 100;

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
  RESPONSE_CACHE_MB: count(DEFAULT_RESPONSE_CACHE_MB),
  MAX_CONNECTIONS_PER_ADDRESS: count(DEFAULT_MAX_CONNECTIONS_PER_ADDRESS),
  REQUEST_TIMEOUT_SECONDS: seconds(30),
  KEEP_ALIVE_TIMEOUT_SECONDS: seconds(5),
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

export type Config = z.infer<typeof configSchema> & {
  /** Absolute directory of the embedded database and uploaded media. */
  dataDir: string;
  publicUrl: string;
};

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops the start with every bad key listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  return {
    ...values,
    dataDir: path.resolve(values.DATA_DIR),
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
  };
}
