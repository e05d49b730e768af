import { describe, expect, it } from 'vitest';
import { parseScale, parseScales, scaleArgument, scaleLabel } from './sizes.ts';

describe('scale sizes', () => {
  it('reads 10k, 100k and 1M, in either case, and plain counts', () => {
    expect(parseScale('10k')).toBe(10_000);
    expect(parseScale('100K')).toBe(100_000);
    expect(parseScale('1M')).toBe(1_000_000);
    expect(parseScale('2500')).toBe(2500);
  });

  it('refuses anything else, naming it', () => {
    expect(() => parseScale('1G')).toThrow('"1G"');
    expect(() => parseScale('0')).toThrow('"0"');
    expect(() => parseScale('-5k')).toThrow('"-5k"');
  });

  it('reads a list in order without repeats, 100k when none is given', () => {
    expect(parseScales('100k,10k,100000')).toEqual([100_000, 10_000]);
    expect(parseScales(undefined)).toEqual([100_000]);
  });

  it('labels a size as it is written on the command line', () => {
    expect([10_000, 100_000, 1_000_000, 2500].map(scaleLabel)).toEqual([
      '10k',
      '100k',
      '1M',
      '2500',
    ]);
  });

  it('finds the flag with its value, alone, or joined with =', () => {
    expect(scaleArgument(['node', 'run.ts', '--scale', '10k,100k'])).toBe('10k,100k');
    expect(scaleArgument(['node', 'run.ts', '--scale', '--fresh'])).toBe('100k');
    expect(scaleArgument(['node', 'run.ts', '--scale'])).toBe('100k');
    expect(scaleArgument(['node', 'run.ts', '--scale=1M'])).toBe('1M');
    expect(scaleArgument(['node', 'run.ts', '--quick'])).toBeUndefined();
  });
});
