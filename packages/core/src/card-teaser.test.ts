import { describe, expect, it } from 'vitest';
import { cardTeaser, TEASER_MAX } from './card-teaser.ts';

describe('a card’s teaser', () => {
  it('keeps the first sentence of a description, in any of the three languages', () => {
    expect(cardTeaser('A Friday classic. Serve it hot.')).toBe('A Friday classic.');
    expect(cardTeaser('Un classique du vendredi ! À servir chaud.')).toBe(
      'Un classique du vendredi !',
    );
    expect(cardTeaser('طبق الجمعة. يقدم ساخنا.')).toBe('طبق الجمعة.');
    expect(cardTeaser('Version 2.5 of a dish')).toBe('Version 2.5 of a dish');
  });

  it('cuts a long sentence at a word, never past the limit', () => {
    const long = `${'slow-cooked lamb with prunes '.repeat(10)}and almonds.`;
    const teaser = cardTeaser(long);
    expect(teaser.length).toBeLessThanOrEqual(TEASER_MAX);
    expect(teaser.endsWith('…')).toBe(true);
    expect(long.startsWith(teaser.slice(0, -1))).toBe(true);
    expect(teaser.at(-2)).not.toBe(' ');
  });

  it('leaves a short description as it is', () => {
    expect(cardTeaser('  Mint tea  ')).toBe('Mint tea');
    expect(cardTeaser('')).toBe('');
  });
});
