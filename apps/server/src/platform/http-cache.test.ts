import { describe, expect, it } from 'vitest';
import { namesAnyTag } from './http-cache.ts';

describe('If-None-Match', () => {
  const tags = ['"abc-br"', '"abc"'];

  it('names a tag among several, with or without spaces', () => {
    expect(namesAnyTag('"zzz", "abc-br"', tags)).toBe(true);
    expect(namesAnyTag('"zzz","abc"', tags)).toBe(true);
  });

  it('compares weakly: W/ names the same tag', () => {
    expect(namesAnyTag('W/"abc"', tags)).toBe(true);
  });

  it('takes * as any current representation', () => {
    expect(namesAnyTag('*', tags)).toBe(true);
  });

  it('names nothing when absent, empty or another tag', () => {
    expect(namesAnyTag(undefined, tags)).toBe(false);
    expect(namesAnyTag('', tags)).toBe(false);
    expect(namesAnyTag('"abc-gzip"', tags)).toBe(false);
    expect(namesAnyTag('"ab"', tags)).toBe(false);
  });
});
