import type { z } from 'zod';
import { fieldErrors } from '@chhiwat/core';
import { badRequest } from './errors.ts';

/** Validates with a core schema; a failure becomes a 400 naming each field and its rule. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  throw badRequest(Object.values(fields)[0] ?? 'Invalid input', fields);
}
