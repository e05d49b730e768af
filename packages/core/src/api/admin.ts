import { z } from 'zod';
import { ADMIN_ROLES } from '../schemas/admin.ts';
import { sensibleDate } from '../schemas/sensible-date.ts';
import { wireDate } from './wire.ts';

/** An admin account as the API shows it: never its password or session hashes. */
export const adminProfileSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ADMIN_ROLES),
  role_template: z.string().nullable(),
  permissions: z.record(z.string(), z.unknown()),
  is_active: z.boolean(),
  last_login: wireDate.nullable(),
  created_at: wireDate,
});
export type AdminProfile = z.infer<typeof adminProfileSchema>;

/** POST /api/admin/auth/login and GET /api/admin/auth/session. */
export const sessionResponseSchema = z.object({ admin: adminProfileSchema, expiresAt: wireDate });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** A role template (GET /api/admin/roles). */
export const roleTemplateSchema = z.object({
  id: z.number(),
  name: z.string(),
  display_name: z.string(),
  description: z.string(),
  permissions: z.record(z.string(), z.unknown()),
});
export type RoleTemplate = z.infer<typeof roleTemplateSchema>;

export const adminListResponseSchema = z.object({ admins: z.array(adminProfileSchema) });
export type AdminListResponse = z.infer<typeof adminListResponseSchema>;
export const adminResponseSchema = z.object({ admin: adminProfileSchema });
export type AdminResponse = z.infer<typeof adminResponseSchema>;
export const roleListResponseSchema = z.object({ roles: z.array(roleTemplateSchema) });
export type RoleListResponse = z.infer<typeof roleListResponseSchema>;

/** One line of the activity log. */
export const activitySchema = z.object({
  id: z.number(),
  admin_email: z.string().nullable(),
  action: z.string(),
  resource_type: z.string(),
  resource_id: z.string().nullable(),
  table_name: z.string().nullable(),
  description: z.string(),
  created_at: wireDate,
});
export type Activity = z.infer<typeof activitySchema>;
export const activityListResponseSchema = z.object({ activities: z.array(activitySchema) });
export type ActivityListResponse = z.infer<typeof activityListResponseSchema>;

/** POST /api/admin/admins answers the new account's name and role (201). */
export const createdAdminResponseSchema = z.object({
  admin: adminProfileSchema.pick({ id: true, username: true, email: true, role: true }),
});
/** PATCH /api/admin/admins/:id answers the account's role and status. */
export const updatedAdminResponseSchema = z.object({
  admin: adminProfileSchema.pick({
    id: true,
    username: true,
    email: true,
    role: true,
    role_template: true,
    is_active: true,
  }),
});

/** POST /api/admin/admins/:id/password answers whose password was set and how many sessions ended. */
export const passwordResetResponseSchema = z.object({
  admin: adminProfileSchema.pick({ id: true, username: true }),
  endedSessions: z.number().int().min(0),
});
export type PasswordResetResponse = z.infer<typeof passwordResetResponseSchema>;

/** The body of PATCH /api/admin/admins/:id: a new role, a new status, or both. */
export const adminUpdateInputSchema = z
  .strictObject({
    role_template: z.string().trim().min(1, 'Please select a role').optional(),
    is_active: z.boolean({ error: 'is_active must be true or false' }).optional(),
  })
  .refine(
    (body) => body.role_template !== undefined || body.is_active !== undefined,
    'Nothing to change',
  );
export type AdminUpdateInput = z.infer<typeof adminUpdateInputSchema>;

/** The query of GET /api/admin/activity. */
export const activityQuerySchema = z.strictObject({
  since: sensibleDate('since').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** The query of GET /api/admin/search. */
export const adminSearchQuerySchema = z.strictObject({ q: z.string().trim().min(1).max(100) });
