import { z } from 'zod';
import { SWAP_QUALITIES } from '../kitchen.ts';
import { requiredName } from './fields.ts';

export const MAX_SWAP_INGREDIENTS = 5;

const slug = (message: string) => z.string({ error: message }).trim().min(1, message);

/**
 * A swap rule (decision 0016): "missing X can be replaced by Y (+ Z…)", with its quality and a
 * short note in each language. The replacements are kept sorted, so one set is one rule.
 */
export const substitutionInputSchema = z
  .strictObject({
    missing: slug('Missing ingredient is required'),
    using: z
      .array(slug('Replacement ingredients must be slugs'), {
        error: 'At least one replacement ingredient is required',
      })
      .transform((slugs) => [...new Set(slugs)].sort())
      .refine((slugs) => slugs.length >= 1, 'At least one replacement ingredient is required')
      .refine(
        (slugs) => slugs.length <= MAX_SWAP_INGREDIENTS,
        `At most ${MAX_SWAP_INGREDIENTS} replacement ingredients`,
      ),
    quality: z.enum(SWAP_QUALITIES, { error: 'Quality must be equivalent, close or pinch' }),
    note_en: requiredName('English note', 1, 200),
    note_fr: requiredName('French note', 1, 200),
    note_ar: requiredName('Arabic note', 1, 200),
  })
  .refine(
    (rule: Record<string, unknown>) =>
      !(Array.isArray(rule.using) && rule.using.includes(rule.missing)),
    {
      path: ['using'],
      message: 'A swap cannot use the ingredient it replaces',
      when: ({ value }) => typeof value === 'object' && value !== null,
    },
  );
export type SubstitutionInput = z.infer<typeof substitutionInputSchema>;
