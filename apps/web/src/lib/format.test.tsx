import { describe, expect, it } from 'vitest';
import type { Language } from '@chhiwat/core';
import { renderHook } from '../test/render.tsx';
import { useDuration } from './format.ts';

function duration(language: Language) {
  const { result, unmount } = renderHook(() => useDuration(), { language });
  unmount();
  return result.current;
}

/** The digits the code asks the platform for: Intl's own for that language. */
const digits = (language: Language, n: number) => new Intl.NumberFormat(language).format(n);

describe('useDuration', () => {
  it('words minutes, whole hours and hours with minutes in English', () => {
    const format = duration('en');
    expect(format(0)).toBe('0 min');
    expect(format(45)).toBe('45 min');
    expect(format(59)).toBe('59 min');
    expect(format(60)).toBe('1 h');
    expect(format(90)).toBe('1 h 30 min');
    expect(format(120)).toBe('2 h');
    expect(format(125)).toBe('2 h 5 min');
  });

  it('words them in French', () => {
    const format = duration('fr');
    expect(format(45)).toBe('45 min');
    expect(format(180)).toBe('3 h');
    expect(format(75)).toBe('1 h 15 min');
  });

  it('words them in Arabic, with the Arabic locale’s digits', () => {
    const format = duration('ar');
    expect(format(45)).toBe(`${digits('ar', 45)} دقيقة`);
    expect(format(120)).toBe(`${digits('ar', 2)} ساعة`);
    expect(format(90)).toBe(`${digits('ar', 1)} ساعة و${digits('ar', 30)} دقيقة`);
  });

  it('groups a long number of hours the way the language does', () => {
    // 1 000 hours: "1,000" in English, with a (narrow) space in French.
    expect(duration('en')(60_000)).toBe('1,000 h');
    expect(duration('fr')(60_000)).toBe(`${digits('fr', 1000)} h`);
    expect(duration('fr')(60_000)).not.toBe('1000 h');
  });
});
