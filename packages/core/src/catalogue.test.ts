import { describe, expect, it } from 'vitest';
import { smallImageUrl } from './catalogue.ts';

describe('smallImageUrl', () => {
  it('names the small copy of an image we store, and nothing for one hosted elsewhere', () => {
    expect(smallImageUrl('/media/recipe-images/recipe-1-2-ab.webp')).toBe(
      '/media/recipe-images/recipe-1-2-ab-w480.webp',
    );
    expect(smallImageUrl('/media/recipe-images/recipe-1-2-ab-w480.webp')).toBeUndefined();
    expect(smallImageUrl('https://cdn.example.com/tagine.webp')).toBeUndefined();
    expect(smallImageUrl('/media/recipe-images/../secret.webp')).toBeUndefined();
    expect(smallImageUrl(null)).toBeUndefined();
  });
});
