import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { formatClock, formatDuration, type Language } from '@chhiwat/core';
import { useTranslationWith, type Translate } from '../../i18n/index.ts';
import type { TimerEvent } from './timer-alarm.ts';

/**
 * What screen readers hear of the timers (issue #43): "Timer started: …", "…: one minute left",
 * "…: time is up", in the page's language. The alarm hands each event to `announceTimer`; the
 * regions render the latest. Cook mode's dialog makes the page behind it inert, and an inert live
 * region is silent, so the dialog has its own region: only the one mounted last speaks.
 */
interface Announcement {
  event: TimerEvent;
  /** Counts up, so the same words said twice are a new message. */
  serial: number;
}

const MINUTE_MS = 60_000;

type Listener = () => void;
const listeners = new Set<Listener>();
let latest: Announcement | undefined;
const regions: string[] = [];

const notify = () => listeners.forEach((listener) => listener());

export function announceTimer(event: TimerEvent) {
  latest = { event, serial: (latest?.serial ?? 0) + 1 };
  notify();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The latest announcement, and whether this region is the one that says it. */
function useAnnouncement(region: string) {
  const announcement = useSyncExternalStore(
    subscribe,
    () => latest,
    () => undefined,
  );
  const speaking = useSyncExternalStore(
    subscribe,
    () => regions.at(-1) === region,
    () => false,
  );
  useEffect(() => {
    regions.push(region);
    notify();
    return () => {
      regions.splice(regions.indexOf(region), 1);
      notify();
    };
  }, [region]);
  return speaking ? announcement : undefined;
}

/** A duration as said aloud: "12 min", "دقيقتان"; a clock for what is not whole minutes. */
function spokenDuration(ms: number, language: Language): string {
  return ms % MINUTE_MS === 0 ? formatDuration(ms / MINUTE_MS, language) : formatClock(ms);
}

function sentence({ kind, timer }: TimerEvent, t: Translate, language: Language): string {
  const label = timer.label;
  if (kind === 'started')
    return t('timers.announce.started', {
      label,
      time: spokenDuration(timer.durationMs, language),
    });
  return t(kind === 'ended' ? 'timers.announce.ended' : 'timers.announce.oneMinuteLeft', { label });
}

/** Two visually hidden live regions: polite for a start and the last minute, assertive for an end. */
export function TimerAnnouncer() {
  const { t, i18n } = useTranslationWith('picks');
  const region = useId();
  const announcement = useAnnouncement(region);
  // Only what happens once this region is here: a dialog opening does not repeat an old end.
  const [firstSerial] = useState(() => latest?.serial ?? 0);
  const fresh = announcement && announcement.serial > firstSerial ? announcement : undefined;
  const text = fresh && sentence(fresh.event, t, i18n.language);
  const ended = fresh?.event.kind === 'ended';
  return (
    <div className="sr-only" data-testid="timer-announcer">
      <div role="status" aria-live="polite" aria-atomic="true">
        {!ended && text && <p key={fresh.serial}>{text}</p>}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {ended && text && <p key={fresh.serial}>{text}</p>}
      </div>
    </div>
  );
}
