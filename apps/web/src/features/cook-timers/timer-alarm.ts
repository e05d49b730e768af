import {
  announcementsBetween,
  dueTimers,
  nextEventAt,
  type AnnouncementKind,
  type CookTimer,
} from '@chhiwat/core';
import { subscribeTimers, subscribeTimerStarts, timerActions } from '../../state/timer-store.ts';

/**
 * What the timers do when the time comes (issue #43): one setTimeout for the whole list, set to
 * core's `nextEventAt` again after every change and whenever the page shows again (a hidden tab's
 * timeouts are throttled). At an end it rings: a few beeps, a vibration, a system notification.
 */
export type TimerEventKind = 'started' | AnnouncementKind;

export interface TimerEvent {
  kind: TimerEventKind;
  timer: CookTimer;
}

export interface TimerAlarmOptions {
  /** Each start, "one minute left" and end, for screen readers. */
  onEvent: (event: TimerEvent) => void;
  /** The system notification's title, in the page's language; the timer's label is its body. */
  notificationTitle: string;
}

// setTimeout's longest wait (about 24.8 days); a longer one would fire at once.
const MAX_DELAY_MS = 2 ** 31 - 1;
// Tabs of the site ring in turn, each after reading what the others stored: an end rings once.
const LOCK_NAME = 'chhiwat.timers';
const BEEP = { count: 4, everySeconds: 0.3, lengthSeconds: 0.18, hertz: 880, volume: 0.4 };
const VIBRATION_MS = [300, 150, 300, 150, 300];

/** Starts watching the timers; returns the function that stops. Once per page (the layout). */
export function startTimerAlarm(options: TimerAlarmOptions): () => void {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const schedule = () => {
    clearTimeout(timeout);
    const at = nextEventAt(timerActions.current(), Date.now());
    if (stopped || at === null) return;
    timeout = setTimeout(() => void settle(), Math.min(MAX_DELAY_MS, Math.max(0, at - Date.now())));
  };
  // A failure waits for the next change or visit: rescheduling at once would retry in a loop.
  const settle = () =>
    inTimersLock(() => !stopped && catchUp(options)).then(schedule, (error: unknown) =>
      console.error('Timer alarm failed', error),
    );
  const onVisibility = () => {
    if (document.visibilityState === 'visible') void settle();
  };

  const unsubscribe = subscribeTimers(schedule);
  const unsubscribeStarts = subscribeTimerStarts((timer) =>
    options.onEvent({ kind: 'started', timer }),
  );
  document.addEventListener('visibilitychange', onVisibility);
  const stopUnlocking = unlockAudioOnGesture();
  void settle();
  return () => {
    stopped = true;
    clearTimeout(timeout);
    unsubscribe();
    unsubscribeStarts();
    document.removeEventListener('visibilitychange', onVisibility);
    stopUnlocking();
  };
}

/**
 * Announces and rings what happened since the last time any tab did, once: a page reloaded after
 * an end rings it on load, and not again on the next reload.
 */
function catchUp({ onEvent, notificationTitle }: TimerAlarmOptions) {
  timerActions.reload();
  const timers = timerActions.current();
  if (timers.length === 0) return;
  const now = Date.now();
  const events = announcementsBetween(timers, timerActions.announcedUntil() ?? now, now);
  for (const { id, kind } of events) {
    const timer = timers.find((entry) => entry.id === id);
    if (!timer) continue;
    if (kind === 'ended') ring(timer, notificationTitle);
    onEvent({ kind, timer });
  }
  for (const { id } of dueTimers(timers, now)) timerActions.markRung(id);
  timerActions.markAnnounced(now);
}

/** Runs `task` holding the tabs' lock; without one (insecure pages, a refused lock) just runs it. */
async function inTimersLock(task: () => void) {
  let ran = false;
  const run = () => {
    ran = true;
    task();
  };
  const locks = navigator.locks as LockManager | null | undefined;
  try {
    await (locks ? locks.request(LOCK_NAME, run) : run());
  } catch (error) {
    if (ran) throw error;
    run();
  }
}

function ring(timer: CookTimer, notificationTitle: string) {
  playBeeps();
  if ('vibrate' in navigator) navigator.vibrate(VIBRATION_MS);
  void showNotification(notificationTitle, timer);
}

// ---------------------------------------------------------------------------------------------
// Sound: generated, no audio file to fetch.

let audio: AudioContext | undefined;

function audioContext(): AudioContext | undefined {
  const AudioContextClass =
    window.AudioContext ??
    (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!AudioContextClass) return undefined;
  try {
    audio ??= new AudioContextClass();
  } catch {
    return undefined; // too many contexts, or audio disabled
  }
  return audio;
}

function resumeAudio(context: AudioContext) {
  context.resume().catch(() => {
    // not allowed before the visitor has touched the page: vibration and notification remain
  });
}

/**
 * Browsers let sound play only after the visitor has touched the page (Safari: only from a
 * context resumed by a touch), so the first touch while timers exist wakes the sound up.
 */
function unlockAudioOnGesture(): () => void {
  const unlock = () => {
    if (timerActions.current().length === 0) return;
    const context = audioContext();
    if (context?.state === 'suspended') resumeAudio(context);
  };
  const events = ['pointerdown', 'keydown'] as const;
  for (const event of events) window.addEventListener(event, unlock, true);
  return () => {
    for (const event of events) window.removeEventListener(event, unlock, true);
  };
}

function playBeeps() {
  const context = audioContext();
  if (!context) return;
  resumeAudio(context);
  const start = context.currentTime + 0.05;
  for (let beep = 0; beep < BEEP.count; beep++) playBeep(context, start + beep * BEEP.everySeconds);
}

function playBeep(context: AudioContext, at: number) {
  const tone = context.createOscillator();
  const volume = context.createGain();
  tone.frequency.value = BEEP.hertz;
  // A short rise and fall: a hard start or stop clicks.
  volume.gain.setValueAtTime(0.0001, at);
  volume.gain.exponentialRampToValueAtTime(BEEP.volume, at + 0.02);
  volume.gain.exponentialRampToValueAtTime(0.0001, at + BEEP.lengthSeconds);
  tone.connect(volume).connect(context.destination);
  tone.start(at);
  tone.stop(at + BEEP.lengthSeconds);
}

// ---------------------------------------------------------------------------------------------
// System notifications

export type NotificationAccess = NotificationPermission | 'unsupported';

/** Whether notifications are allowed, refused, not asked yet ('default'), or not offered here. */
export function notificationAccess(): NotificationAccess {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks the visitor (from a button: browsers ignore a request no click made). */
export async function askNotificationPermission(): Promise<NotificationAccess> {
  if (notificationAccess() !== 'default') return notificationAccess();
  try {
    return await Notification.requestPermission();
  } catch {
    return notificationAccess();
  }
}

async function showNotification(title: string, timer: CookTimer) {
  if (notificationAccess() !== 'granted') return;
  const options: NotificationOptions = {
    body: timer.label,
    // The same end in two tabs is one notification.
    tag: `chhiwat-timer-${timer.id}-${timer.endsAt}`,
    icon: '/icons/icon-192.png',
    lang: document.documentElement.lang,
    dir: 'auto',
  };
  try {
    // Android allows notifications only through the service worker.
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration) return await registration.showNotification(title, options);
    const notification = new Notification(title, options);
    notification.onclick = () => window.focus();
  } catch {
    // refused after all (a private window, a browser policy): the tray shows the end
  }
}
