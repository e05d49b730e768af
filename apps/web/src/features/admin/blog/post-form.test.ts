import { describe, expect, it } from 'vitest';
import { blogPostInputSchema } from '@chhiwat/core';
import { EMPTY_POST, placeOf, postPayload } from './post-form.ts';
import { localDateTime } from './post-fields.tsx';

describe('the post form', () => {
  it('finds the view and language tab each field is shown on', () => {
    expect(placeOf('title_fr')).toEqual({ view: 'content', language: 'fr' });
    expect(placeOf('content_ar')).toEqual({ view: 'content', language: 'ar' });
    expect(placeOf('excerpt_en')).toEqual({ view: 'content', language: 'en' });
    expect(placeOf('published_at')).toEqual({ view: 'settings' });
    expect(placeOf('tags')).toEqual({ view: 'settings' });
  });

  it('sends no category as null, and the empty form is what the core schema reads', () => {
    expect(postPayload({ ...EMPTY_POST, title_en: 'Tea' }).category).toBeNull();
    expect(postPayload({ ...EMPTY_POST, title_en: 'Tea', category: 'drinks' }).category).toBe(
      'drinks',
    );
    const parsed = blogPostInputSchema.safeParse(postPayload({ ...EMPTY_POST, title_en: 'Tea' }));
    expect(parsed.success).toBe(true);
    expect(blogPostInputSchema.safeParse(postPayload(EMPTY_POST)).error?.issues[0]?.message).toBe(
      'Please enter a title before saving',
    );
  });

  it('shows a publish date in local time and reads it back to the same instant', () => {
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'America/New_York';
      const iso = '2026-03-14T09:30:00.000Z';
      expect(localDateTime(iso)).toBe('2026-03-14T05:30');
      expect(new Date(localDateTime(iso)).toISOString()).toBe(iso);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
