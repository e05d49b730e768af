import { describe, expect, it } from 'vitest';
import { timedSteps, withMinutesAt } from './recipe-step-minutes.ts';

describe('timedSteps', () => {
  it('are the English steps, one a line, blank lines aside', () => {
    expect(
      timedSteps({ instructions_en: 'Brown the meat.\n\n  Simmer.  \n', instructions_fr: 'Un.' }),
    ).toEqual({ language: 'English', steps: ['Brown the meat.', 'Simmer.'] });
  });

  it('else those of the first language written', () => {
    expect(timedSteps({ instructions_en: ' ', instructions_fr: 'Dorer.\nMijoter.' })).toEqual({
      language: 'French',
      steps: ['Dorer.', 'Mijoter.'],
    });
    expect(timedSteps({ instructions_ar: 'حمري اللحم.' })).toEqual({
      language: 'Arabic',
      steps: ['حمري اللحم.'],
    });
    expect(timedSteps({})).toEqual({ language: 'English', steps: [] });
  });
});

describe('withMinutesAt', () => {
  it('sets one step’s timer, the others keeping their positions', () => {
    expect(withMinutesAt([], 2, 40)).toEqual([0, 0, 40]);
    expect(withMinutesAt([0, 0, 40], 0, 10)).toEqual([10, 0, 40]);
    expect(withMinutesAt([10, 0, 40], 1, 5)).toEqual([10, 5, 40]);
  });

  it('ends at the last timer: clearing it drops the zeros after the one before', () => {
    expect(withMinutesAt([10, 0, 40], 2, 0)).toEqual([10]);
    expect(withMinutesAt([40], 0, 0)).toEqual([]);
    expect(withMinutesAt([10, 0, 40], 0, 0)).toEqual([0, 0, 40]);
  });
});
