import { forEachGroupHad, type KeyGroupedPostings, type PostingLists } from './recipe-lines.ts';

/**
 * What a visitor's kitchen adds to each recipe of a `MatchIndex`, as counts, so that ranking reads
 * a few bytes per candidate instead of its lines (at a million recipes the candidates sit far
 * apart, and each one's lines cost a trip to memory).
 *
 * Most visitors count the catalogue's staples, and the swaps those staples allow alone (butter
 * by olive oil, honey by sugar) do not depend on the picks: the counts of both are made once per
 * kitchen (`tableOf`) and kept. A query then walks only what its picks change (`addSwapChange`):
 * a swap a pick enables, a better rule a pick allows, or a swapped ingredient that was picked.
 */
export interface KitchenTable {
  /** Required and optional lines of a staple; bonus bits of those lines (REQUIRED_BONUS…). */
  stapleRequired: Uint8Array;
  stapleOptional: Uint8Array;
  stapleBonus: Uint8Array;
  /**
   * Key lines neither a staple nor swapped by the staples alone, and one bit per recipe with none
   * left. A line the staples swap alone is always had: its swap stays allowed whatever is picked,
   * and if its ingredient is picked, it is had anyway.
   */
  keysLeft: Uint8Array;
  keysCovered: Int32Array;
  /** Lines swapped by the staples alone, their credit (required, optional), bonus bits. */
  swapRequired: Uint8Array;
  swapOptional: Uint8Array;
  swapCreditRequired: Uint16Array;
  swapCreditOptional: Uint16Array;
  swapBonus: Uint8Array;
  /** Ingredient number → credit of each swap the staples allow alone. */
  swapped: ReadonlyMap<number, number>;
  /**
   * Required lines neither a staple nor swapped by the staples alone: what is left to buy before
   * the picks, so a candidate's "can make" and its least possible rank read two numbers.
   */
  requiredLeft: Int16Array;
}

/** A kitchen as the table sees it: its staples and the swaps they allow alone, by number. */
export interface StaticKitchen {
  /** Ascending. */
  staples: readonly number[];
  /** Ingredient number → credit, in ascending numbers. */
  swaps: ReadonlyMap<number, number>;
  /** The two in one text: the kitchen's table is kept under it. */
  key: string;
}

/** Which lines of a recipe hold an ingredient of the spec's bonus list (required, optional). */
export const REQUIRED_BONUS = 1;
export const OPTIONAL_BONUS = 2;
/** Kitchens whose tables are kept (the catalogue's, and a few visitors' own staples). */
const KEPT_TABLES = 3;

interface Lines {
  /** Grouped by the recipes' key, so a query's change skips the recipes it cannot reach. */
  required: KeyGroupedPostings;
  optional: PostingLists;
  keys: PostingLists;
  /** 1 for an ingredient of the spec's bonus list, by ingredient number. */
  isBonus: Uint8Array;
  /** Required lines per recipe. */
  requiredCount: Uint8Array;
  /** Key lines per recipe, and one bit per recipe that has none. */
  keyCount: Uint8Array;
  keyless: Int32Array;
}

/** One swap's change for a query: its lines in or out (+1, -1), and its credit's change. */
export interface SwapChange {
  id: number;
  lines: number;
  credit: number;
}

export class KitchenCounts {
  private readonly tables = new Map<string, KitchenTable>();
  /** This query's changes to its table's swaps, per candidate recipe. */
  readonly swapRequired: Int8Array;
  readonly swapOptional: Int8Array;
  readonly swapCredit: Int16Array;
  readonly swapBonus: Uint8Array;
  private changed = false;

  constructor(
    private readonly size: number,
    private readonly lines: Lines,
  ) {
    this.swapRequired = new Int8Array(size);
    this.swapOptional = new Int8Array(size);
    this.swapCredit = new Int16Array(size);
    this.swapBonus = new Uint8Array(size);
  }

  /** The kitchen's table, made on first use and kept. */
  tableOf(kitchen: StaticKitchen): KitchenTable {
    const { key } = kitchen;
    const kept = this.tables.get(key);
    if (kept) {
      this.tables.delete(key);
      this.tables.set(key, kept);
      return kept;
    }
    const table = this.makeTable(kitchen);
    this.tables.set(key, table);
    if (this.tables.size > KEPT_TABLES)
      this.tables.delete(this.tables.keys().next().value as string);
    return table;
  }

  /**
   * Adds one swap's change to the recipes of `within` (one bit per recipe: the candidates, whose
   * counts alone are read); its optional lines only when they count. A candidate's keys are had,
   * so its required lines are walked only in the key groups whose ingredient is `marked` (non-zero
   * by ingredient number), and the keyless. A swapped ingredient that is picked keeps its
   * bonus bits: the pick then sets the recipe's own bonus, which the score reads first.
   */
  addSwapChange(
    change: SwapChange,
    includeOptional: boolean,
    within: Int32Array,
    marked: Uint8Array,
  ) {
    this.changed = true;
    const bonus = this.lines.isBonus[change.id] === 1 && change.lines > 0;
    const { required, optional } = this.lines;
    const bit = bonus ? REQUIRED_BONUS : 0;
    forEachGroupHad(required, change.id, marked, (from, to) =>
      this.addChange(required.recipes, from, to, change, within, this.swapRequired, bit),
    );
    if (!includeOptional) return;
    const from = optional.start[change.id] as number;
    const to = optional.start[change.id + 1] as number;
    const optionalBit = bonus ? OPTIONAL_BONUS : 0;
    this.addChange(optional.recipes, from, to, change, within, this.swapOptional, optionalBit);
  }

