import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SmallestKeys, topK } from './top-k.ts';

describe('topK', () => {
  it('equals sorting everything and taking the first k', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1000, max: 1000 }), { maxLength: 400 }),
        fc.integer({ min: 0, max: 50 }),
        (items, k) => {
          const compare = (a: number, b: number) => a - b;
          expect(topK(items, k, compare)).toEqual([...items].sort(compare).slice(0, k));
        },
      ),
    );
  });
});

describe('SmallestKeys', () => {
  it('keeps the k smallest numbers pushed, smallest first', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 0, max: 20 }), (values, k) => {
        const keys = new SmallestKeys(k);
        for (const value of values) keys.push(value);
        expect(Array.from(keys.sorted())).toEqual([...values].sort((a, b) => a - b).slice(0, k));
      }),
    );
  });

  it('admits exactly the numbers a push would keep', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 30 })),
        fc.integer({ min: 0, max: 6 }),
        (values, k) => {
          const keys = new SmallestKeys(k);
          for (const value of values) {
            const before = Array.from(keys.sorted());
            const admitted = keys.admits(value);
            keys.push(value);
            expect(Array.from(keys.sorted()).join() !== before.join()).toBe(admitted);
          }
        },
      ),
    );
  });
});
