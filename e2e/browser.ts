import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Every Content-Security-Policy violation seen in any page; `csp-watch.ts` fails the test that caused one. */
export const cspViolations: string[] = [];

function recordCspViolations(page: Page) {
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy'))
      cspViolations.push(`${page.url()}: ${message.text()}`);
  });
}

/**
 * Pages arrive rendered by the server: a test could click a button before React has hydrated it,
 * and the click would be lost. Every navigation of a test page therefore waits until the app has
 * started (its first render committed); a response that is not the app (JSON, XML), or the 'App
 * Failed to Load' notice, does not wait.
 */
function waitForHydration(page: Page) {
  const started = () =>
    page.waitForFunction(
      () =>
        !document.getElementById('root') ||
        document.getElementById('app-failed') !== null ||
        (window as Window & { __chhiwatStarted?: boolean }).__chhiwatStarted === true,
    );
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await started();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await started();
    return response;
  };
}

/** Debian's Chromium and the flags every test browser starts with. */
export const CHROMIUM = {
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
};

/** Debian's Chromium, driven by playwright-core (no browser download on our machines). */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch(CHROMIUM);
  // Browser.newPage goes through newContext too, so every page of every test is watched.
  const newContext = browser.newContext.bind(browser);
  // Without a service worker unless a test asks for one (offline.test.ts): a worker's fetches
  // would pass by the routes other tests set on their pages.
  browser.newContext = async (options) => {
    const context = await newContext({ serviceWorkers: 'block', ...options });
    context.on('page', recordCspViolations);
    if (options?.javaScriptEnabled !== false) context.on('page', waitForHydration);
    return context;
  };
  return browser;
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

/**
 * A desktop-sized page signed in to the back-office as the owner. Each test file passes its own
 * client address (sent as X-Forwarded-For; the test server trusts one proxy hop), so the sign-in
 * throttling of one file never reaches another.
 */
export async function signedInOwnerPage(
  browser: Browser,
  baseUrl: string,
  owner: { email: string; password: string },
  clientAddress: string,
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress },
  });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/admin`);
  await page.getByLabel('Username or Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  return page;
}
