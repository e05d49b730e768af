import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Language } from '@chhiwat/core';
import { readInternally } from '../../platform/internal-reads.ts';

/** What the web app's server build (apps/web/src/entry-server.tsx) exports. */
interface RendererModule {
  createRenderer(fetchApi: (path: string, init: RequestInit) => Promise<Response>): {
    render(url: string, language: Language): Promise<RenderedContent>;
  };
  pageSources(pathname: string, language: Language): string[];
}

export interface RenderedContent {
  /** The page's markup for inside #root. */
  html: string;
  /** The state script the browser hydrates from. */
  stateScript: string;
  /** Renders it took: more than 1 when the web app's page-data.ts did not foresee its data. */
  renders: number;
}

export interface PageRenderer {
  render(url: string, language: Language): Promise<RenderedContent>;
  /** The scripts the page runs first, beyond the entry's own (for modulepreload). */
  chunks(pathname: string, language: Language): string[];
}

interface ManifestEntry {
  file: string;
  imports?: string[];
}

/**
 * Loads the web app's server build from `ssrDir` (apps/web/dist-ssr), reading the API through
 * `app.inject` — the same routes, validation and cache a browser's fetch would meet. Undefined
 * when there is no such build (API tests, development): pages are then served as the bare shell.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  ssrDir: string | undefined,
  webDist: string | undefined,
): Promise<PageRenderer | undefined> {
  const entry = ssrDir ? path.join(ssrDir, 'entry-server.js') : undefined;
  if (!entry || !webDist || !fs.existsSync(entry)) return undefined;
  const web = (await import(pathToFileURL(entry).href)) as RendererModule;
  const renderer = web.createRenderer(async (url) => {
    const response = await readInternally(app, url);
    const body = response.statusCode === 204 ? null : response.rawPayload;
    return new Response(body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  });
  const manifest = readManifest(webDist);
  return {
    render: (url, language) => renderer.render(url, language),
    chunks: (pathname, language) =>
      web.pageSources(pathname, language).flatMap((source) => chunkFiles(manifest, source)),
  };
}

function readManifest(webDist: string): Record<string, ManifestEntry> {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestEntry>;
}

/** A lazy chunk's script and the chunks it imports, from Vite's build manifest (entry aside). */
export function chunkFiles(manifest: Record<string, ManifestEntry>, source: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || files.has(`/${entry.file}`) || entry.file === manifest['index.html']?.file)
      return;
    files.add(`/${entry.file}`);
    entry.imports?.forEach(visit);
  };
  visit(source);
  return [...files];
}
