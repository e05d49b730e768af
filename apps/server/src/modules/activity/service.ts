import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { insertActivity } from './repository.ts';

export interface ActivityEntry {
  admin: { id: number; email: string } | null;
  action: string;
  resourceType: string;
  resourceId?: string | number | null;
  tableName?: string | null;
  description: string;
  userAgent?: string | undefined;
}

/**
 * Records what an admin did. A failure to write the log is reported to the server log and never
 * fails the action itself (back-office.md §6).
 */
export async function logActivity(
  db: Kysely<Database>,
  entry: ActivityEntry,
  onError: (error: unknown) => void = () => {},
): Promise<void> {
  try {
    await insertActivity(db, {
      admin_id: entry.admin?.id ?? null,
      admin_email: entry.admin?.email ?? null,
      action: entry.action,
      resource_type: entry.resourceType,
      resource_id:
        entry.resourceId === undefined || entry.resourceId === null
          ? null
          : String(entry.resourceId),
      table_name: entry.tableName ?? null,
      description: entry.description.slice(0, 500),
      user_agent: entry.userAgent?.slice(0, 500) ?? null,
    });
  } catch (error) {
    onError(error);
  }
}

/**
 * Logs what the signed-in admin of this request did, with their browser, never failing the request.
 */
export function recordActivity(
  db: Kysely<Database>,
  request: FastifyRequest,
  entry: Omit<ActivityEntry, 'admin' | 'userAgent'>,
): Promise<void> {
  return logActivity(
    db,
    { ...entry, admin: request.admin ?? null, userAgent: request.headers['user-agent'] },
    (error) => request.log.error({ err: error }, 'activity log failed'),
  );
}

/**
 * What a catalogue write route calls once it has changed something: the activity log records who
 * did what to which row. (The public side sees the change on its next read: what a write does to
 * what the public side keeps is in modules/catalogue/after-writes.ts.)
 */
export function catalogueChangeRecorder(
  db: Kysely<Database>,
  resource: { type: string; table: string },
) {
  return async (request: FastifyRequest, action: string, id: number, description: string) => {
    await recordActivity(db, request, {
      action,
      resourceType: resource.type,
      resourceId: id,
      tableName: resource.table,
      description,
    });
  };
}
