import { describe, expect, it } from 'vitest';
import { pageLanguage } from './pages.ts';

describe('the language a page is rendered in', () => {
  it('is ?lang= first, and then it is explicit (the canonical URL keeps it)', () => {
    expect(pageLanguage({ lang: 'en' }, 'i18nextLng=fr')).toEqual({
      language: 'en',
      explicit: true,
    });
  });

  it("is the visitor's choice from the cookie without ?lang=", () => {
    expect(pageLanguage({}, 'session=x; i18nextLng=fr')).toEqual({
      language: 'fr',
      explicit: false,
    });
  });

  it('is Arabic without either, or with values that are not ar, fr or en', () => {
    expect(pageLanguage({}, undefined)).toEqual({ language: 'ar', explicit: false });
    expect(pageLanguage({ lang: 'de' }, 'i18nextLng=xx')).toEqual({
      language: 'ar',
      explicit: false,
    });
    expect(pageLanguage({ lang: ['en', 'fr'] }, '')).toEqual({ language: 'ar', explicit: false });
  });
});
