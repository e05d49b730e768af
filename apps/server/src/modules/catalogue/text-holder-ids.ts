import type { Language } from '@chhiwat/core';

/** Reads the ids of the recipes holding a search's text (among some recipes only, if given). */
export type ReadTextHolders = (
  text: string,
  language: Language,
  among?: readonly number[],
) => Promise<Int32Array>;

/** A move of the catalogue: the recipes it changed, undefined when it was read again whole. */
interface Move {
  from: number;
  to: number;
  changedIds: readonly number[] | undefined;
}

/** Moves remembered: a search last asked further back is read again whole. */
const KEPT_MOVES = 64;

/**
 * The recipes holding each recent search's text, as ascending ids, per catalogue version. A text is
 * read once; after a patch, only the recipes the patch changed are asked again (a write changes a
 * few recipes, and a common word's full read is 100–300 ms of the database's CPU at a million
 * recipes: issue #42). A move read whole, or one not remembered, reads the text again whole.
 */
export class TextHolderIds {
  private readonly kept = new Map<string, { version: number; ids: Promise<Int32Array> }>();
  private readonly moves: Move[] = [];

  constructor(
    private readonly read: ReadTextHolders,
    private readonly capacity = 32,
  ) {}

  moved(from: number, to: number, changedIds: readonly number[] | undefined) {
    this.moves.push({ from, to, changedIds });
    if (this.moves.length > KEPT_MOVES) this.moves.shift();
  }

  /** The ids holding `text` in `language` at catalogue `version`, ascending. */
  idsAt(version: number, text: string, language: Language): Promise<Int32Array> {
    const key = `${language} ${text}`;
    const kept = this.kept.get(key);
    this.kept.delete(key);
    if (kept?.version === version) {
      this.kept.set(key, kept);
      return kept.ids;
    }
    const changed = kept && this.changedBetween(kept.version, version);
    const ids = changed
      ? kept.ids.then(async (before) =>
          merged(before, changed, await this.read(text, language, [...changed])),
        )
      : this.read(text, language);
    this.kept.set(key, { version, ids });
    ids.catch(() => {
      if (this.kept.get(key)?.ids === ids) this.kept.delete(key);
    });
    if (this.kept.size > this.capacity) this.kept.delete(this.kept.keys().next().value as string);
    return ids;
  }

  /** The recipes changed from one version to another, if every move between them was a patch. */
  private changedBetween(from: number, to: number): Set<number> | undefined {
    const changed = new Set<number>();
    let at = from;
    for (const move of this.moves) {
      if (at === to) break;
      if (move.from !== at) continue;
      if (!move.changedIds) return undefined;
      for (const id of move.changedIds) changed.add(id);
      at = move.to;
    }
    return at === to ? changed : undefined;
  }
}

/** `before` without the changed recipes, with those of them holding the text now. */
function merged(before: Int32Array, changed: Set<number>, now: Int32Array): Int32Array {
  const unchanged = before.filter((id) => !changed.has(id));
  const ids = new Int32Array(unchanged.length + now.length);
  ids.set(unchanged);
  ids.set(now, unchanged.length);
  return ids.sort();
}
