import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { AnswerWarming } from './answer-warming.ts';

/** A render per answer that waits until `release(answer)`; records the most running at once. */
function gatedRenders() {
  const waiting = new Map<string, () => void>();
  const made: string[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const render = async (answer: string) => {
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise<void>((resolve) => waiting.set(answer, resolve));
    made.push(answer);
    running -= 1;
  };
  const release = async (answer: string) => {
    for (let tries = 0; !waiting.has(answer); tries++) {
      if (tries > 100) throw new Error(`${answer} was never asked for`);
      await delay(1);
    }
    waiting.get(answer)?.();
    await delay(1);
  };
  return { render, release, made, mostAtOnce: () => mostAtOnce, asked: () => [...waiting.keys()] };
}

describe('warming the answers of a new version', () => {
  it('makes every answer, so many at once, then lets the old ones go once', async () => {
    const renders = gatedRenders();
    const warming = new AnswerWarming(renders.render, { concurrency: 2, limitMs: 10_000 });
    let ends = 0;
    warming.start('v2', ['a', 'b', 'c'], () => (ends += 1));
    expect(warming.version).toBe('v2');
    const settled = warming.settled();
    for (const answer of ['a', 'b', 'c']) await renders.release(answer);
    await settled;
    expect(renders.made).toEqual(['a', 'b', 'c']);
    expect(renders.mostAtOnce()).toBe(2);
    expect(ends).toBe(1);
    expect(warming.version).toBeUndefined();
  });

  it('hands over to a newer version: the older stops, only the newer ends, settled waits for it', async () => {
    const renders = gatedRenders();
    const warming = new AnswerWarming(renders.render, { concurrency: 1, limitMs: 10_000 });
    const ended: string[] = [];
    warming.start('v2', ['a', 'b'], () => ended.push('v2'));
    const settled = warming.settled();
    warming.start('v3', ['c'], () => ended.push('v3'));
    await renders.release('a');
    await renders.release('c');
    await settled;
    expect(renders.asked()).not.toContain('b');
    expect(ended).toEqual(['v3']);
  });

  it('lets the old answers go when the time is up, even with a render that never ends', async () => {
    const warming = new AnswerWarming(() => new Promise<void>(() => {}), {
      concurrency: 1,
      limitMs: 30,
    });
    let ended = false;
    warming.start('v2', ['stuck'], () => (ended = true));
    await warming.settled();
    expect(ended).toBe(true);
  });

  it('ends at once with nothing to make, and skips a render that fails', async () => {
    const made: string[] = [];
    const warming = new AnswerWarming(
      async (answer: string) => {
        if (answer === 'broken') throw new Error('render failed');
        made.push(answer);
      },
      { concurrency: 1, limitMs: 10_000 },
    );
    let ends = 0;
    warming.start('v2', [], () => (ends += 1));
    await warming.settled();
    warming.start('v3', ['broken', 'fine'], () => (ends += 1));
    await warming.settled();
    expect([made, ends]).toEqual([['fine'], 2]);
  });
});
