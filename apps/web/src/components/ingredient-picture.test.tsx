import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

/**
 * The test DOM loads no image: each one reads as complete, with the natural width given here
 * (0 = it failed, as a missing drawing does), or as still loading.
 */
function imagesLoad(as: 'loaded' | 'broken' | 'loading') {
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(
    as === 'loaded' ? 32 : 0,
  );
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(as !== 'loading');
}

const fireError = (element: Element | null | undefined) =>
  act(() => element?.dispatchEvent(new Event('error')));

afterEach(() => vi.restoreAllMocks());

describe('IngredientPicture', () => {
  beforeEach(() => imagesLoad('loaded'));

  it('shows the uploaded photo first', () => {
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
    fireError(container.querySelector('img'));
    const img = container.querySelector('img');
    expect(img?.dataset.picture).toBe('drawing');
    expect(img?.getAttribute('src')).toBe('/ingredient-pictures/tomatoes.svg');
    unmount();
  });

  it('without a photo, shows the drawing the build wrote for the slug, whatever the slug', () => {
    for (const slug of ['garlic', 'cumin', 'some-new-spice']) {
      const { container, unmount } = render(picture(slug, null, 'Garlic'));
      const img = container.querySelector('img');
      expect(img?.dataset.picture).toBe('drawing');
      expect(img?.getAttribute('src')).toBe(`/ingredient-pictures/${slug}.svg`);
      expect(img?.getAttribute('alt')).toBe('');
      expect(img?.getAttribute('width')).toBe('48');
      expect(img?.getAttribute('height')).toBe('48');
      expect(container.querySelector('svg')).toBeNull();
      unmount();
    }
  });

  it('draws the initial in the category colour when the drawing fails to load, at the same size', () => {
    const { container, unmount } = render(picture('some-new-spice', null, 'Sumac'));
    fireError(container.querySelector('img'));
    expect(container.querySelector('img')).toBeNull();
    const svg = container.querySelector('svg');
    expect(svg?.dataset.picture).toBe('initial');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('viewBox')).toBe('0 0 48 48');
    expect(svg?.getAttribute('width')).toBe('48');
    expect(svg?.getAttribute('height')).toBe('48');
    expect(svg?.querySelector('text')?.textContent).toBe('S');
    expect(svg?.querySelector('rect')?.getAttribute('fill')).toBe('#dc2626');
    expect(svg?.hasAttribute('style')).toBe(false);
    unmount();
  });

  it('goes from a broken photo to a broken drawing to the initial', () => {
    const { container, unmount } = render(picture('some-new-spice', '/media/broken.jpg'));
    fireError(container.querySelector('img'));
    expect(container.querySelector('img')?.dataset.picture).toBe('drawing');
    fireError(container.querySelector('img'));
    expect(container.querySelector('[data-picture]')?.getAttribute('data-picture')).toBe('initial');
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
      fireError(container.querySelector('img'));
      expect(container.querySelector('text')?.textContent, name).toBe(initial);
      unmount();
    }
    expect(initialOf('  ', 'en')).toBe('·');
  });
});

describe('IngredientPicture rendered by the server', () => {
  const tree = (
    <div>
      {picture('carrots', null, 'جزر', 'ar')}
      {picture('an-ingredient-added-later', null, 'الكمون', 'ar')}
      {picture('eggs', '/media/eggs.jpg', 'بيض', 'ar')}
    </div>
  );

  /** Hydrates the server's markup of `tree`; returns the container and whether React complained. */
  function hydrate() {
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    const serverHtml = container.innerHTML;
    const onRecoverableError = vi.fn();
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, tree, { onRecoverableError });
    });
    return { container, serverHtml, onRecoverableError, unmount: () => act(() => root?.unmount()) };
  }

  const kinds = (container: HTMLElement) =>
    [...container.querySelectorAll('[data-picture]')].map((element) =>
      element.getAttribute('data-picture'),
    );

  it('hydrates without a mismatch, keeping what loaded', () => {
    imagesLoad('loaded');
    const { container, serverHtml, onRecoverableError, unmount } = hydrate();
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverHtml);
    expect(kinds(container)).toEqual(['drawing', 'drawing', 'photo']);
    unmount();
  });

  it('keeps a lazy image that has not loaded yet', () => {
    imagesLoad('loading');
    const { container, onRecoverableError, unmount } = hydrate();
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(kinds(container)).toEqual(['drawing', 'drawing', 'photo']);
    unmount();
  });

  it('replaces an image that failed before hydration, once mounted, at the same size', () => {
    // the drawing of an ingredient added later does not exist: its error came before React listened
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockImplementation(function (
      this: HTMLImageElement,
    ) {
      return this.src.includes('added-later') ? 0 : 32;
    });
    const { container, onRecoverableError, unmount } = hydrate();
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(kinds(container)).toEqual(['drawing', 'initial', 'photo']);
    const tile = container.querySelector('[data-picture="initial"]');
    expect(tile?.getAttribute('width')).toBe('48');
    expect(tile?.getAttribute('height')).toBe('48');
    expect(tile?.querySelector('text')?.textContent).toBe('ك');
    unmount();
  });

  it('does not take an image still showing its previous request for a broken one', () => {
    imagesLoad('broken');
    vi.spyOn(HTMLImageElement.prototype, 'currentSrc', 'get').mockReturnValue(
      'http://localhost/an-earlier-source.jpg',
    );
    const { container, unmount } = hydrate();
    expect(kinds(container)).toEqual(['drawing', 'drawing', 'photo']);
    unmount();
  });
});
