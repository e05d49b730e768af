import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * How the first interface language is chosen without a server-rendered one (public-site.md §1,
 * §4, §9): ?lang=, else the stored choice under i18nextLng, else Arabic whatever the browser
 * prefers; <html dir lang> follow, and a choice is kept in localStorage and the cookie.
 */
async function start({ url = '/', stored }: { url?: string; stored?: string } = {}) {
  localStorage.clear();
  if (stored !== undefined) localStorage.setItem('i18nextLng', stored);
  window.history.replaceState(null, '', url);
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  vi.resetModules();
  const module = await import('./index.ts');
  const client = await import('./client-language.tsx');
  const language = module.chosenLanguage(window.location.search);
  if (module.languageInQuery(window.location.search)) module.rememberLanguage(language);
  await client.startLanguage(language, undefined);
  const i18n = {
    resolvedLanguage: client.currentLanguage(),
    changeLanguage: client.changeLanguage,
  };
  return { ...module, i18n };
}

const html = () => ({
  lang: document.documentElement.lang,
  dir: document.documentElement.dir,
});

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

const run = start;

describe('first language', () => {
  it('is Arabic, right-to-left, on a first visit', async () => {
    const { i18n } = await run();
    expect(i18n.resolvedLanguage).toBe('ar');
    expect(html()).toEqual({ lang: 'ar', dir: 'rtl' });
  });

  it("is Arabic whatever the browser's languages say", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'en-US']);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-FR');
    const { i18n } = await run();
    expect(i18n.resolvedLanguage).toBe('ar');
  });

  it('is the stored choice of an earlier visit, left-to-right for French and English', async () => {
    const { i18n } = await run({ stored: 'fr' });
    expect(i18n.resolvedLanguage).toBe('fr');
    expect(html()).toEqual({ lang: 'fr', dir: 'ltr' });

    const again = await run({ stored: 'en' });
    expect(again.i18n.resolvedLanguage).toBe('en');
    expect(html()).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('ignores a stored value that is not one of ar, fr, en', async () => {
    const { i18n } = await run({ stored: 'de' });
    expect(i18n.resolvedLanguage).toBe('ar');
    expect(html()).toEqual({ lang: 'ar', dir: 'rtl' });
  });

  it('takes ?lang= over the stored choice, and stores it', async () => {
    const { i18n } = await run({ url: '/recipes?lang=en', stored: 'fr' });
    expect(i18n.resolvedLanguage).toBe('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(html()).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('ignores an unknown ?lang= and keeps the stored choice', async () => {
    const { i18n } = await run({ url: '/?lang=xx', stored: 'fr' });
    expect(i18n.resolvedLanguage).toBe('fr');
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
  });

  it('still starts (in Arabic) when storage is blocked', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const { i18n } = await run();
    expect(i18n.resolvedLanguage).toBe('ar');
    expect(html()).toEqual({ lang: 'ar', dir: 'rtl' });
  });
});

describe('choosing a language', () => {
  it('stores it under i18nextLng and turns the page around', async () => {
    const { i18n } = await run();
    await i18n.changeLanguage('fr');
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
    expect(html()).toEqual({ lang: 'fr', dir: 'ltr' });

    await i18n.changeLanguage('ar');
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
    expect(html()).toEqual({ lang: 'ar', dir: 'rtl' });
  });

  it('is remembered by the next visit, and in the cookie the server renders pages by', async () => {
    const { i18n } = await run();
    await i18n.changeLanguage('en');
    expect(document.cookie).toContain('i18nextLng=en');
    // A new page load, without ?lang=: the stored choice wins over the Arabic default.
    const reloaded = await run({ stored: localStorage.getItem('i18nextLng') ?? undefined });
    expect(reloaded.i18n.resolvedLanguage).toBe('en');
  });
});

describe('helpers', () => {
  it('textDirection is rtl for Arabic only', async () => {
    const { textDirection } = await import('./index.ts');
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('fr')).toBe('ltr');
    expect(textDirection('en')).toBe('ltr');
  });

  it('isLanguage accepts exactly ar, fr and en', async () => {
    const { isLanguage } = await import('./index.ts');
    expect(['ar', 'fr', 'en'].every((code) => isLanguage(code))).toBe(true);
    expect(isLanguage(undefined)).toBe(false);
    expect(isLanguage('')).toBe(false);
    expect(isLanguage('AR')).toBe(false);
    expect(isLanguage('en-US')).toBe(false);
  });
});
