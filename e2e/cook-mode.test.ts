/**
 * Cook mode (issue #43) in Chromium at phone size, in each language: one step a screen, turned by
 * the arrow keys (mirrored in Arabic), a swipe and the buttons; resumed after a reload; the screen
 * kept awake; a step read aloud in the page's language; timers that run on across pages and
 * reloads, ring at their end and announce it; offline for a recipe seen before.
 *
 * Headless Chromium refuses the screen wake lock and has no voices, so both APIs are stubbed before
 * the page loads: the stubs record what the page asks of them (a request for the screen, the text
 * and language of each utterance). Timers run on Playwright's fake clock.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stepsOf, type RecipeResponse } from '@chhiwat/core';
import { launchChromium } from './browser.ts';
import { expectAccessible, open, watchErrors } from './helpers.ts';
import { baseUrlOfWorker } from './server-url.ts';

const baseUrl = baseUrlOfWorker();
const SLUG = 'chicken-tagine-preserved-lemons-olives';
const languages = ['ar', 'fr', 'en'] as const;

/** Records wake-lock requests and utterances; offers a voice for each of `locales`. */
function stubDeviceApis(locales: string[] = ['ar-MA', 'fr-FR', 'en-GB']) {
  const log = { wakeLocks: 0, spoken: [] as { text: string; lang: string }[] };
  Object.assign(window, { deviceLog: log });
  Object.defineProperty(navigator, 'wakeLock', {
    configurable: true,
    value: {
      request: async () => {
        log.wakeLocks += 1;
        const sentinel = new EventTarget() as EventTarget & { released: boolean };
        return Object.assign(sentinel, {
          released: false,
          type: 'screen',
          release: async () => {
            sentinel.released = true;
          },
        });
      },
    },
  });
  const voices = locales.map((lang) => ({ lang, name: lang, default: false }));
  const speech = Object.assign(new EventTarget(), {
    getVoices: () => voices,
    speak: (utterance: SpeechSynthesisUtterance) =>
      log.spoken.push({ text: utterance.text, lang: utterance.lang }),
    cancel: () => undefined,
  });
  Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: speech });
  // the page sets a stub voice on it, which the real utterance would refuse
  class Utterance {
    lang = '';
    voice: unknown = null;
    constructor(readonly text: string) {}
  }
  Object.defineProperty(window, 'SpeechSynthesisUtterance', {
    configurable: true,
    value: Utterance,
  });
}

type DeviceLog = { wakeLocks: number; spoken: { text: string; lang: string }[] };
const deviceLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { deviceLog: DeviceLog }).deviceLog);

