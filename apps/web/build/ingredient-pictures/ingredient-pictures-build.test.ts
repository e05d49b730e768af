import { describe, expect, it, vi } from 'vitest';
import {
  drawingSvg,
  iconSvg,
  ingredientPictures,
  readIconSet,
  recolorBody,
  type IconSet,
} from './ingredient-pictures-build.ts';

const body =
  '<g fill="none"><path fill="#F3AD61" d="M1 1h2"/><path fill="#e19747" stroke="#e19747" d="M2 2h2"/>' +
  '<stop stop-color="#f3ad61"/><path fill="#123456" d="M3 3"/></g>';

describe('recolorBody', () => {
  it('swaps the paint colours of the table, whatever their case, and leaves the rest', () => {
    const recolored = recolorBody(body, { '#f3ad61': '#A2366B', '#E19747': '#7b2454' });
    expect(recolored).toBe(
      '<g fill="none"><path fill="#a2366b" d="M1 1h2"/><path fill="#7b2454" stroke="#7b2454" d="M2 2h2"/>' +
        '<stop stop-color="#a2366b"/><path fill="#123456" d="M3 3"/></g>',
    );
  });

  it('changes nothing but paint attributes', () => {
    const text = '<path id="f3ad61" data-fill="#f3ad61" fill="#f3ad61"/>';
    expect(recolorBody(text, { '#f3ad61': '#000000' })).toBe(
      '<path id="f3ad61" data-fill="#f3ad61" fill="#000000"/>',
    );
  });

  it('refuses a table with a colour the icon does not have', () => {
    expect(() => recolorBody(body, { '#f3ad61': '#000000', '#00ff00': '#ffffff' })).toThrow(
      /#00ff00/,
    );
  });

  it('with an empty table, returns the body as it was', () => {
    expect(recolorBody(body, {})).toBe(body);
  });
});

describe('the picture files', () => {
  const set: IconSet = {
    width: 32,
    height: 32,
    icons: { onion: { body: '<path fill="#f3ad61" d="M0 0h32v32H0z"/>' } },
  };

  it('writes an icon of the set, recoloured or not, as a standalone SVG', () => {
    expect(iconSvg(set, 'onion')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><path fill="#f3ad61" d="M0 0h32v32H0z"/></svg>',
    );
    expect(drawingSvg(set, { icon: 'onion', recolor: { '#f3ad61': '#a2366b' } })).toContain(
      'fill="#a2366b"',
    );
    expect(() => iconSvg(set, 'leek')).toThrow(/leek/);
  });

  it('writes a drawn glyph in the same 32×32 frame', () => {
    expect(drawingSvg(set, { glyph: '<circle cx="16" cy="16" r="8" fill="#fff"/>' })).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><circle cx="16" cy="16" r="8" fill="#fff"/></svg>',
    );
  });

  it('reads the real set', () => {
    expect(readIconSet().icons.tomato?.body).toContain('<path');
  });
});

describe('the development server', () => {
  type Middleware = (
    request: { url?: string },
    response: {
      statusCode: number;
      setHeader: (name: string, value: string) => void;
      end: (body: string) => void;
    },
    next: () => void,
  ) => void;

  /** Runs the plugin's middleware for one path: what it answered, or that it passed. */
  function serve(url: string) {
    let middleware: Middleware | undefined;
    const plugin = ingredientPictures();
    const configure = plugin.configureServer as unknown as (server: {
      middlewares: { use: (handler: Middleware) => void };
    }) => void;
    configure({ middlewares: { use: (handler) => (middleware = handler) } });
    const headers = new Map<string, string>();
    const response = {
      statusCode: 0,
      body: '',
      setHeader: (name: string, value: string) => headers.set(name, value),
      end(body: string) {
        this.body = body;
      },
    };
    const next = vi.fn();
    middleware?.({ url }, response, next);
    return { passed: next.mock.calls.length > 0, response, headers };
  }

  it('serves the picture of a catalogue ingredient', () => {
    const { passed, response, headers } = serve('/ingredient-pictures/cumin.svg?v=1');
    expect(passed).toBe(false);
    expect(response.statusCode).toBe(200);
    expect(headers.get('content-type')).toBe('image/svg+xml');
    expect(response.body).toMatch(/^<svg /);
  });

  it('answers 404 for an ingredient without one, so the page draws its initial', () => {
    const { passed, response } = serve('/ingredient-pictures/an-ingredient-added-later.svg');
    expect(passed).toBe(false);
    expect(response.statusCode).toBe(404);
  });

  it('leaves every other path alone', () => {
    expect(serve('/assets/index.js').passed).toBe(true);
  });
});
