import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { remainingMs, storedTimers, type CookTimer } from '@chhiwat/core';
import { renderHook } from '../test/render.tsx';

const KEY = 'chhiwat.timers';
const T0 = Date.UTC(2025, 5, 1, 18, 0, 0);
const MINUTE = 60_000;

/** The store reads localStorage once, when its module loads: each test loads a fresh copy. */
async function loadStore(stored?: string) {
  localStorage.clear();
  if (stored !== undefined) localStorage.setItem(KEY, stored);
  vi.resetModules();
  return import('./timer-store.ts');
}

const steaming = {
  recipeSlug: 'couscous',
  step: 3,
  label: 'Couscous, 2nd steaming',
  durationMs: 15 * MINUTE,
};
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null');
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);
function leftOf(timers: readonly CookTimer[], id: string): number {
  const timer = timers.find((entry) => entry.id === id);
  if (!timer) throw new Error(`no timer ${id}`);
  return remainingMs(timer, Date.now());
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

describe('the timer store', () => {
  it('starts a running timer, stores its end (not ticks) and returns its id', async () => {
    const { timerActions } = await loadStore();
    const id = timerActions.start(steaming);
    expect(id).toBe('couscous-3-900000');
    expect(stored()).toMatchObject({
      version: 1,
      timers: [{ id, label: steaming.label, endsAt: T0 + 15 * MINUTE, rang: false }],
      announcedUntil: T0,
    });
  });

  it('starts the same step’s timer again in its place, and another length beside it', async () => {
    const { timerActions } = await loadStore();
    timerActions.start(steaming);
    later(5 * MINUTE);
    timerActions.start(steaming);
    timerActions.start({ ...steaming, durationMs: 5 * MINUTE });
    const timers = timerActions.current();
    expect(timers.map((timer) => timer.id)).toEqual(['couscous-3-900000', 'couscous-3-300000']);
    expect(leftOf(timers, 'couscous-3-900000')).toBe(15 * MINUTE);
  });

  it('pauses, resumes and adds a minute', async () => {
    const { timerActions } = await loadStore();
    const id = timerActions.start(steaming);
    later(5 * MINUTE);
    timerActions.pause(id);
    later(MINUTE);
    expect(leftOf(timerActions.current(), id)).toBe(10 * MINUTE);
    timerActions.resume(id);
    timerActions.addMinute(id);
    later(MINUTE);
    expect(leftOf(timerActions.current(), id)).toBe(10 * MINUTE);
    expect(stored().timers[0]).toMatchObject({ endsAt: Date.now() + 10 * MINUTE });
  });

  it('marks a timer rung, and cancels (or dismisses) it', async () => {
    const { timerActions } = await loadStore();
    const id = timerActions.start({ ...steaming, durationMs: MINUTE });
    later(MINUTE);
    timerActions.markRung(id);
    expect(timerActions.current()[0]?.rang).toBe(true);
    timerActions.cancel(id);
    expect(timerActions.current()).toEqual([]);
    expect(stored().timers).toEqual([]);
  });

  it('keeps the moment announcements were made up to', async () => {
    const { timerActions } = await loadStore();
    expect(timerActions.announcedUntil()).toBeNull();
    timerActions.markAnnounced(T0 + 5000);
    expect(timerActions.announcedUntil()).toBe(T0 + 5000);
    expect(stored().announcedUntil).toBe(T0 + 5000);
  });

  it('reads back what another page stored, and ignores what it cannot read', async () => {
    const first = await loadStore();
    const id = first.timerActions.start(steaming);
    first.timerActions.markAnnounced(T0 + 1000);
    const again = await loadStore(localStorage.getItem(KEY) ?? '');
    expect(again.timerActions.current().map((timer) => timer.id)).toEqual([id]);
    expect(again.timerActions.announcedUntil()).toBe(T0 + 1000);
    const broken = await loadStore('{"version": 1, "timers": [');
    expect(broken.timerActions.current()).toEqual([]);
    expect(broken.timerActions.announcedUntil()).toBeNull();
  });

  it('follows a change made in another tab', async () => {
    const { timerActions, useTimers } = await loadStore();
    const { result, unmount } = renderHook(() => useTimers());
    expect(result.current).toEqual([]);
    const other = (await loadStore()).timerActions;
    other.start(steaming);
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: KEY })));
    expect(timerActions.current().map((timer) => timer.label)).toEqual([steaming.label]);
    expect(result.current).toHaveLength(1);
    unmount();
  });

  it('keeps its timers in memory when storage is blocked', async () => {
    const { timerActions } = await loadStore();
    const id = timerActions.start(steaming);
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: blocked, setItem: blocked });
    timerActions.reload();
    expect(timerActions.current().map((timer) => timer.id)).toEqual([id]);
  });

  it('tells who listens of a timer started in this tab', async () => {
    const { timerActions, subscribeTimerStarts } = await loadStore();
    const started = vi.fn();
    const stop = subscribeTimerStarts(started);
    const id = timerActions.start(steaming);
    timerActions.pause(id);
    expect(started).toHaveBeenCalledTimes(1);
    expect(started).toHaveBeenCalledWith(expect.objectContaining({ id, endsAt: T0 + 15 * MINUTE }));
    stop();
  });

  it('renders no timer on the server, whatever is stored', async () => {
    const running = storedTimers(
      [
        {
          ...steaming,
          id: 'couscous-3-900000',
          endsAt: T0 + MINUTE,
          remainingMs: null,
          runningSince: T0,
          rang: false,
        },
      ],
      T0,
    );
    const { useTimers, timerActions } = await loadStore(JSON.stringify(running));
    expect(timerActions.current()).toHaveLength(1);
    const Count = () => String(useTimers().length);
    expect(renderToString(createElement(Count))).toBe('0');
  });
});
