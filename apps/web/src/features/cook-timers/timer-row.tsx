import { BellRing, Pause, Play, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatClock, remainingMs, timerHasEnded, type CookTimer } from '@chhiwat/core';
import { useTranslationWith } from '../../i18n/index.ts';
import { timerActions } from '../../state/timer-store.ts';

/**
 * One timer of the tray: its step's name, the time left, and Pause or Resume, "+1:00" and Cancel;
 * once rung, "Done", "+1:00" (a minute more) and Dismiss. Each button names the timer it acts on.
 */
export function TimerRow({ timer, now }: { timer: CookTimer; now: number }) {
  const { t } = useTranslationWith('picks');
  const ended = timerHasEnded(timer, now);
  const paused = timer.endsAt === null;
  const named = (key: string) => t(key, { label: timer.label });
  return (
    <li
      className={`flex items-center gap-2 px-3 py-2${timer.rang ? ' rounded-2xl bg-saffron-100' : ''}`}
      data-testid={`timer-${timer.id}`}
      data-state={timer.rang ? 'rung' : paused ? 'paused' : 'running'}
    >
      <div className="min-w-0 flex-1">
        <p dir="auto" className="line-clamp-2 text-sm text-stone-700">
          {timer.label}
        </p>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <Clock timer={timer} now={now} large />
          {timer.rang && (
            <span className="flex items-center gap-1 text-sm font-bold text-terracotta-700">
              <BellRing className="size-4" aria-hidden="true" />
              {t('timers.done')}
            </span>
          )}
          {paused && <span className="text-sm text-stone-600">{t('timers.paused')}</span>}
        </p>
      </div>
      {!ended && (
        <IconButton
          label={named(paused ? 'timers.resume' : 'timers.pause')}
          onClick={() => (paused ? timerActions.resume(timer.id) : timerActions.pause(timer.id))}
          testId="pause-timer"
        >
          {paused ? (
            <Play className="size-5" aria-hidden="true" />
          ) : (
            <Pause className="size-5" aria-hidden="true" />
          )}
        </IconButton>
      )}
      <IconButton
        label={named('timers.addMinute')}
        onClick={() => timerActions.addMinute(timer.id)}
        testId="add-minute"
      >
        <span dir="ltr" className="text-sm font-semibold tabular-nums">
          +1:00
        </span>
      </IconButton>
      <IconButton
        label={named(timer.rang ? 'timers.dismiss' : 'timers.cancel')}
        onClick={(button) => removeKeepingFocus(button, () => timerActions.cancel(timer.id))}
        testId={timer.rang ? 'dismiss-timer' : 'cancel-timer'}
      >
        <X className="size-5" aria-hidden="true" />
      </IconButton>
    </li>
  );
}

/** The time left as a clock ("12:40"); a timer's own clock is silent, the announcer speaks. */
interface ClockProps {
  timer: CookTimer;
  now: number;
  /** A row's clock; the folded tray's line has a small one. */
  large?: boolean;
}

export function Clock({ timer, now, large = false }: ClockProps) {
  // The tray's clock ticks once a second: a timer started or resumed since reads from its start.
  const left = remainingMs(timer, Math.max(now, timer.runningSince ?? now));
  return (
    <span
      role="timer"
      dir="ltr"
      className={large ? 'text-xl font-bold tabular-nums' : 'font-bold tabular-nums'}
      data-testid="timer-clock"
    >
      {formatClock(timer.rang ? 0 : left)}
    </span>
  );
}

interface IconButtonProps {
  label: string;
  onClick: (button: HTMLButtonElement) => void;
  testId: string;
  children: ReactNode;
}

function IconButton({ label, onClick, testId, children }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={(event) => onClick(event.currentTarget)}
      className="flex size-11 shrink-0 items-center justify-center rounded-full text-stone-700 hover:bg-sand-100"
      data-testid={testId}
    >
      {children}
    </button>
  );
}

/** Removes a row, handing the focus to the next row (or the one before) rather than the page. */
function removeKeepingFocus(button: HTMLElement, remove: () => void) {
  const row = button.closest('li');
  const neighbour = row?.nextElementSibling ?? row?.previousElementSibling;
  remove();
  neighbour?.querySelector('button')?.focus();
}
