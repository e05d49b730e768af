import type { FieldErrors, FieldValues } from 'react-hook-form';

/** Every distinct message of the form's fields, in field order (for a summary list). */
export function errorMessages<T extends FieldValues>(errors: FieldErrors<T>): string[] {
  const messages = Object.values(errors)
    .map((error) => (error as { message?: unknown } | undefined)?.message)
    .filter((message): message is string => typeof message === 'string' && message !== '');
  return [...new Set(messages)];
}
