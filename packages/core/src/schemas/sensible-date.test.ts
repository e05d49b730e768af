import { describe, expect, it } from 'vitest';
import { blogPostInputSchema } from './blog.ts';
import { isSensibleDate, sensibleDate } from './sensible-date.ts';
import { errorsOf } from './test-helpers.ts';

describe('sensible dates', () => {
  it('accepts instants from 1970 to 9999 (UTC)', () => {
    for (const date of [
      '1970-01-01T00:00:00.000Z',
      '2025-03-14T09:00:00+01:00',
      '9999-12-31T23:59:59.999Z',
    ]) {
      expect(isSensibleDate(date), date).toBe(true);
    }
  });

  it('refuses year 0, the years before 1970, and instants past 9999 in UTC', () => {
    for (const date of [
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:00:00Z',
      '1969-12-31T23:59:59.999Z',
      '1970-01-01T00:30:00+01:00',
      '9999-12-31T23:00:00-05:00',
    ]) {
      expect(isSensibleDate(date), date).toBe(false);
    }
  });

  it('names the field and the rule', () => {
    const since = sensibleDate('since');
    expect(errorsOf(since, '0000-01-01T00:00:00Z')).toEqual({
      body: 'since must be between the years 1970 and 9999',
    });
    expect(errorsOf(since, '2025-02-30T00:00:00Z')).toEqual({
      body: 'since must be an ISO date-time',
    });
    expect(errorsOf(since, '2025-02-28')).toEqual({ body: 'since must be an ISO date-time' });
  });

  it('keeps a blog post date backdatable, but not to year 0', () => {
    const post = (published_at: string) => ({ title_en: 'Mint tea', published_at });
    expect(errorsOf(blogPostInputSchema, post('1998-06-01T12:00:00Z'))).toEqual({});
    expect(errorsOf(blogPostInputSchema, post('0000-06-01T12:00:00Z'))).toEqual({
      published_at: 'Publish date must be between the years 1970 and 9999',
    });
  });
});