  /** Whether this query changed any swap (else its change arrays are all zeros). */
  get hasChanges(): boolean {
    return this.changed;
  }

  resetSwaps() {
    if (!this.changed) return;
    this.swapRequired.fill(0);
    this.swapOptional.fill(0);
    this.swapCredit.fill(0);
    this.swapBonus.fill(0);
    this.changed = false;
  }

  /** Bytes held (a kitchen of nothing counted as a full table: an upper bound). */
  byteSize(): number {
    const perTable = 13 * this.size + this.lines.keyless.byteLength;
    return this.tables.size * perTable + this.size * 5;
  }

  private makeTable(kitchen: StaticKitchen): KitchenTable {
    if (!kitchen.staples.length && !kitchen.swaps.size) return this.emptyTable();
    const { required, optional, keys, isBonus, keyCount, keyless, requiredCount } = this.lines;
    const n = this.size;
    const table = {
      requiredLeft: Int16Array.from(requiredCount),
      stapleRequired: new Uint8Array(n),
      stapleOptional: new Uint8Array(n),
      stapleBonus: new Uint8Array(n),
      keysLeft: keyCount.slice(),
      keysCovered: new Int32Array(keyless.length),
      swapRequired: new Uint8Array(n),
      swapOptional: new Uint8Array(n),
      swapCreditRequired: new Uint16Array(n),
      swapCreditOptional: new Uint16Array(n),
      swapBonus: new Uint8Array(n),
      swapped: kitchen.swaps,
    };
    const countLines = (
      id: number,
      into: { required: Uint8Array; optional: Uint8Array; bonus: Uint8Array },
    ) => {
      const bonus = isBonus[id] === 1;
      add(required, id, into.required, into.bonus, bonus ? REQUIRED_BONUS : 0);
      add(optional, id, into.optional, into.bonus, bonus ? OPTIONAL_BONUS : 0);
      forEachRecipe(
        keys,
        id,
        (ordinal) => (table.keysLeft[ordinal] = (table.keysLeft[ordinal] as number) - 1),
      );
    };
    const staples = {
      required: table.stapleRequired,
      optional: table.stapleOptional,
      bonus: table.stapleBonus,
    };
    for (const id of kitchen.staples) countLines(id, staples);
    const swaps = {
      required: table.swapRequired,
      optional: table.swapOptional,
      bonus: table.swapBonus,
    };
    for (const [id, credit] of kitchen.swaps) {
      countLines(id, swaps);
      const addCredit = (lists: PostingLists, credits: Uint16Array) =>
        forEachRecipe(lists, id, (ordinal) => {
          credits[ordinal] = (credits[ordinal] as number) + credit;
        });
      addCredit(required, table.swapCreditRequired);
      addCredit(optional, table.swapCreditOptional);
    }
    table.keysLeft.forEach((left, ordinal) => {
      if (left === 0) setBit(table.keysCovered, ordinal);
    });
    const { requiredLeft, stapleRequired, swapRequired } = table;
    for (let ordinal = 0; ordinal < n; ordinal++)
      requiredLeft[ordinal] =
        (requiredLeft[ordinal] as number) -
        (stapleRequired[ordinal] as number) -
        (swapRequired[ordinal] as number);
    return table;
  }

  /** A kitchen of nothing (no staples counted, swaps off): zeros, shared, and every key left. */
  private emptyTable(): KitchenTable {
    const { keyCount, keyless, requiredCount } = this.lines;
    const none = new Uint8Array(this.size);
    const noCredit = new Uint16Array(this.size);
    return {
      requiredLeft: Int16Array.from(requiredCount),
      stapleRequired: none,
      stapleOptional: none,
      stapleBonus: none,
      keysLeft: keyCount,
      keysCovered: keyless,
      swapRequired: none,
      swapOptional: none,
      swapCreditRequired: noCredit,
      swapCreditOptional: noCredit,
      swapBonus: none,
      swapped: new Map(),
    };
  }

  /** The change in the recipes `recipes[from .. to)` of `within`. */
  private addChange(
    recipes: Int32Array,
    from: number,
    to: number,
    { lines: lineChange, credit }: SwapChange,
    within: Int32Array,
    lines: Int8Array,
    bonusBit: number,
  ) {
    const { swapCredit, swapBonus } = this;
    for (let at = from; at < to; at++) {
      const ordinal = recipes[at] as number;
      if (!hasBit(within, ordinal)) continue;
      lines[ordinal] = (lines[ordinal] as number) + lineChange;
      swapCredit[ordinal] = (swapCredit[ordinal] as number) + credit;
      if (bonusBit !== 0) swapBonus[ordinal] = (swapBonus[ordinal] as number) | bonusBit;
    }
  }
}

export function setBit(bits: Int32Array, ordinal: number) {
  bits[ordinal >> 5] = (bits[ordinal >> 5] as number) | (1 << (ordinal & 31));
}

export const hasBit = (bits: Int32Array, ordinal: number) =>
  ((bits[ordinal >> 5] as number) & (1 << (ordinal & 31))) !== 0;

function forEachRecipe(lists: PostingLists, id: number, visit: (ordinal: number) => void) {
  const end = lists.start[id + 1] as number;
  for (let at = lists.start[id] as number; at < end; at++) visit(lists.recipes[at] as number);
}

/** One more line per recipe of ingredient `id`'s postings, and its bonus bit when it has one. */
function add(lists: PostingLists, id: number, lines: Uint8Array, bonus: Uint8Array, bit: number) {
  forEachRecipe(lists, id, (ordinal) => {
    lines[ordinal] = (lines[ordinal] as number) + 1;
    if (bit !== 0) bonus[ordinal] = (bonus[ordinal] as number) | bit;
  });
}
