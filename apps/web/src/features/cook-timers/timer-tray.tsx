import { BellRing, ChevronDown, Timer } from 'lucide-react';
import { useCallback, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { remainingMs, type CookTimer } from '@chhiwat/core';
import { useTranslationWith } from '../../i18n/index.ts';
import { useTimers, useTimerSlot } from '../../state/timer-store.ts';

import { askNotificationPermission, notificationAccess, startTimerAlarm } from './timer-alarm.ts';
import { announceTimer, TimerAnnouncer } from './timer-announcer.tsx';
import { Clock, TimerRow } from './timer-row.tsx';

/** More timers than this fold into one line on request. */
const FOLD_ABOVE = 2;
const TICK_MS = 1000;

/**
 * Cook mode's timers on every public page (issue #43): the alarm, the screen reader's regions and
 * the tray, mounted once by the layout; while cook mode is open, the timers show inside it too. `stackAbove` names a bar fixed at the bottom of the screen
 * (the selection's) that the tray stays above.
 */
export function CookTimers({ stackAbove }: { stackAbove?: string }) {
  const { t, ready } = useTranslationWith('picks');
  const notificationTitle = t('timers.notificationTitle');
  useEffect(
    () => (ready ? startTimerAlarm({ onEvent: announceTimer, notificationTitle }) : undefined),
    [ready, notificationTitle],
  );
  const cookModeSlot = useTimerSlot();
  // Kept on the device: the server and the hydrating page have none, and render nothing here.
  const timers = useTimers();
  if (!ready || (timers.length === 0 && !cookModeSlot)) return null;
  return (
    <>
      <TimerAnnouncer />
      <TimerTray stackAbove={stackAbove} />
      {cookModeSlot && createPortal(<TimerTray inline />, cookModeSlot)}
    </>
  );
}

interface TimerTrayProps {
  /**
   * In the flow of a page or a dialog rather than fixed at the bottom, with its own announcer:
   * cook mode's modal dialog makes the page's tray and regions inert.
   */
  inline?: boolean;
  /** A CSS selector for a bar fixed at the bottom of the screen that the tray stays above. */
  stackAbove?: string;
}

/**
 * The timers while any is running, paused, or rung and not dismissed; nothing otherwise. Inline, its
 * announcer is there from the start, so a dialog's first timer is heard starting.
 */
export function TimerTray({ inline = false, stackAbove }: TimerTrayProps) {
  const timers = useTimers();
  const { ready } = useTranslationWith('picks');
  const shown = timers.length > 0;
  if (!ready) return null;
  if (!inline) return shown && <FloatingTray timers={timers} stackAbove={stackAbove} />;
  return (
    <>
      <TimerAnnouncer />
      {shown && <TimerPanel timers={timers} className="border border-sand-200" />}
    </>
  );
}

function FloatingTray({
  timers,
  stackAbove,
}: {
  timers: readonly CookTimer[];
  stackAbove?: string;
}) {
  const [tray, setTray] = useState<HTMLElement | null>(null);
  const bar = useHeight(useQueried(stackAbove));
  const own = useHeight(tray);
  return (
    <>
      {/* Keeps the end of the page reachable above the tray. */}
      <div aria-hidden="true" style={{ height: own }} className="print:hidden" />
      <div
        ref={setTray}
        style={{ bottom: bar }}
        className="pointer-events-none fixed inset-x-0 z-40 flex justify-center px-3 pb-2 sm:justify-end print:hidden"
      >
        <TimerPanel
          timers={timers}
          className="pointer-events-auto w-full border border-sand-200 shadow-[0_-4px_16px_rgba(0,0,0,0.12)] sm:w-96"
        />
      </div>
    </>
  );
}

function TimerPanel({ timers, className }: { timers: readonly CookTimer[]; className: string }) {
  const { t } = useTranslationWith('picks');
  const now = useNow(timers.some((timer) => timer.endsAt !== null && !timer.rang));
  const [open, setOpen] = useState(true);
  const listId = useId();
  const foldable = timers.length > FOLD_ABOVE;
  return (
    <section
      aria-label={t('timers.title')}
      className={`rounded-2xl bg-white/95 backdrop-blur ${className}`}
      data-testid="timer-tray"
    >
      {foldable && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
          className="flex min-h-11 w-full items-center gap-2 rounded-2xl px-3 text-start hover:bg-sand-100"
          data-testid="fold-timers"
        >
          <Timer className="size-5 shrink-0 text-saffron-700" aria-hidden="true" />
          <span className="font-semibold">{t('timers.count', { count: timers.length })}</span>
          {!open && <FoldedSummary timers={timers} now={now} />}
          <ChevronDown
            className={`ms-auto size-5 shrink-0 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
            aria-hidden="true"
          />
        </button>
      )}
      {(!foldable || open) && (
        <>
          <ul id={listId} className="max-h-[40vh] divide-y divide-sand-100 overflow-y-auto">
            {timers.map((timer) => (
              <TimerRow key={timer.id} timer={timer} now={now} />
            ))}
          </ul>
          <NotificationPrompt />
        </>
      )}
    </section>
  );
}

/** The folded tray's one line: the timer that rang, else the one that ends first. */
function FoldedSummary({ timers, now }: { timers: readonly CookTimer[]; now: number }) {
  const { t } = useTranslationWith('picks');
  const first = [...timers].sort((a, b) => urgency(a, now) - urgency(b, now))[0];
  if (!first) return null;
  return (
    <span className="flex min-w-0 items-center gap-2 text-sm text-stone-700">
      {first.rang && (
        <BellRing
          className="size-4 shrink-0 text-terracotta-700"
          role="img"
          aria-label={t('timers.done')}
        />
      )}
      <bdi className="truncate">{first.label}</bdi>
      <Clock timer={first} now={now} />
    </span>
  );
}

/** Rung first, then running by time left, then paused. */
const urgency = (timer: CookTimer, now: number) =>
  timer.rang ? -1 : timer.endsAt === null ? Number.MAX_SAFE_INTEGER : remainingMs(timer, now);

/** "Allow notifications", while the browser offers them and the visitor has not answered. */
function NotificationPrompt() {
  const { t } = useTranslationWith('picks');
  const [access, setAccess] = useState(notificationAccess);
  if (access !== 'default') return null;
  return (
    <button
      type="button"
      onClick={() => void askNotificationPermission().then(setAccess)}
      className="flex min-h-11 w-full items-center justify-center gap-2 rounded-b-2xl border-t border-sand-100 px-3 text-sm font-semibold text-saffron-800 hover:bg-saffron-50"
      data-testid="allow-notifications"
    >
      <BellRing className="size-4" aria-hidden="true" />
      {t('timers.allowNotifications')}
    </button>
  );
}

// ---------------------------------------------------------------------------------------------
// The tray's clock and placement

/** The time, once a second while `ticking` and the page shows: one interval for the tray. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!ticking) return;
    const tick = () => setNow(Date.now());
    let interval = setInterval(tick, TICK_MS);
    const onVisibility = () => {
      clearInterval(interval);
      if (document.visibilityState !== 'visible') return;
      tick();
      interval = setInterval(tick, TICK_MS);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [ticking]);
  return now;
}

const subscribeToPage = (notify: () => void) => {
  const observer = new MutationObserver(notify);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
};

/** The element `selector` finds, followed as it comes and goes. */
function useQueried(selector: string | undefined): HTMLElement | null {
  return useSyncExternalStore(
    subscribeToPage,
    () => (selector ? document.querySelector<HTMLElement>(selector) : null),
    () => null,
  );
}

/** An element's height, followed as it resizes; 0 without one. */
function useHeight(element: HTMLElement | null): number {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!element) return () => {};
      const observer = new ResizeObserver(notify);
      observer.observe(element);
      return () => observer.disconnect();
    },
    [element],
  );
  return useSyncExternalStore(
    subscribe,
    () => element?.offsetHeight ?? 0,
    () => 0,
  );
}
