import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** A page the recipe site serves: its content type and body. */
export interface SitePage {
  type: string;
  body: string | Buffer;
}

/**
 * A recipe site for the import tests, on loopback (the test server lists 127.0.0.1 in
 * IMPORT_ALLOW_HOSTS): each path its page, anything else a 404.
 */
export async function startRecipeSite(pages: Record<string, SitePage>) {
  const server = http.createServer((request, response) => {
    const page = pages[request.url ?? ''];
    if (page) response.writeHead(200, { 'content-type': page.type }).end(page.body);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (pathname: string) => `http://127.0.0.1:${port}${pathname}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Deletes the recipe `slug` a test saved, found by `search`, with the page's admin session. */
export async function deleteSavedRecipe(page: Page, baseUrl: string, search: string, slug: string) {
  const list = (await (
    await page.request.get(`${baseUrl}/api/admin/recipes?search=${encodeURIComponent(search)}`)
  ).json()) as { recipes: { id: number; slug: string }[] };
  for (const recipe of list.recipes.filter((r) => r.slug === slug))
    expect((await page.request.delete(`${baseUrl}/api/admin/recipes/${recipe.id}`)).status()).toBe(
      204,
    );
}
