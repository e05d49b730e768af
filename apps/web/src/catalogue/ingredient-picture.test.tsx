import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@chhiwat/core';
import { render } from '../test/render.tsx';
import { IngredientPicture, initialOf } from './ingredient-picture.tsx';

const picture = (
  slug: string,
  imageUrl: string | null,
  name = 'Cumin',
  language: Language = 'en',
) => (
  <IngredientPicture
    slug={slug}
    imageUrl={imageUrl}
    name={name}
    language={language}
    color="#dc2626"
    size={48}
  />
);

describe('IngredientPicture', () => {
  it('shows the uploaded photo first, even for an ingredient the set draws', () => {
    const { container, unmount } = render(picture('tomatoes', '/media/tomato.jpg'));
    const img = container.querySelector('img');
    expect(img?.dataset.picture).toBe('photo');
    expect(img?.getAttribute('src')).toContain('/media/tomato');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('width')).toBe('48');
    expect(img?.getAttribute('height')).toBe('48');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('decoding')).toBe('async');
    unmount();
  });

  it('falls back to the drawing when the photo fails to load', () => {
    const { container, unmount } = render(picture('tomatoes', '/media/broken.jpg'));
    act(() => container.querySelector('img')?.dispatchEvent(new Event('error')));
    const img = container.querySelector('img');
    expect(img?.dataset.picture).toBe('drawing');
    expect(img?.getAttribute('src')).toBe('/ingredient-pictures/tomatoes.svg');
    unmount();
  });

  it('without a photo, shows the set’s drawing of a mapped ingredient', () => {
    const { container, unmount } = render(picture('garlic', null, 'Garlic'));
    const img = container.querySelector('img');
    expect(img?.dataset.picture).toBe('drawing');
    expect(img?.getAttribute('src')).toBe('/ingredient-pictures/garlic.svg');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('width')).toBe('48');
    expect(container.querySelector('svg')).toBeNull();
    unmount();
  });

  it('without photo or drawing, draws the initial in the category colour, hidden from readers', () => {
    const { container, unmount } = render(picture('some-new-spice', null, 'Sumac'));
    expect(container.querySelector('img')).toBeNull();
    const svg = container.querySelector('svg');
    expect(svg?.dataset.picture).toBe('initial');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('viewBox')).toBe('0 0 48 48');
    expect(svg?.getAttribute('width')).toBe('48');
    expect(svg?.querySelector('text')?.textContent).toBe('S');
    expect(svg?.querySelector('rect')?.getAttribute('fill')).toBe('#dc2626');
    expect(svg?.hasAttribute('style')).toBe(false);
    unmount();
  });

  it('writes the initial of the name in the current language', () => {
    const names: [Language, string, string][] = [
      ['en', 'Ground cumin', 'G'],
      ['fr', 'cumin moulu', 'C'],
      ['fr', 'Épinards', 'É'],
      ['fr', 'Œufs', 'Œ'],
      ['ar', 'الكمون', 'ك'],
      ['ar', 'بصل', 'ب'],
      ['ar', 'أكارع البقر', 'أ'],
    ];
    for (const [language, name, initial] of names) {
      const { container, unmount } = render(picture('cumin', null, name, language));
      expect(container.querySelector('text')?.textContent, name).toBe(initial);
      unmount();
    }
    expect(initialOf('  ', 'en')).toBe('·');
  });

  it('hydrates the server’s markup without a mismatch, in every branch', () => {
    const tree = (
      <div>
        {picture('carrots', null, 'جزر', 'ar')}
        {picture('cumin', null, 'الكمون', 'ar')}
        {picture('eggs', '/media/eggs.jpg', 'بيض', 'ar')}
      </div>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    const serverHtml = container.innerHTML;
    const onRecoverableError = vi.fn();
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, tree, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverHtml);
    act(() => root?.unmount());
  });
});
