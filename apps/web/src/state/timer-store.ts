import { useSyncExternalStore } from 'react';
import {
  addMinute,
  cancelTimer,
  markRung,
  parseStoredTimerState,
  pauseTimer,
  resumeTimer,
  startTimer,
  storedTimers,
  type CookTimer,
  type NewTimer,
} from '@chhiwat/core';

/**
 * Cook mode's timers (issue #43, rules in core's cook/timers.ts), kept in localStorage under
 * `chhiwat.timers` with the moment their announcements were made up to, and in step across tabs
 * through the storage event, like the selection and the list.
 */
export const TIMERS_STORAGE_KEY = 'chhiwat.timers';

type Listener = () => void;
type StartListener = (timer: CookTimer) => void;
const listeners = new Set<Listener>();
const startListeners = new Set<StartListener>();
// The server's value. No stored timer reads as this very list, so a page hydrated with it has
// nothing to render again once hydrated.
const NO_TIMERS: readonly CookTimer[] = [];

interface TimerState {
  timers: readonly CookTimer[];
  /** Announcements were made up to this moment; null when unknown (announce from now on). */
  announcedUntil: number | null;
}

const NOTHING_STORED: TimerState = { timers: NO_TIMERS, announcedUntil: null };

function parseJson(text: string | null): unknown {
  try {
    return JSON.parse(text ?? 'null');
  } catch {
    return null; // unreadable: as if nothing were stored
  }
}

/** What is stored; undefined when storage cannot be read (blocked: memory is all there is). */
function readStored(): TimerState | undefined {
  let text: string | null;
  try {
    text = localStorage.getItem(TIMERS_STORAGE_KEY);
  } catch {
    return undefined;
  }
  const stored = parseStoredTimerState(parseJson(text));
  return { ...stored, timers: stored.timers.length ? stored.timers : NO_TIMERS };
}

let state: TimerState = readStored() ?? NOTHING_STORED;

const notify = () => listeners.forEach((listener) => listener());

// Not knowing when announcements were made up to means announcing from now on (core's rule).
function write(timers: readonly CookTimer[], announcedUntil = state.announcedUntil ?? Date.now()) {
  state = { timers: timers.length ? timers : NO_TIMERS, announcedUntil };
  try {
    localStorage.setItem(TIMERS_STORAGE_KEY, JSON.stringify(storedTimers(timers, announcedUntil)));
  } catch {
    // storage blocked or full: the timers live for this page only
  }
  notify();
}

function reload() {
  state = readStored() ?? state;
  notify();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TIMERS_STORAGE_KEY || event.key === null) reload();
  });
}

/**
 * A step's timer is named by the step and its length: starting the same one again restarts it in
 * its place rather than adding a twin, while a step that names two lengths gets two timers.
 */
export const timerId = ({ recipeSlug, step, durationMs }: Omit<NewTimer, 'id'>) =>
  `${recipeSlug}-${step}-${durationMs}`;

export const timerActions = {
  /** Starts a timer (again, if it exists) and returns its id. */
  start: (timer: Omit<NewTimer, 'id'>): string => {
    const id = timerId(timer);
    write(startTimer(state.timers, { ...timer, id }, Date.now()));
    const started = state.timers.find((entry) => entry.id === id);
    if (started) startListeners.forEach((listener) => listener(started));
    return id;
  },
  pause: (id: string) => write(pauseTimer(state.timers, id, Date.now())),
  resume: (id: string) => write(resumeTimer(state.timers, id, Date.now())),
  addMinute: (id: string) => write(addMinute(state.timers, id, Date.now())),
  /** Stops a timer and takes it off the tray (a rung one's "Dismiss" too). */
  cancel: (id: string) => write(cancelTimer(state.timers, id)),
  markRung: (id: string) => write(markRung(state.timers, id)),
  /** Records that everything up to `at` has been announced (and rung). */
  markAnnounced: (at: number) => write(state.timers, at),
  announcedUntil: (): number | null => state.announcedUntil,
  current: (): readonly CookTimer[] => state.timers,
  /** Reads the stored timers again: another tab may have rung one a moment ago. */
  reload,
};

export function subscribeTimers(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `listener` with each timer started in this tab (not in another). */
export function subscribeTimerStarts(listener: StartListener): () => void {
  startListeners.add(listener);
  return () => startListeners.delete(listener);
}

/**
 * The timers, re-rendering the caller when they change. The server knows no visitor's timers: a
 * page is rendered, and hydrated, with none, then shows the stored ones.
 */
export function useTimers(): readonly CookTimer[] {
  return useSyncExternalStore(
    subscribeTimers,
    () => state.timers,
    () => NO_TIMERS,
  );
}

/**
 * Where the running timers show while cook mode is open (issue #43). Cook mode is a modal dialog,
 * which makes the page behind it inert, the timers' tray included: it offers a place inside itself,
 * and the tray, mounted by the layout, draws the timers there as well.
 */
let slot: HTMLElement | null = null;
const slotListeners = new Set<() => void>();

/** Cook mode's place for the timers (a ref callback: null once it closes). */
export function setTimerSlot(element: HTMLElement | null) {
  if (slot === element) return;
  slot = element;
  slotListeners.forEach((listener) => listener());
}

function subscribeSlot(listener: () => void) {
  slotListeners.add(listener);
  return () => slotListeners.delete(listener);
}

/** The place cook mode offers, while it is open. */
export const useTimerSlot = () =>
  useSyncExternalStore(
    subscribeSlot,
    () => slot,
    () => null,
  );
