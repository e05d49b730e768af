/**
 * Cook mode's timers (issue #43): several at once, each named by its step, shown in a tray on
 * every page while they run, and kept across reloads and navigation. A timer stores when it ends,
 * never a tick count, so a page that was closed or asleep reads the right time when it wakes.
 *
 * Pure data and arithmetic: every function takes the time (`now`, ms since the epoch) and returns
 * new values; the page keeps the list, persists it (`storedTimers`), sets one setTimeout for
 * `nextEventAt`, and then announces `announcementsBetween` and rings `dueTimers`.
 */
import { z } from 'zod';

const MINUTE_MS = 60_000;
/** The "one minute left" announcement. */
export const TIMER_WARNING_MS = MINUTE_MS;
/** What "+1 min" adds; a timer that has ended starts again with this much. */
export const TIMER_ADDED_MS = MINUTE_MS;
/** Bumped when the stored shape changes; older data is then dropped, not misread. */
export const TIMERS_STORAGE_VERSION = 1;

export interface CookTimer {
  id: string;
  recipeSlug: string;
  /** The step that offered it, from 0. */
  step: number;
  /** Its step's name, shown and announced: "Couscous, 2nd steaming". */
  label: string;
  /** How long it was set for, with every minute added: a progress ring's whole. */
  durationMs: number;
  /** When it ends, while it runs; null while paused. */
  endsAt: number | null;
  /** What is left, while paused; null while it runs. */
  remainingMs: number | null;
  /**
   * When it last started or resumed, while it runs: a "one minute left" before this moment never
   * happened (a 45-second timer has none; nor has one resumed with 30 seconds left).
   */
  runningSince: number | null;
  /** Its end has been rung. */
  rang: boolean;
}

export interface NewTimer {
  id: string;
  recipeSlug: string;
  step: number;
  label: string;
  durationMs: number;
}

export type AnnouncementKind = 'one-minute-left' | 'ended';

export interface TimerAnnouncement {
  id: string;
  kind: AnnouncementKind;
  /** When it happened. */
  at: number;
}

type Timers = readonly CookTimer[];

// ---------------------------------------------------------------------------------------------
// State

export const isTimerRunning = (timer: CookTimer): timer is CookTimer & { endsAt: number } =>
  timer.endsAt !== null;

export const isTimerPaused = (timer: CookTimer): boolean => timer.endsAt === null;

/** Its end has come, whether or not it was rung yet. */
export const timerHasEnded = (timer: CookTimer, now: number): boolean =>
  timer.rang || (timer.endsAt !== null && timer.endsAt <= now);

export function remainingMs(timer: CookTimer, now: number): number {
  if (timer.endsAt === null) return timer.remainingMs ?? 0;
  return Math.max(0, timer.endsAt - now);
}

function running(timer: CookTimer, leftMs: number, now: number): CookTimer {
  return { ...timer, endsAt: now + leftMs, remainingMs: null, runningSince: now, rang: false };
}

function update(list: Timers, id: string, change: (timer: CookTimer) => CookTimer): CookTimer[] {
  return list.map((timer) => (timer.id === id ? change(timer) : timer));
}

// ---------------------------------------------------------------------------------------------
// Actions

/** A new running timer at the end of the list; one with the same id starts again in its place. */
export function startTimer(list: Timers, timer: NewTimer, now: number): CookTimer[] {
  const started = running(
    { ...timer, endsAt: null, remainingMs: null, runningSince: null, rang: false },
    timer.durationMs,
    now,
  );
  return list.some(({ id }) => id === timer.id)
    ? update(list, timer.id, () => started)
    : [...list, started];
}

/** Holds what is left; a timer that has ended or is paused stays as it is. */
export function pauseTimer(list: Timers, id: string, now: number): CookTimer[] {
  return update(list, id, (timer) =>
    isTimerRunning(timer) && !timerHasEnded(timer, now)
      ? { ...timer, endsAt: null, remainingMs: timer.endsAt - now, runningSince: null }
      : timer,
  );
}

export function resumeTimer(list: Timers, id: string, now: number): CookTimer[] {
  return update(list, id, (timer) =>
    isTimerPaused(timer) ? running(timer, timer.remainingMs ?? 0, now) : timer,
  );
}

/** +1 min to a running or paused timer; one that has ended starts again with one minute. */
export function addMinute(list: Timers, id: string, now: number): CookTimer[] {
  return update(list, id, (timer) => {
    const durationMs = timer.durationMs + TIMER_ADDED_MS;
    if (timerHasEnded(timer, now)) return running({ ...timer, durationMs }, TIMER_ADDED_MS, now);
    if (isTimerRunning(timer))
      return { ...timer, durationMs, endsAt: timer.endsAt + TIMER_ADDED_MS };
    return { ...timer, durationMs, remainingMs: (timer.remainingMs ?? 0) + TIMER_ADDED_MS };
  });
}

export function cancelTimer(list: Timers, id: string): CookTimer[] {
  return list.filter((timer) => timer.id !== id);
}

