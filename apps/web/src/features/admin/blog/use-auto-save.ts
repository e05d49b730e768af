import { useEffect, useRef, useState } from 'react';

export const AUTO_SAVE_MS = 30_000;

interface Options {
  /** Whether there is anything to save now (read when the timer fires). */
  dirty: boolean;
  /** Off on the new-post screen and for a published post (back-office.md §8). */
  enabled: boolean;
  /** Saves what the form holds; resolves false when there was nothing valid to save. */
  save: () => Promise<boolean>;
}

/** Saves a changed draft every 30 seconds; says whether it is saving and when it last saved. */
export function useAutoSave({ dirty, enabled, save }: Options) {
  const [saving, setSaving] = useState(false);
  const latest = useRef({ dirty, save });
  useEffect(() => {
    latest.current = { dirty, save };
  });
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => {
      if (!latest.current.dirty) return;
      setSaving(true);
      latest.current
        .save()
        .catch(() => false)
        .finally(() => setSaving(false));
    }, AUTO_SAVE_MS);
    return () => clearInterval(timer);
  }, [enabled]);
  return saving;
}
