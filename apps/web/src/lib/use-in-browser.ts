import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders and the browser hydrates, true after: what lives only in the
 * browser (the list) shows once the page is hydrated, instead of a server guess that flips.
 */
export const useInBrowser = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