export function markRung(list: Timers, id: string): CookTimer[] {
  return update(list, id, (timer) => ({ ...timer, rang: true }));
}

// ---------------------------------------------------------------------------------------------
// Events

/** Running timers whose end has passed and that have not rung yet. */
export function dueTimers(list: Timers, now: number): CookTimer[] {
  return list.filter((timer) => !timer.rang && timer.endsAt !== null && timer.endsAt <= now);
}

/** When a running timer has one minute left, or null if it never has while running. */
function warningAt(timer: CookTimer): number | null {
  if (timer.endsAt === null) return null;
  const at = timer.endsAt - TIMER_WARNING_MS;
  return timer.runningSince !== null && at > timer.runningSince ? at : null;
}

/**
 * The soonest moment something is to happen (a "one minute left" or an end), for a single
 * setTimeout; `now` if a timer is already due; null if nothing runs.
 */
export function nextEventAt(list: Timers, now: number): number | null {
  let next: number | null = null;
  for (const timer of list) {
    if (timer.rang || timer.endsAt === null) continue;
    const warning = warningAt(timer);
    const at = warning !== null && warning > now ? warning : Math.max(timer.endsAt, now);
    next = next === null ? at : Math.min(next, at);
  }
  return next;
}

/** The latest event of one timer in (from, to]: an end makes a missed "one minute left" moot. */
function announcementOf(timer: CookTimer, from: number, to: number): TimerAnnouncement | null {
  const within = (at: number | null): at is number => at !== null && at > from && at <= to;
  if (within(timer.endsAt)) return { id: timer.id, kind: 'ended', at: timer.endsAt };
  const warning = warningAt(timer);
  return within(warning) ? { id: timer.id, kind: 'one-minute-left', at: warning } : null;
}

/**
 * What screen readers are to hear for the time from `from` (excluded) to `to` (included), in
 * order: the page passes the moment it last announced up to, so a page that slept catches up
 * once, with one event per timer, and never repeats one.
 */
export function announcementsBetween(list: Timers, from: number, to: number): TimerAnnouncement[] {
  return list.flatMap((timer) => announcementOf(timer, from, to) ?? []).sort((a, b) => a.at - b.at);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A countdown as clocks show it: "0:45", "12:40", "1:02:05"; a second begun counts whole, so the
 * clock reads 0:00 only at the end. The same in the three languages: the site writes Western
 * digits in Arabic too (locale-format/number.ts), and a clock reads left to right in both.
 */
export function formatClock(ms: number): string {
  const totalSeconds = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor(totalSeconds / 60) % 60;
  const seconds = twoDigits(totalSeconds % 60);
  return hours ? `${hours}:${twoDigits(minutes)}:${seconds}` : `${minutes}:${seconds}`;
}

// ---------------------------------------------------------------------------------------------
// Storage

const time = z.number().finite().nonnegative();

const cookTimerSchema = z
  .object({
    id: z.string().min(1),
    recipeSlug: z.string().min(1),
    step: z.number().int().nonnegative(),
    label: z.string(),
    durationMs: z.number().finite().positive(),
    endsAt: time.nullable(),
    remainingMs: time.nullable(),
    runningSince: time.nullable(),
    rang: z.boolean(),
  })
  // Running or paused, never both nor neither.
  .refine((timer) =>
    timer.endsAt === null
      ? timer.remainingMs !== null && timer.runningSince === null
      : timer.remainingMs === null && timer.runningSince !== null,
  );

/** What is kept in storage: the timers, and the moment announcements were made up to. */
export interface StoredTimers {
  version: typeof TIMERS_STORAGE_VERSION;
  timers: CookTimer[];
  announcedUntil: number;
}

export function storedTimers(list: Timers, announcedUntil: number): StoredTimers {
  return { version: TIMERS_STORAGE_VERSION, timers: [...list], announcedUntil };
}

const storedSchema = z.object({
  version: z.literal(TIMERS_STORAGE_VERSION),
  timers: z.array(z.unknown()),
  announcedUntil: time.optional().catch(undefined),
});

function validTimers(entries: readonly unknown[]): CookTimer[] {
  const timers: CookTimer[] = [];
  for (const entry of entries) {
    const parsed = cookTimerSchema.safeParse(entry);
    if (parsed.success && !timers.some(({ id }) => id === parsed.data.id)) timers.push(parsed.data);
  }
  return timers;
}

/**
 * Stored timers as they were saved, without the malformed ones (or a second one with the same
 * id); `announcedUntil` is null when unknown, and the page then announces from `now` on: better
 * silent than repeating itself.
 */
export function parseStoredTimerState(json: unknown): {
  timers: CookTimer[];
  announcedUntil: number | null;
} {
  const stored = storedSchema.safeParse(json);
  if (!stored.success) return { timers: [], announcedUntil: null };
  return {
    timers: validTimers(stored.data.timers),
    announcedUntil: stored.data.announcedUntil ?? null,
  };
}

export const parseStoredTimers = (json: unknown): CookTimer[] => parseStoredTimerState(json).timers;
