import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/** Debian's Chromium, driven by playwright-core (no browser download on our machines). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh context (own storage) per test, phone-sized unless told otherwise. */
export function newContext(
  browser: Browser,
  options: { width?: number; height?: number } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: options.width ?? 390, height: options.height ?? 844 },
  });
}
