import { describe, expect, it } from 'vitest';
import type { Language } from '@chhiwat/core';
import { renderHook } from '../../test/render.tsx';
import type { Post } from './api.ts';
import { usePostText } from './use-post-text.ts';

const post: Post = {
  slug: 'harira-history',
  title_en: 'The story of harira',
  title_fr: "L'histoire de la harira",
  title_ar: '',
  excerpt_en: 'A soup for Ramadan',
  excerpt_fr: '',
  excerpt_ar: 'حساء رمضان',
  content_en: '<p>Long ago…</p>',
  content_fr: '<p>Il y a longtemps…</p>',
  content_ar: '<p>منذ زمن…</p>',
  image_url: null,
  category: 'history',
  tags: [],
  published_at: '2025-01-15T10:00:00.000Z',
  updated_at: '2025-01-15T10:00:00.000Z',
  category_name_en: 'History',
  category_name_fr: 'Histoire',
  category_name_ar: null,
  category_color: null,
  category_icon: null,
};

function postText(language: Language) {
  const { result, unmount } = renderHook(() => usePostText(), { language });
  unmount();
  return result.current;
}

describe('usePostText', () => {
  it('gives the texts in the interface language', () => {
    const fr = postText('fr');
    expect(fr.language).toBe('fr');
    expect(fr.text(post, 'title')).toBe("L'histoire de la harira");
    expect(fr.text(post, 'content')).toBe('<p>Il y a longtemps…</p>');
    expect(postText('ar').text(post, 'excerpt')).toBe('حساء رمضان');
  });

  it('falls back to English where a translation is empty', () => {
    expect(postText('ar').text(post, 'title')).toBe('The story of harira');
    expect(postText('fr').text(post, 'excerpt')).toBe('A soup for Ramadan');
  });

  it('names the category in the language, else by its slug', () => {
    expect(postText('fr').category(post)).toBe('Histoire');
    expect(postText('en').category(post)).toBe('History');
    expect(postText('ar').category(post)).toBe('history');
  });

  it('writes the publication date in long form, per language', () => {
    expect(postText('en').date(post.published_at)).toBe('January 15, 2025');
    expect(postText('fr').date(post.published_at)).toBe('15 janvier 2025');
    const ar = postText('ar').date(post.published_at);
    expect(ar).toContain('يناير');
    expect(ar).toBe(
      new Intl.DateTimeFormat('ar', { dateStyle: 'long' }).format(new Date(post.published_at)),
    );
  });
});
