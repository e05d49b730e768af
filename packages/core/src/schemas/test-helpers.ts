import type { z } from 'zod';
import { fieldErrors } from './fields.ts';

/** The per-field messages a payload earns, or {} when it is valid. */
export function errorsOf(schema: z.ZodType, payload: unknown): Record<string, string> {
  const result = schema.safeParse(payload);
  return result.success ? {} : fieldErrors(result.error);
}
