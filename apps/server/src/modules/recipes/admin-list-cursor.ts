import { badRequest } from '../../platform/errors.ts';

/**
 * A row's place in the admin recipe list's order (`updated_at desc, id desc`): its change time as
 * the database keeps it (UTC, to the microsecond, which a JavaScript Date would round) and its id.
 */
export interface AdminListKey {
  updatedAt: string;
  id: number;
}

const UTC_MICROSECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The opaque cursor of a key: base64url of `["<updated_at>", <id>]`. */
export const encodeListCursor = (key: AdminListKey): string =>
  Buffer.from(JSON.stringify([key.updatedAt, key.id])).toString('base64url');

/** The key of a cursor this list gave, or a 400 naming `field` for anything else. */
export function decodeListCursor(cursor: string, field: 'after' | 'before'): AdminListKey {
  const key = readKey(cursor);
  if (!key) {
    const message = `${field} must be a cursor this list gave`;
    throw badRequest(message, { [field]: message });
  }
  return key;
}

function readKey(cursor: string): AdminListKey | undefined {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [updatedAt, id] = value as unknown[];
  if (typeof updatedAt !== 'string' || !isUtcInstant(updatedAt)) return undefined;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > 2 ** 31 - 1)
    return undefined;
  return { updatedAt, id };
}

/** A real instant in the database's spelling: Feb 30 or hour 25 is refused here, not by SQL. */
function isUtcInstant(text: string): boolean {
  if (!UTC_MICROSECONDS.test(text)) return false;
  const date = new Date(text);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19) === text.slice(0, 19);
}
