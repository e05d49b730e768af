import type { RecipeCard } from '@chhiwat/core';

/** About 2 KB a card: 10,000 cards are some 20 MB, the pages visitors actually open. */
const KEPT_CARDS = 10_000;

interface Kept {
  card: RecipeCard;
  /** False once its recipe changed: read again, but still shown while the database is away. */
  current: boolean;
}

/**
 * The cards of the recipes lists showed lately, by id, the least recently used dropped first. A
 * list's page reads from here before the database, so the common pages cost no query. The
 * catalogue marks a card out of date when its recipe changes; a read that began before a change is
 * not kept (it may hold the card as it was). While the database is away, a list shows the cards
 * it has, out of date or not, as it shows the catalogue it has.
 */
export class CardCache {
  private readonly cards = new Map<number, Kept>();
  private generation = 0;

  constructor(readonly capacity = KEPT_CARDS) {}

  /** The current cards of `ids`, and the ids to read. */
  take(ids: readonly number[]): { found: Map<number, RecipeCard>; missing: number[] } {
    const found = new Map<number, RecipeCard>();
    const missing: number[] = [];
    for (const id of ids) {
      const kept = this.cards.get(id);
      if (!kept?.current) {
        missing.push(id);
        continue;
      }
      this.cards.delete(id);
      this.cards.set(id, kept);
      found.set(id, kept.card);
    }
    return { found, missing };
  }

  /** The cards of `ids` as last kept, out of date or not: for when they cannot be read. */
  lastKnown(ids: readonly number[]): Map<number, RecipeCard> {
    const found = new Map<number, RecipeCard>();
    for (const id of ids) {
      const kept = this.cards.get(id);
      if (kept) found.set(id, kept.card);
    }
    return found;
  }

  /** A token for a read about to start; `keep` with it stores the cards only if nothing changed since. */
  startRead(): number {
    return this.generation;
  }

  keep(read: number, cards: ReadonlyMap<number, RecipeCard>) {
    if (read !== this.generation) return;
    for (const [id, card] of cards) {
      this.cards.delete(id);
      this.cards.set(id, { card, current: true });
    }
    for (const id of this.cards.keys()) {
      if (this.cards.size <= this.capacity) break;
      this.cards.delete(id);
    }
  }

  /** Marks the cards of `ids` out of date (every card, without ids). */
  forget(ids?: Iterable<number>) {
    this.generation++;
    if (!ids) for (const kept of this.cards.values()) kept.current = false;
    else
      for (const id of ids) {
        const kept = this.cards.get(id);
        if (kept) kept.current = false;
      }
  }
}
