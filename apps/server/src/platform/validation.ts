import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fieldErrors } from '@chhiwat/core';
import { badRequest } from './errors.ts';

/** Validates with a core schema; a failure becomes a 400 naming each field and its rule. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  throw badRequest(Object.values(fields)[0] ?? 'Invalid input', fields);
}

/** Each body declared with bodyCheckedBy, and the schema its service checks it with. */
const checkedBodies = new WeakMap<z.ZodType, z.ZodType>();

/**
 * The `body` of a route whose service checks the input itself with parseOrThrow(schema, …) (the
 * form's messages, shared with the seed): the route lets every value through, as `z.unknown()`,
 * and the API document shows `schema`, the one the input is held to.
 */
export function bodyCheckedBy(schema: z.ZodType): z.ZodUnknown {
  const body = z.unknown();
  checkedBodies.set(body, schema);
  return body;
}

/** The schema a bodyCheckedBy body is held to, if `body` is one. */
export const checkedBodySchema = (body: unknown): z.ZodType | undefined =>
  body instanceof z.ZodType ? checkedBodies.get(body) : undefined;

const NUL_MESSAGE = 'Text cannot contain the NUL character (\\u0000)';

/** The dotted path of the first string or key holding U+0000 ('' for the value itself); iterative, so any depth is safe. */
export function findNulText(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path;
    } else if (Array.isArray(item)) {
      item.forEach((child, index) => pending.push([child, path ? `${path}.${index}` : `${index}`]));
    } else if (isPlainObject(item)) {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * A preValidation hook: PostgreSQL text cannot hold U+0000, so input carrying it is refused with a
 * 400 naming the field, before any route stores or looks it up (which would fail as a 500).
 */
export async function rejectNulText(request: FastifyRequest) {
  const parts = { body: request.body, querystring: request.query, params: request.params };
  for (const [part, value] of Object.entries(parts)) {
    const path = findNulText(value);
    if (path === undefined) continue;
    const field = path || part;
    throw badRequest(`${field}: ${NUL_MESSAGE}`, { [field]: NUL_MESSAGE });
  }
}
