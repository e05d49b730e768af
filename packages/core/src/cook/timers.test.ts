import { describe, expect, it } from 'vitest';
import {
  addMinute,
  announcementsBetween,
  cancelTimer,
  dueTimers,
  formatClock,
  markRung,
  nextEventAt,
  parseStoredTimerState,
  parseStoredTimers,
  pauseTimer,
  remainingMs,
  resumeTimer,
  startTimer,
  storedTimers,
  type CookTimer,
  type NewTimer,
} from './timers.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
/** Any fixed moment: the functions never read the clock. */
const T = Date.UTC(2025, 2, 14, 18, 30);

const STEAMING: NewTimer = {
  id: 'couscous-seven-vegetables:5',
  recipeSlug: 'couscous-seven-vegetables',
  step: 5,
  label: 'Couscous, 2nd steaming',
  durationMs: 15 * MINUTE,
};
const BROTH: NewTimer = {
  id: 'couscous-seven-vegetables:1',
  recipeSlug: 'couscous-seven-vegetables',
  step: 1,
  label: 'Simmer the broth',
  durationMs: 40 * MINUTE,
};

/** What a reload does: the page stores the list as JSON and reads it back. */
function reloaded(list: readonly CookTimer[], announcedUntil: number) {
  const json: unknown = JSON.parse(JSON.stringify(storedTimers(list, announcedUntil)));
  return parseStoredTimerState(json);
}

function only(list: readonly CookTimer[]): CookTimer {
  const [timer] = list;
  if (!timer || list.length !== 1) throw new Error('expected one timer');
  return timer;
}

describe('a running timer', () => {
  it('counts down from its end time', () => {
    const timer = only(startTimer([], STEAMING, T));
    expect(timer).toMatchObject({ endsAt: T + 15 * MINUTE, remainingMs: null, rang: false });
    expect(remainingMs(timer, T)).toBe(15 * MINUTE);
    expect(remainingMs(timer, T + 2 * MINUTE + 20 * SECOND)).toBe(12 * MINUTE + 40 * SECOND);
    expect(remainingMs(timer, T + HOUR)).toBe(0);
  });

  it('reads the same after a reload in the middle', () => {
    const { timers, announcedUntil } = reloaded(startTimer([], STEAMING, T), T + 3 * MINUTE);
    expect(announcedUntil).toBe(T + 3 * MINUTE);
    expect(remainingMs(only(timers), T + 5 * MINUTE)).toBe(10 * MINUTE);
    expect(dueTimers(timers, T + 5 * MINUTE)).toEqual([]);
    expect(dueTimers(timers, T + 15 * MINUTE)).toHaveLength(1);
  });

  it('starts again in its place when started again with the same id', () => {
    let list = startTimer([], BROTH, T);
    list = startTimer(list, STEAMING, T);
    list = startTimer(list, { ...BROTH, durationMs: 5 * MINUTE }, T + MINUTE);
    expect(list.map(({ id }) => id)).toEqual([BROTH.id, STEAMING.id]);
    expect(list[0]?.endsAt).toBe(T + 6 * MINUTE);
  });
});

describe('pause and resume', () => {
  it('keeps what is left, across a reload, however long the pause', () => {
    const paused = pauseTimer(startTimer([], STEAMING, T), STEAMING.id, T + 3 * MINUTE);
    expect(only(paused)).toMatchObject({ endsAt: null, remainingMs: 12 * MINUTE });

    const { timers } = reloaded(paused, T + 3 * MINUTE);
    expect(remainingMs(only(timers), T + 2 * HOUR)).toBe(12 * MINUTE);
    expect(dueTimers(timers, T + 2 * HOUR)).toEqual([]);
    expect(nextEventAt(timers, T + 2 * HOUR)).toBeNull();

    const resumed = resumeTimer(timers, STEAMING.id, T + 2 * HOUR);
    expect(only(resumed).endsAt).toBe(T + 2 * HOUR + 12 * MINUTE);
    expect(remainingMs(only(resumed), T + 2 * HOUR + 2 * MINUTE)).toBe(10 * MINUTE);
  });

  it('leaves a paused timer paused, a running one running and an ended one ended', () => {
    const running = startTimer([], STEAMING, T);
    expect(resumeTimer(running, STEAMING.id, T + MINUTE)).toEqual(running);
    const paused = pauseTimer(running, STEAMING.id, T + MINUTE);
    expect(pauseTimer(paused, STEAMING.id, T + 2 * MINUTE)).toEqual(paused);
    expect(pauseTimer(running, STEAMING.id, T + HOUR)).toEqual(running);
  });

  it('announces no minute left when resumed with less than a minute', () => {
    let list = startTimer([], STEAMING, T);
    list = pauseTimer(list, STEAMING.id, T + 14 * MINUTE + 30 * SECOND);
    list = resumeTimer(list, STEAMING.id, T + HOUR);
    expect(announcementsBetween(list, T + HOUR, T + 2 * HOUR)).toEqual([
      { id: STEAMING.id, kind: 'ended', at: T + HOUR + 30 * SECOND },
    ]);
  });
});

