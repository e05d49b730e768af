/**
 * One clear button in each public search field (issue #39): ours, never beside the browser's own
 * (the ✕ Chromium draws in an <input type="search">, found in its shadow tree through CDP).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newContext } from './browser.ts';
import { open } from './helpers.ts';
import { baseUrlOfWorker } from './server-url.ts';

const baseUrl = baseUrlOfWorker();

interface DomNode {
  nodeId: number;
  nodeName: string;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
}

/** How the browser's own clear button of the search field `testId` is displayed. */
async function browserClearButton(page: Page, testId: string): Promise<string | undefined> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as {
    root: DomNode;
  };
  const attribute = (node: DomNode, name: string) => {
    const index = node.attributes?.indexOf(name) ?? -1;
    return index >= 0 ? node.attributes?.[index + 1] : undefined;
  };
  const find = (node: DomNode, inField: boolean): DomNode | undefined => {
    const here = inField || attribute(node, 'data-testid') === testId;
    if (here && attribute(node, 'pseudo') === '-webkit-search-cancel-button') return node;
    for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) {
      const found = find(child, here);
      if (found) return found;
    }
    return undefined;
  };
  const button = find(root, false);
  if (!button) return undefined;
  const { computedStyle } = (await cdp.send('CSS.getComputedStyleForNode', {
    nodeId: button.nodeId,
  })) as { computedStyle: { name: string; value: string }[] };
  await cdp.detach();
  return computedStyle.find((style) => style.name === 'display')?.value;
}

describe('search fields', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  it.each([
    ['/', 'ingredient-search', 'Clear the search'],
    ['/recipes', 'recipe-search', 'Clear the search'],
  ])('on %s, %s shows one clear button, ours, which empties it', async (path, testId, label) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await open(page, baseUrl, path, 'en');
    const field = page.getByTestId(testId);
    await field.fill('tomato');
    expect(await browserClearButton(page, testId)).toBe('none');
    const clear = page.getByRole('button', { name: label });
    expect(await clear.count()).toBe(1);
    await clear.click();
    expect(await field.inputValue()).toBe('');
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    await context.close();
  });

  it('in My kitchen, the search for a staple shows one clear button too', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await open(page, baseUrl, '/', 'en');
    await page.getByTestId('kitchen-button').click();
    const field = page.getByTestId('kitchen-add-search');
    await field.fill('cumin');
    expect(await browserClearButton(page, 'kitchen-add-search')).toBe('none');
    await page
      .getByTestId('kitchen-panel')
      .getByRole('button', { name: 'Clear the search' })
      .click();
    expect(await field.inputValue()).toBe('');
    await context.close();
  });
});
