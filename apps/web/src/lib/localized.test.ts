import { describe, expect, it } from 'vitest';
import { asLanguage, localized } from './localized.ts';

describe('asLanguage', () => {
  it('keeps ar, fr and en', () => {
    expect(asLanguage('ar')).toBe('ar');
    expect(asLanguage('fr')).toBe('fr');
    expect(asLanguage('en')).toBe('en');
  });

  it('falls back to Arabic for anything else', () => {
    expect(asLanguage(undefined)).toBe('ar');
    expect(asLanguage('')).toBe('ar');
    expect(asLanguage('de')).toBe('ar');
    expect(asLanguage('en-US')).toBe('ar');
    expect(asLanguage('FR')).toBe('ar');
  });
});

describe('localized', () => {
  const row = { name_en: 'Onion', name_fr: 'Oignon', name_ar: 'بصل', description_en: 'x' };

  it('picks the field in the given language', () => {
    expect(localized(row, 'name', 'en')).toBe('Onion');
    expect(localized(row, 'name', 'fr')).toBe('Oignon');
    expect(localized(row, 'name', 'ar')).toBe('بصل');
  });
});