describe('two timers at once', () => {
  const list = startTimer(startTimer([], BROTH, T), STEAMING, T + 10 * MINUTE);

  it('run side by side', () => {
    expect(list.map((timer) => remainingMs(timer, T + 20 * MINUTE))).toEqual([
      20 * MINUTE,
      5 * MINUTE,
    ]);
  });

  it('schedule the sooner of their events', () => {
    expect(nextEventAt(list, T + 20 * MINUTE)).toBe(T + 24 * MINUTE);
    expect(nextEventAt(list, T + 24 * MINUTE)).toBe(T + 25 * MINUTE);
    expect(nextEventAt(list, T + 25 * MINUTE)).toBe(T + 25 * MINUTE);
    const rung = markRung(list, STEAMING.id);
    expect(nextEventAt(rung, T + 25 * MINUTE)).toBe(T + 39 * MINUTE);
    expect(nextEventAt(markRung(rung, BROTH.id), T + 41 * MINUTE)).toBeNull();
  });

  it('ring each once', () => {
    expect(dueTimers(list, T + 25 * MINUTE).map(({ id }) => id)).toEqual([STEAMING.id]);
    const rung = markRung(list, STEAMING.id);
    expect(dueTimers(rung, T + 30 * MINUTE)).toEqual([]);
    expect(dueTimers(rung, T + 40 * MINUTE).map(({ id }) => id)).toEqual([BROTH.id]);
  });

  it('are cancelled one by one', () => {
    expect(cancelTimer(list, STEAMING.id).map(({ id }) => id)).toEqual([BROTH.id]);
  });
});

describe('+1 min', () => {
  const list = startTimer([], STEAMING, T);

  it('moves a running timer’s end', () => {
    const timer = only(addMinute(list, STEAMING.id, T + 5 * MINUTE));
    expect(timer).toMatchObject({ endsAt: T + 16 * MINUTE, durationMs: 16 * MINUTE });
  });

  it('adds to what a paused timer has left', () => {
    const paused = pauseTimer(list, STEAMING.id, T + 5 * MINUTE);
    const timer = only(addMinute(paused, STEAMING.id, T + 8 * MINUTE));
    expect(timer).toMatchObject({ endsAt: null, remainingMs: 11 * MINUTE });
  });

  it('starts a rung timer again with one minute', () => {
    const rung = markRung(list, STEAMING.id);
    const timer = only(addMinute(rung, STEAMING.id, T + 17 * MINUTE));
    expect(timer).toMatchObject({ endsAt: T + 18 * MINUTE, rang: false });
    expect(remainingMs(timer, T + 17 * MINUTE)).toBe(MINUTE);
    // Exactly a minute left already: nothing to warn of, the end is announced again.
    expect(announcementsBetween([timer], T + 17 * MINUTE, T + HOUR)).toEqual([
      { id: STEAMING.id, kind: 'ended', at: T + 18 * MINUTE },
    ]);
  });

  it('starts a timer that ended while the page slept again with one minute', () => {
    const timer = only(addMinute(list, STEAMING.id, T + HOUR));
    expect(timer.endsAt).toBe(T + HOUR + MINUTE);
  });

  it('warns of the last minute again after it was already said', () => {
    const pressed = T + 14 * MINUTE + 30 * SECOND;
    const added = addMinute(list, STEAMING.id, pressed);
    expect(announcementsBetween(added, pressed, T + 15 * MINUTE + 30 * SECOND)).toEqual([
      { id: STEAMING.id, kind: 'one-minute-left', at: T + 15 * MINUTE },
    ]);
  });
});

