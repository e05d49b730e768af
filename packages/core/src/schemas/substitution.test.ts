import { describe, expect, it } from 'vitest';
import { substitutionInputSchema } from './substitution.ts';
import { errorsOf } from './test-helpers.ts';

const valid = {
  missing: 'preserved-lemons',
  using: ['salt', 'lemons'],
  quality: 'close',
  note_en: 'Quarter a lemon and rub it with coarse salt.',
  note_fr: 'Coupez un citron en quartiers et frottez-le de gros sel.',
  note_ar: 'قطع ليمونة إلى أرباع وافركها بالملح الخشن.',
};
const errors = (changes: Record<string, unknown>) =>
  errorsOf(substitutionInputSchema, { ...valid, ...changes });

describe('swap rules (decision 0016)', () => {
  it('keeps the replacements sorted and unique, so one set is one rule', () => {
    expect(
      substitutionInputSchema.parse({ ...valid, using: ['salt', 'lemons', 'salt'] }).using,
    ).toEqual(['lemons', 'salt']);
  });

  it('names the field and the rule of every mistake', () => {
    expect(errors({ missing: '' })).toEqual({ missing: 'Missing ingredient is required' });
    expect(errors({ using: [] })).toEqual({
      using: 'At least one replacement ingredient is required',
    });
    expect(errors({ using: ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'] })).toEqual({
      using: 'At most 5 replacement ingredients',
    });
    expect(errors({ using: ['lemons', 'preserved-lemons'] })).toEqual({
      using: 'A swap cannot use the ingredient it replaces',
    });
    expect(errors({ quality: 'perfect' })).toEqual({
      quality: 'Quality must be equivalent, close or pinch',
    });
    expect(errors({ note_fr: '' })).toEqual({ note_fr: 'French note is required' });
    expect(errors({ note_ar: 'ب'.repeat(201) })).toEqual({
      note_ar: 'Arabic note must be less than 200 characters',
    });
  });
});
