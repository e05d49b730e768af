import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client.ts';

export interface ServerErrorOptions<T extends FieldValues> {
  /** The message shown when the failure is not an ApiError (e.g. 'Failed to save category'). */
  fallback: string;
  /** Where a field-less answer belongs, e.g. a 409 "name already exists" → 'name'. */
  fieldFor?: (error: ApiError) => Path<T> | undefined;
  /** The server's name → the form's, where they differ (e.g. commonly_used_with → related). */
  aliases?: Record<string, Path<T>>;
}

/**
 * Puts a failed save's messages where they belong: each entry of the server's `fields` map on the
 * form field of that name (the first one focused), and returns what belongs to no field, to be
 * shown above the form. The server validates with the same core schema, so the names match.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fieldNames: readonly Path<T>[],
  setError: UseFormSetError<T>,
  { fallback, fieldFor, aliases = {} }: ServerErrorOptions<T>,
): string | undefined {
  if (!(error instanceof ApiError)) return fallback;
  const known = new Set<string>(fieldNames);
  const serverFields = Object.entries(error.fields ?? {}).map(
    ([name, message]): [string, string] => [aliases[name] ?? name, message],
  );
  const onFields = serverFields.filter(([name]) => known.has(name));
  const guessed = onFields.length === 0 ? fieldFor?.(error) : undefined;
  if (guessed) onFields.push([guessed, error.message]);
  onFields.forEach(([name, message], index) =>
    setError(name as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  const unplaced = serverFields.filter(([name]) => !known.has(name));
  if (onFields.length === 0 || unplaced.length > 0) return error.message;
  return undefined;
}
