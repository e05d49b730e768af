import { createContext, useContext, useEffect } from 'react';

const ReadyContext = createContext<(() => void) | undefined>(undefined);

/** Gives the `onReady` of the app to the page markers below. */
export const ReadyProvider = ReadyContext.Provider;

/**
 * Rendered beside a page's content, inside the same Suspense boundary: its effect runs once that
 * content is committed. A server-rendered page needs this, not an effect at the root: React
 * hydrates the shell first and each Suspense boundary in a later, deferred pass, and a form field
 * used before its boundary hydrates is set back to the server's value.
 */
export function PageReady() {
  const onReady = useContext(ReadyContext);
  useEffect(() => onReady?.(), [onReady]);
  return null;
}
