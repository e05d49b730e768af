import { z } from 'zod';
import { SWAP_QUALITIES } from '../kitchen.ts';
import { adminStamps } from './admin-shapes.ts';

/** A swap rule as the public side reads it (GET /api/substitutions; decision 0016). */
export const substitutionSchema = z.object({
  missing: z.string(),
  using: z.array(z.string()),
  quality: z.enum(SWAP_QUALITIES),
  note_en: z.string(),
  note_fr: z.string(),
  note_ar: z.string(),
});
export type Substitution = z.infer<typeof substitutionSchema>;
export const substitutionListResponseSchema = z.object({
  substitutions: z.array(substitutionSchema),
});
export type SubstitutionListResponse = z.infer<typeof substitutionListResponseSchema>;

/** A rule in the back-office, with the English names of its ingredients. */
export const adminSubstitutionSchema = substitutionSchema.extend({
  id: z.number(),
  missing_name_en: z.string(),
  using_names_en: z.array(z.string()),
  ...adminStamps,
});
export type AdminSubstitution = z.infer<typeof adminSubstitutionSchema>;
export const adminSubstitutionListResponseSchema = z.object({
  substitutions: z.array(adminSubstitutionSchema),
  total: z.number(),
});
export type AdminSubstitutionList = z.infer<typeof adminSubstitutionListResponseSchema>;
export const adminSubstitutionResponseSchema = z.object({ substitution: adminSubstitutionSchema });
export const savedSubstitutionResponseSchema = z.object({
  substitution: z.object({ id: z.number() }),
});

/** GET /api/admin/substitutions: a search over both sides' names. */
export const substitutionListQuerySchema = z.strictObject({
  search: z.string().max(100, 'search: at most 100 characters').optional(),
});