describe('cook mode', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let recipe: RecipeResponse['recipe'];

  beforeAll(async () => {
    browser = await launchChromium();
    recipe = ((await (await fetch(`${baseUrl}/api/recipes/${SLUG}`)).json()) as RecipeResponse)
      .recipe;
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    await context?.close();
    context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(stubDeviceApis);
    page = await context.newPage();
  });

  const dialog = () => page.getByTestId('cook-mode');
  const stepNumber = () => dialog().getByTestId('cook-step-number').textContent();
  const stepText = () => dialog().getByTestId('cook-step').textContent();
  const steps = (language: (typeof languages)[number]) =>
    stepsOf(recipe[`instructions_${language}`]);

  /** A finger dragged across the step, from one side to the other. */
  async function swipe(direction: 'left' | 'right') {
    const box = await dialog().getByTestId('cook-step').boundingBox();
    if (!box) throw new Error('no step on screen');
    const y = box.y + box.height / 2;
    const [from, to] = direction === 'left' ? [0.9, 0.1] : [0.1, 0.9];
    await page.mouse.move(box.x + box.width * from, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * to, y, { steps: 5 });
    await page.mouse.up();
  }

  it.each(languages)(
    'turns the steps by keys, swipe and buttons, and resumes after a reload (%s)',
    async (language) => {
      const errors = watchErrors(page);
      await open(page, baseUrl, `/recipe/${SLUG}`, language);
      await page.getByTestId('start-cooking').click();
      await dialog().waitFor();
      expect(page.url()).toMatch(/#cook$/);
      expect(await stepText()).toBe(steps(language)[0]);
      const rtl = language === 'ar';
      await page.keyboard.press(rtl ? 'ArrowLeft' : 'ArrowRight');
      await expect.poll(stepText).toBe(steps(language)[1]);
      // a swipe towards the start of the line turns to the next step: leftwards in LTR
      await swipe(rtl ? 'right' : 'left');
      await expect.poll(stepText).toBe(steps(language)[2]);
      await page.keyboard.press(rtl ? 'ArrowRight' : 'ArrowLeft');
      await expect.poll(stepText).toBe(steps(language)[1]);
      await dialog().getByTestId('cook-next').click();
      await dialog().getByTestId('cook-previous').click();
      expect(await stepNumber()).toContain('2');
      expect((await deviceLog(page)).wakeLocks).toBeGreaterThanOrEqual(1);

      await page.reload();
      await dialog().waitFor();
      await expect.poll(stepText).toBe(steps(language)[1]);

      // the step's own ingredients, at the page's servings
      const ingredients = dialog().getByTestId('cook-ingredients');
      expect(await ingredients.locator('li').count()).toBeGreaterThan(0);
      expect(await ingredients.locator('li').count()).toBeLessThan(recipe.ingredients.length);

      await dialog().getByTestId('cook-read').click();
      expect((await deviceLog(page)).spoken.at(-1)).toEqual({
        text: steps(language)[1],
        lang: language,
      });

      await dialog().getByTestId('cook-close').click();
      await dialog().waitFor({ state: 'detached' });
      expect(page.url()).not.toMatch(/#cook/);
      expect(errors).toEqual([]);
    },
  );

  it('offers the step in another language where the device has no Arabic voice', async () => {
    const noArabic = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await noArabic.addInitScript(stubDeviceApis, ['fr-FR', 'en-GB']);
    const tab = await noArabic.newPage();
    await tab.goto(`${baseUrl}/recipe/${SLUG}?lang=ar#cook`);
    const cook = tab.getByTestId('cook-mode');
    await cook.getByTestId('cook-no-voice').waitFor();
    expect(await cook.getByTestId('cook-read').count()).toBe(0);
    await cook.getByTestId('cook-read-fr').click();
    expect((await deviceLog(tab)).spoken).toEqual([{ text: steps('fr')[0], lang: 'fr' }]);
    await noArabic.close();
  });

  it('closes with the back button, and ends with "done" on the last step', async () => {
    await open(page, baseUrl, `/recipe/${SLUG}`, 'en');
    // the method's own button, where a cook reading the steps finds it
    await page.getByRole('tab', { name: 'Instructions' }).click();
    await page.getByTestId('start-cooking-steps').click();
    await dialog().waitFor();
    await page.goBack();
    await dialog().waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1 }).waitFor();

    await page.getByTestId('start-cooking').click();
    const overview = dialog().getByTestId('cook-overview');
    await dialog().getByTestId('cook-overview-toggle').click();
    await overview.getByRole('button').last().click();
    expect(await stepText()).toBe(steps('en').at(-1));
    await dialog().getByTestId('cook-next').click();
    await dialog().waitFor({ state: 'detached' });
  });

  it('runs two timers across pages and a reload, rings the first at its end, and is accessible', async () => {
    await page.clock.install();
    await open(page, baseUrl, `/recipe/${SLUG}`, 'fr');
    await page.getByTestId('start-cooking').click();
    await dialog().waitFor();
    await page.keyboard.press('ArrowRight');
    await expect.poll(stepText).toBe(steps('fr')[1]);
    // step 2: a 30-minute wait in the data ("au moins 30 minutes" in its text too: one timer)
    const offers = dialog().getByTestId('cook-start-timer');
    expect(await offers.count()).toBe(1);
    await offers.first().click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(stepText).toBe(steps('fr')[3]);
    // step 4: 45 minutes
    await dialog().getByTestId('cook-start-timer').first().click();
    const inlineTray = dialog().getByTestId('timer-tray');
    await expect.poll(() => inlineTray.locator('li[data-testid^="timer-"]').count()).toBe(2);
    await expectAccessible(page, 'cook mode with two timers running');

    await dialog().getByTestId('cook-close').click();
    await page.goto(`${baseUrl}/recipes?lang=fr`);
    const tray = page.getByTestId('timer-tray');
    await tray.waitFor();
    expect(await tray.textContent()).toContain(recipe.title_fr);
    await page.clock.fastForward('29:30');
    await page.reload();
    await tray.waitFor();
    await page.clock.fastForward('01:00');
    // the 30-minute timer rang and said so; the 45-minute one runs on
    await expect
      .poll(() => page.locator('[aria-live]').allTextContents(), { timeout: 5_000 })
      .toEqual(expect.arrayContaining([expect.stringContaining('temps écoulé')]));
    const rows = tray.locator('li[data-testid^="timer-"]');
    expect(await rows.evaluateAll((li) => li.map((row) => row.getAttribute('data-state')))).toEqual(
      ['rung', 'running'],
    );
    await page.reload();
    await tray.waitFor();
    expect(await rows.count()).toBe(2);
  });

  it('works offline for a recipe opened before', async () => {
    const offline = await browser.newContext({
      serviceWorkers: 'allow',
      viewport: { width: 390, height: 844 },
    });
    await offline.addInitScript(stubDeviceApis);
    const tab = await offline.newPage();
    await tab.goto(`${baseUrl}/recipe/${SLUG}?lang=ar`);
    await tab.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await tab.reload();
    await tab.getByTestId('start-cooking').waitFor();
    await offline.setOffline(true);
    await tab.reload();
    await tab.getByTestId('start-cooking').click();
    const cook = tab.getByTestId('cook-mode');
    await cook.waitFor();
    await cook.getByTestId('cook-next').click();
    expect(await cook.getByTestId('cook-step').textContent()).toBe(steps('ar')[1]);
    await cook.getByTestId('cook-start-timer').first().click();
    await expect.poll(() => cook.getByTestId('timer-tray').count()).toBe(1);
    await offline.close();
  });
});
