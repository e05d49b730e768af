import { CookTimers } from '../features/cook-timers/timer-tray.tsx';
import { ClearUndoNotice } from '../features/selection/clear-undo.tsx';
import { StickyBar } from '../features/selection/sticky-bar.tsx';

/** The tray of timers stays above the selection's bar when both show. */
const STICKY_BAR = '[data-testid="sticky-bar"]';

/**
 * What every public page shows only in the browser, in one chunk off the first load (issue #20):
 * the picks' sticky bar and their "cleared" notice (a selection the server never has), and cook
 * mode's timers (issue #43), kept on the device, whose alarm rings on whatever page is open.
 */
export function BrowserOnlyParts() {
  return (
    <>
      <StickyBar />
      <CookTimers stackAbove={STICKY_BAR} />
      <ClearUndoNotice />
    </>
  );
}
