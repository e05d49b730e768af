import { z } from 'zod';

/** GET /api/health (200 when the database answers, 503 with the same shape when it does not). */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    up: z.boolean(),
    latencyMs: z.number(),
  }),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/health/live: the process answers (no I/O at all). */
export const liveResponseSchema = z.object({ status: z.literal('ok') });
export type LiveResponse = z.infer<typeof liveResponseSchema>;

export const READINESS_CHECKS = ['database', 'migrations'] as const;
export type ReadinessCheckName = (typeof READINESS_CHECKS)[number];

/** `skipped`: a check that needs an earlier one (the migrations need the database) that failed. */
const readinessCheckSchema = z.object({
  status: z.enum(['pass', 'fail', 'skipped']),
  message: z.string().optional(),
});

/**
 * GET /api/health/ready (200 when ready, 503 with the same shape when not): the database answers
 * and every migration the server knows is applied. `failed` names the checks that did not pass.
 */
export const readyResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  failed: z.array(z.enum(READINESS_CHECKS)),
  checks: z.object({
    database: readinessCheckSchema,
    migrations: readinessCheckSchema.extend({ pending: z.array(z.string()).optional() }),
  }),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
