import { describe, expect, it } from 'vitest';
import { median } from './table.ts';

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones, and leaves its input as it was', () => {
    const values = [30, 10, 20];
    expect(median(values)).toBe(20);
    expect(values).toEqual([30, 10, 20]);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});
