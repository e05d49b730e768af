import { describe, expect, it } from 'vitest';
import { errorMessages } from './form-errors.ts';

describe('errorMessages: the summary list of a form', () => {
  it('gives each distinct field message once, in field order, skipping nested ones', () => {
    const errors = {
      name_en: { type: 'too_small', message: 'English name is required' },
      name_fr: { type: 'too_small', message: 'French name is required' },
      slug: { type: 'server', message: 'English name is required' },
      tags: { 0: { type: 'too_big', message: 'Tags must be less than 40 characters' } },
    };
    expect(errorMessages(errors)).toEqual(['English name is required', 'French name is required']);
  });
});
