import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.ts';
import { baseUrlOfWorker } from './server-url.ts';

const baseUrl = baseUrlOfWorker();
const languages = ['ar', 'fr', 'en'] as const;
const widths = [320, 360, 390, 412, 768, 1024, 1440] as const;
/** Below this the header shows its menu button (tailwind's md). */
const MENU_BELOW = 768;

/** Every public page: each screen of the route table, with the list and the blog. */
const paths = [
  '/',
  '/recipes',
  '/recipe/harira',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/blog',
  '/blog/art-of-moroccan-mint-tea',
  '/list',
  '/no/such/page',
] as const;

/** What each page fetches after its first paint, waited for before measuring. */
const filled = {
  '/': '[data-testid="ingredient-grid"] li',
  '/recipes': '[data-testid="recipe-grid"] li',
  '/recipe/harira': '[data-testid="steps"] li',
  '/blog': 'main a[href^="/blog/"]',
  '/list': 'main li',
} as const;

/**
 * What sticks out of the viewport sideways: the document's scroll width beyond the window, and the
 * outermost elements whose box crosses either edge (the right one in LTR, the left one in RTL is
 * where a document scrolls; the other side is cut off unseen). Anything inside a box that clips
 * its content (a row of chips that scrolls, a screen-reader-only text) does not count.
 */
function overflow() {
  const width = window.innerWidth;
  // a screen-reader-only text: clipped to nothing where it stands
  const hidden = (element: Element) => {
    const style = getComputedStyle(element);
    return style.clip !== 'auto' || style.clipPath !== 'none';
  };
  const clips = (element: Element) =>
    getComputedStyle(element).overflowX !== 'visible' || hidden(element);
  // Where the box is on the page as it first shows (a scrolled page moves every box).
  const place = (element: Element) => {
    const box = element.getBoundingClientRect();
    return { left: box.left + window.scrollX, right: box.right + window.scrollX, box };
  };
  const outside = (element: Element) => {
    const { left, right, box } = place(element);
    return (box.width > 0 || box.height > 0) && (right > width + 0.5 || left < -0.5);
  };
  const clipped = (element: Element) => {
    for (let up = element.parentElement; up && up !== document.body; up = up.parentElement)
      if (clips(up)) return true;
    return false;
  };
  const culprits: string[] = [];
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    if (!outside(element) || hidden(element) || clipped(element)) continue;
    if (element.parentElement && outside(element.parentElement)) continue;
    const { left, right } = place(element);
    const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`;
    const testId = element.getAttribute('data-testid');
    const text = (element.textContent ?? '').trim().slice(0, 40);
    culprits.push(
      `${name}${testId ? `[${testId}]` : ''} from ${Math.round(left)} to ${Math.round(right)} "${text}"`,
    );
  }
  return { scrollWidth: document.documentElement.scrollWidth, width, culprits };
}

describe('every public page fits the screen, 320 to 1440 px wide (issue #39)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  /** Opens the page's menu (the phone menu; from md up, the language dropdown), measures, closes. */
  async function measureWithMenuOpen(page: Page, width: number) {
    const phone = width < MENU_BELOW;
    const toggle = page.getByTestId(phone ? 'mobile-menu-toggle' : 'language-switcher');
    // a plain click event: the pointer's checks of a real click, a hundred times over, are slow
    await toggle.dispatchEvent('click');
    await (phone ? page.getByTestId('menu-language-en') : page.getByRole('menu')).waitFor();
    const measured = await page.evaluate(overflow);
    await (phone ? toggle.dispatchEvent('click') : page.keyboard.press('Escape'));
    await page.locator('#mobile-menu, [role="menu"]').waitFor({ state: 'detached' });
    return measured;
  }

  /** Opens the path once and measures it at every width, menu closed then open. */
  async function sweep(page: Page, path: string): Promise<string[]> {
    await page.goto(`${baseUrl}${path}`);
    await page.locator('main h1').first().waitFor();
    // what fills the page after its first paint: the cards, the steps, the lines
    const filling = filled[path as keyof typeof filled] as string | undefined;
    if (filling) await page.locator(filling).first().waitFor({ state: 'attached' });
    const failures: string[] = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      for (const menu of ['closed', 'open'] as const) {
        const measured =
          menu === 'open' ? await measureWithMenuOpen(page, width) : await page.evaluate(overflow);
        if (measured.scrollWidth > measured.width || measured.culprits.length > 0)
          failures.push(
            `${path} at ${width} px, menu ${menu}: document ${measured.scrollWidth} px wide; ${
              measured.culprits.slice(0, 3).join('; ') || 'no single element'
            }`,
          );
      }
    }
    return failures;
  }

  // One context per language (its own stored language), one page reused for every measure.
  it.each(languages)(
    'in %s: no page is wider than the window, menu open or closed',
    async (language) => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/recipe/harira?lang=${language}`);
      // A selection (the sticky bar shows everywhere) and a list with lines, as a visitor has them.
      await page.evaluate(() =>
        localStorage.setItem('chhiwat.selectedIngredients', JSON.stringify(['chicken', 'onions'])),
      );
      await page.reload();
      await page.getByTestId('add-to-list-button').click();
      await page.getByTestId('add-to-list-status').getByRole('link').waitFor();

      const failures: string[] = [];
      for (const path of paths) failures.push(...(await sweep(page, path)));
      expect(failures).toEqual([]);
      await context.close();
    },
    // 154 measures a language: well under a minute, with room for a busy machine
    120_000,
  );
});
