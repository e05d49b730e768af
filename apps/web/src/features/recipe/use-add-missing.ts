import { useEffect, useRef, useState } from 'react';
import { selectionActions } from '../../state/selection-store.ts';

/** public-site.md §4 and §9: one ingredient shows "adding" for 300 ms; add-all goes one by one, 100 ms apart. */
export const SINGLE_ADD_DELAY_MS = 300;
export const ADD_ALL_GAP_MS = 100;

export function useAddMissing() {
  const [adding, setAdding] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const later = (ms: number, work: () => void) => timers.current.push(setTimeout(work, ms));

  const addOne = (slug: string) => {
    setAdding((current) => new Set(current).add(slug));
    later(SINGLE_ADD_DELAY_MS, () => {
      selectionActions.add(slug);
      setAdding((current) => {
        const next = new Set(current);
        next.delete(slug);
        return next;
      });
    });
  };

  const addAll = (slugs: readonly string[]) => {
    setAdding(new Set(slugs));
    slugs.forEach((slug, index) =>
      later(index * ADD_ALL_GAP_MS, () => {
        selectionActions.add(slug);
        setAdding((current) => {
          const next = new Set(current);
          next.delete(slug);
          return next;
        });
      }),
    );
  };

  return { adding, addOne, addAll };
}
