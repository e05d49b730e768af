import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '@chhiwat/core';
import type { PageTextSet } from '../i18n/texts.ts';

/** What a server-rendered page hands to the browser, in a non-executed JSON script (strict CSP). */
export interface ServerState {
  language: Language;
  /** The set of texts only some pages show that the page showed, if any (i18n/texts.ts). */
  pageTextSet?: PageTextSet;
  queries: DehydratedState;
}

export const SERVER_STATE_ID = 'chhiwat-state';

/** The state as a script element; `<` is escaped so no text in it can close the element. */
export function serializeServerState(state: ServerState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_STATE_ID}">${json}</script>`;
}

export function readServerState(): ServerState | undefined {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return undefined;
  }
}
