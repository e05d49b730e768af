import { z } from 'zod';

/**
 * The one shape of every error answer, 4xx and 5xx alike: a code to branch on, the spec's message
 * to show, each field's message when the input was at fault, and any fact the client can act on
 * beside them (`retryAfterSeconds`, `remainingAttempts`, `requiredRole`…).
 */
export const errorBodySchema = z.object({
  error: z.looseObject({
    code: z.string().describe('what went wrong, for code to branch on: validation, not_found…'),
    message: z.string().describe('the message to show'),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .describe('the message of each field at fault (dotted paths: ingredients.0.slug)'),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
