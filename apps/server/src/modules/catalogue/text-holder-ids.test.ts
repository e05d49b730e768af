import { describe, expect, it } from 'vitest';
import type { Language } from '@chhiwat/core';
import { TextHolderIds } from './text-holder-ids.ts';

/** A database of recipe texts by id, whose reads are recorded. */
function fakeDatabase(texts: Map<number, string>) {
  const reads: (readonly number[] | 'all')[] = [];
  const read = async (text: string, _language: Language, among?: readonly number[]) => {
    reads.push(among ? [...among].sort((a, b) => a - b) : 'all');
    const ids = [...texts].filter(
      ([id, held]) => held.includes(text) && (!among || among.includes(id)),
    );
    return Int32Array.from(ids.map(([id]) => id)).sort();
  };
  return { read, reads };
}

describe('the recipes holding a search’s text, across catalogue versions', () => {
  it('reads a text once per version, then only the recipes a patch changed', async () => {
    const texts = new Map([
      [1, 'lamb tagine'],
      [2, 'chicken tagine'],
      [3, 'harira'],
      [4, 'fish tagine'],
    ]);
    const { read, reads } = fakeDatabase(texts);
    const holders = new TextHolderIds(read);
    expect([...(await holders.idsAt(1, 'tagine', 'en'))]).toEqual([1, 2, 4]);
    expect([...(await holders.idsAt(1, 'tagine', 'en'))]).toEqual([1, 2, 4]);

    texts.set(2, 'chicken with olives');
    texts.set(3, 'harira tagine');
    holders.moved(1, 2, [2, 3]);
    texts.set(5, 'kefta tagine');
    holders.moved(2, 4, [5]);
    expect([...(await holders.idsAt(4, 'tagine', 'en'))]).toEqual([1, 3, 4, 5]);
    expect(reads).toEqual(['all', [2, 3, 5]]);
  });

  it('reads the text whole again after a move read whole, or one no longer remembered', async () => {
    const texts = new Map([[1, 'couscous']]);
    const { read, reads } = fakeDatabase(texts);
    const holders = new TextHolderIds(read);
    await holders.idsAt(1, 'couscous', 'en');
    holders.moved(1, 2, undefined);
    texts.set(2, 'couscous tfaya');
    expect([...(await holders.idsAt(2, 'couscous', 'en'))]).toEqual([1, 2]);
    // versions 2 → 9 with no move remembered between them: a gap
    expect([...(await holders.idsAt(9, 'couscous', 'en'))]).toEqual([1, 2]);
    expect(reads).toEqual(['all', 'all', 'all']);
  });

  it('keeps each language’s text apart, and drops a failed read so the next one tries again', async () => {
    let fail = true;
    const holders = new TextHolderIds(async (text, language) => {
      if (fail) throw new Error('database away');
      return Int32Array.from(language === 'fr' ? [7] : [8]);
    });
    await expect(holders.idsAt(1, 'poulet', 'fr')).rejects.toThrow('database away');
    fail = false;
    expect([...(await holders.idsAt(1, 'poulet', 'fr'))]).toEqual([7]);
    expect([...(await holders.idsAt(1, 'poulet', 'en'))]).toEqual([8]);
  });
});
