import { z } from 'zod';
import { SLUG_MAX, SLUG_MIN, SLUG_PATTERN } from '../slug.ts';
import { visibleText } from './visible-text.ts';

/** Field builders shared by the entity schemas; each carries the spec's own message. */

/** A required text, trimmed, with the spec's messages for empty / too short / too long. */
export function requiredText(label: string, min: number, max: number) {
  const present = z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`);
  const longEnough =
    min > 1 ? present.min(min, `${label} must be at least ${min} characters`) : present;
  return longEnough.max(max, `${label} must be less than ${max} characters`);
}

/** A required name or title: also refuses invisible and direction-control characters. */
export function requiredName(label: string, min: number, max: number) {
  return requiredText(label, min, max).check(visibleText(label));
}

/** An optional name or title, '' when absent; refuses invisible and direction-control characters. */
export function optionalName(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be less than ${max} characters`)
    .check(visibleText(label))
    .default('');
}

export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be less than ${max} characters`)
    .default('');
}

export const slugField = z
  .string({ error: 'Slug is required' })
  .trim()
  .min(1, 'Slug is required')
  .min(SLUG_MIN, `Slug must be at least ${SLUG_MIN} characters`)
  .max(SLUG_MAX, `Slug must be less than ${SLUG_MAX} characters`)
  .regex(SLUG_PATTERN, 'Slug can only contain lowercase letters, numbers and single hyphens');

/** A stored image: an absolute http(s) URL, or a path to our own media (/media/<bucket>/<file>). */
/**
 * The page an imported recipe came from: an http(s) URL, or null. Optional in a payload: a form
 * that does not send it leaves the stored one as it is.
 */
export const sourceUrlField = z
  .string({ error: 'Source URL must be a link' })
  .trim()
  .max(2048, 'Source URL must be at most 2048 characters')
  .refine((value) => value === '' || isHttpUrl(value), 'Source URL must be an http(s) link')
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

export const imageUrlField = z
  .string({ error: 'Invalid image URL format' })
  .trim()
  .max(2000, 'Invalid image URL format')
  .refine(
    (value) =>
      value === '' || isHttpUrl(value) || /^\/media\/[a-z-]+\/[A-Za-z0-9._-]+$/.test(value),
    'Invalid image URL format',
  )
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .default(null);

function isHttpUrl(value: string): boolean {
  return /^https?:\/\/[a-z0-9.-]+(:\d+)?(\/[^\s]*)?$/i.test(value);
}

/** Lists of lower-case tags: trimmed, empties and duplicates dropped (back-office.md §5). */
export const tagsField = z
  .array(
    z.string({ error: 'Each tag must be text' }).max(40, 'Tags must be less than 40 characters'),
    {
      error: 'Tags must be a list',
    },
  )
  .max(30, 'At most 30 tags are allowed')
  .default([])
  .transform((tags) => normaliseTags(tags));

export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const tag of tags) {
    const clean = tag.trim().toLowerCase();
    if (clean) seen.add(clean);
  }
  return [...seen];
}

/** "Validation failed: a, b" — how the recipe form reports all its messages at once. */
export function collectMessages(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((issue) => issue.message))];
}

/** The first message per field, keyed by the dotted path (the shape of our API errors). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.join('.') || 'body';
    fields[name] ??= issue.message;
  }
  return fields;
}
