import { lazy, Suspense } from 'react';
import { useSelection } from '../../state/selection-store.ts';

// Off the first load: the server never has a visitor's picks, so the chips' code comes only
// when the browser has some to show.
const SelectionChips = lazy(() =>
  import('./selection-chips.tsx').then((m) => ({ default: m.SelectionChips })),
);

/** The picks' chips on a page (the picker, the recipes), loaded once there are picks. */
export function PageSelectionChips() {
  const picked = useSelection().length > 0;
  return (
    picked && (
      <div className="mb-4">
        <Suspense>
          <SelectionChips />
        </Suspense>
      </div>
    )
  );
}
