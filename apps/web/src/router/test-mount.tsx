/** Test-only: mounts trees with react-dom inside act(), and clicks like a visitor. */
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const mounted: (() => void)[] = [];

export function mount(ui: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(ui));
  mounted.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  return container;
}

export function unmountAll() {
  for (const unmount of mounted.splice(0)) unmount();
}

/**
 * Clicks inside act(); says whether the page took the click over (prevented the default). The
 * browser's own default (following the link) is then stopped, so the test document stays put.
 */
export function clickOn(element: Element | null | undefined, init: MouseEventInit = {}) {
  if (!element) throw new Error('nothing to click');
  let taken = false;
  const settle = (event: Event) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', settle);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  act(() => void element.dispatchEvent(event));
  document.removeEventListener('click', settle);
  return taken;
}
