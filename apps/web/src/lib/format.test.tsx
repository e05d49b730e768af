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

  it('words them in Arabic, each count with its plural form', () => {
    const format = duration('ar');
    expect(format(1)).toBe('دقيقة واحدة');
    expect(format(5)).toBe('5 دقائق');
    expect(format(45)).toBe('45 دقيقة');
    expect(format(120)).toBe('ساعتان');
    expect(format(90)).toBe('ساعة و30 دقيقة');
    expect(format(125)).toBe('ساعتان و5 دقائق');
  });

  it('groups a long number of hours the way the language does', () => {
    // 1 000 hours: "1,000" in English, with a (narrow) space in French.
    expect(duration('en')(60_000)).toBe('1,000 h');
    expect(duration('fr')(60_000)).toBe(`${digits('fr', 1000)} h`);
    expect(duration('fr')(60_000)).not.toBe('1000 h');
  });
});
