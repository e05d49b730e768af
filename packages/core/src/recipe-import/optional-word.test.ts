import { describe, expect, it } from 'vitest';
import { withoutOptionalWord } from './optional-word.ts';

describe('withoutOptionalWord', () => {
  it.each([
    ['optional', null],
    ['Optional', null],
    ['(optional)', null],
    ['facultatif', null],
    ['(facultatif)', null],
    ['facultative', null],
    ['optionnel', null],
    ['اختياري', null],
    ['(اختياري)', null],
    ['optional, for garnish', 'for garnish'],
    ['finely chopped, (optional)', 'finely chopped'],
    ['hachée, facultatif, pour décorer', 'hachée, pour décorer'],
  ])('%s: optional, the note left is %j', (note, left) =>
    expect(withoutOptionalWord(note)).toEqual({ optional: true, note: left }),
  );

  it('leaves any other note as it is', () => {
    for (const note of ['chopped', 'to taste', 'optionality', 'non-optional?', 'حسب الذوق'])
      expect(withoutOptionalWord(note), note).toEqual({ optional: false, note });
    expect(withoutOptionalWord(null)).toEqual({ optional: false, note: null });
  });
});
