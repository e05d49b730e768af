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
