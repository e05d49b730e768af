import { describe, expect, it } from 'vitest';
import type { RecipeCard } from '@chhiwat/core';
import { CardCache } from './card-cache.ts';

const card = (slug: string) => ({ slug }) as RecipeCard;
const cards = (...ids: number[]) => new Map(ids.map((id) => [id, card(`r${id}`)]));

describe('the cards kept for list pages', () => {
  it('gives what it keeps and names what to read', () => {
    const cache = new CardCache();
    cache.keep(cache.startRead(), cards(1, 2));
    const { found, missing } = cache.take([2, 3, 1]);
    expect([...found.keys()]).toEqual([2, 1]);
    expect(missing).toEqual([3]);
  });

  it('drops the least recently used past its capacity', () => {
    const cache = new CardCache(2);
    cache.keep(cache.startRead(), cards(1, 2));
    cache.take([1]);
    cache.keep(cache.startRead(), cards(3));
    expect(cache.take([1, 2, 3]).missing).toEqual([2]);
  });

  it('reads a changed recipe again, and keeps nothing read from before a change', () => {
    const cache = new CardCache();
    cache.keep(cache.startRead(), cards(1, 2));
    const before = cache.startRead();
    cache.forget([1]);
    cache.keep(before, cards(5));
    expect(cache.take([1, 2, 5]).missing).toEqual([1, 5]);
    cache.forget();
    expect(cache.take([2]).missing).toEqual([2]);
  });

  it('still has the cards out of date, for when the database is away', () => {
    const cache = new CardCache();
    cache.keep(cache.startRead(), cards(1, 2));
    cache.forget();
    expect([...cache.lastKnown([1, 2, 3]).keys()]).toEqual([1, 2]);
  });
});