describe('announcementsBetween', () => {
  const list = startTimer([], STEAMING, T);

  it('says "one minute left", then "ended", each once, as the page ticks', () => {
    const ticks = [T, T + 13 * MINUTE, T + 14 * MINUTE, T + 14 * MINUTE + 1, T + 15 * MINUTE];
    const heard = ticks
      .slice(1)
      .flatMap((to, at) => announcementsBetween(list, ticks[at] ?? T, to));
    expect(heard).toEqual([
      { id: STEAMING.id, kind: 'one-minute-left', at: T + 14 * MINUTE },
      { id: STEAMING.id, kind: 'ended', at: T + 15 * MINUTE },
    ]);
  });

  it('catches up once, with the end alone, after the page slept past both', () => {
    const { timers, announcedUntil } = reloaded(list, T + 2 * MINUTE);
    const from = announcedUntil ?? T + HOUR;
    expect(announcementsBetween(timers, from, T + HOUR)).toEqual([
      { id: STEAMING.id, kind: 'ended', at: T + 15 * MINUTE },
    ]);
    // The next tick starts where the catch-up ended: nothing is said twice.
    expect(announcementsBetween(timers, T + HOUR, T + 2 * HOUR)).toEqual([]);
  });

  it('catches up the last minute alone when the page wakes before the end', () => {
    expect(announcementsBetween(list, T + 2 * MINUTE, T + 14 * MINUTE + 20 * SECOND)).toEqual([
      { id: STEAMING.id, kind: 'one-minute-left', at: T + 14 * MINUTE },
    ]);
  });

  it('orders the events of several timers in time', () => {
    const two = startTimer(list, { ...BROTH, durationMs: 10 * MINUTE }, T + 2 * MINUTE);
    expect(announcementsBetween(two, T + 10 * MINUTE, T + 14 * MINUTE + 30 * SECOND)).toEqual([
      { id: BROTH.id, kind: 'ended', at: T + 12 * MINUTE },
      { id: STEAMING.id, kind: 'one-minute-left', at: T + 14 * MINUTE },
    ]);
  });

  it('has no "one minute left" for a timer shorter than a minute', () => {
    const short = startTimer([], { ...STEAMING, durationMs: 45 * SECOND }, T);
    expect(announcementsBetween(short, T - HOUR, T + HOUR)).toEqual([
      { id: STEAMING.id, kind: 'ended', at: T + 45 * SECOND },
    ]);
    expect(nextEventAt(short, T)).toBe(T + 45 * SECOND);
  });

  it('says nothing of a paused timer', () => {
    const paused = pauseTimer(list, STEAMING.id, T + MINUTE);
    expect(announcementsBetween(paused, T, T + HOUR)).toEqual([]);
  });
});

describe('immutability', () => {
  it('returns new lists and leaves the old ones as they were', () => {
    const list = Object.freeze(startTimer([], STEAMING, T).map((timer) => Object.freeze(timer)));
    const before = JSON.stringify(list);
    addMinute(list, STEAMING.id, T);
    pauseTimer(list, STEAMING.id, T);
    markRung(list, STEAMING.id);
    cancelTimer(list, STEAMING.id);
    startTimer(list, BROTH, T);
    expect(JSON.stringify(list)).toBe(before);
  });
});

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [-5 * SECOND, '0:00'],
    [1, '0:01'],
    [999, '0:01'],
    [45 * SECOND, '0:45'],
    [5 * MINUTE, '5:00'],
    [12 * MINUTE + 40 * SECOND, '12:40'],
    [12 * MINUTE + 39 * SECOND + 1, '12:40'],
    [59 * MINUTE + 59 * SECOND, '59:59'],
    [HOUR, '1:00:00'],
    [HOUR + 2 * MINUTE + 5 * SECOND, '1:02:05'],
    [10 * HOUR, '10:00:00'],
  ])('%d ms → %s', (ms, clock) => {
    expect(formatClock(ms)).toBe(clock);
  });
});

describe('parseStoredTimers', () => {
  const valid = only(startTimer([], STEAMING, T));
  const stored = (timers: unknown[]) => ({ version: 1, timers, announcedUntil: T });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['a string', 'timers'],
    ['an array', [valid]],
    ['another version', { version: 2, timers: [valid], announcedUntil: T }],
    ['timers that are not a list', { version: 1, timers: valid }],
  ])('reads %s as no timers', (_, json) => {
    expect(parseStoredTimers(json)).toEqual([]);
  });

  it('drops the malformed entries and keeps the rest', () => {
    const bad: unknown[] = [
      null,
      { ...valid, id: '' },
      { ...valid, id: 'b', durationMs: -1 },
      { ...valid, id: 'c', endsAt: 'soon' },
      { ...valid, id: 'd', remainingMs: 5 * MINUTE },
      { ...valid, id: 'e', endsAt: null, runningSince: null, remainingMs: null },
      { ...valid, id: 'f', step: 1.5 },
      { ...valid, id: 'g', rang: 'no' },
      { ...valid, label: 'the same id again' },
    ];
    expect(parseStoredTimers(stored([bad[0], valid, ...bad.slice(1)]))).toEqual([valid]);
  });

  it('keeps a paused timer', () => {
    const paused = pauseTimer([valid], STEAMING.id, T + MINUTE);
    expect(parseStoredTimers(stored(paused))).toEqual(paused);
  });

  it('reads a missing or broken announcedUntil as unknown', () => {
    expect(parseStoredTimerState({ version: 1, timers: [] }).announcedUntil).toBeNull();
    expect(parseStoredTimerState({ version: 1, timers: [valid], announcedUntil: 'x' })).toEqual({
      timers: [valid],
      announcedUntil: null,
    });
  });
});
