import { createRequire } from 'node:module';
import type * as Xss from 'xss';

// xss is CommonJS and Node's ESM loader does not see all its named exports: load it as CommonJS.
const { FilterXSS, escapeAttrValue, friendlyAttrValue } = createRequire(import.meta.url)(
  'xss',
) as typeof Xss;

/**
 * The HTML a blog post may hold: an allow-list of tags and attributes; no scripts, no event
 * handlers, no styles, and links and images only to http(s), mailto or our own paths.
 * Posts are sanitised when saved and again when served.
 */
const allowList: Record<string, string[]> = {
  h2: [],
  h3: [],
  h4: [],
  p: [],
  br: [],
  hr: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  blockquote: [],
  ul: [],
  ol: [],
  li: [],
  code: ['class'],
  pre: ['class'],
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  figure: [],
  figcaption: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: [],
  td: [],
};

const SAFE_URL = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;
const CODE_CLASS = /^language-(html|javascript|css|php|python|json|plaintext)$/;

const filter = new FilterXSS({
  whiteList: allowList,
  stripIgnoreTag: true,
  stripIgnoreTagBody: [
    'script',
    'style',
    'iframe',
    'object',
    'embed',
    'template',
    'noscript',
    'svg',
    'math',
  ],
  allowCommentTag: false,
  onTagAttr(tag, name, value) {
    if (name === 'href' || name === 'src') {
      // Entities decoded first: `/&#47;evil.example` is the off-site `//evil.example`.
      const url = friendlyAttrValue(value).trim();
      return SAFE_URL.test(url) ? `${name}="${escapeAttrValue(url)}"` : '';
    }
    if (name === 'class') return CODE_CLASS.test(value) ? `class="${escapeAttrValue(value)}"` : '';
    if (tag === 'a' && name === 'target')
      return value === '_blank' ? 'target="_blank" rel="noopener noreferrer"' : '';
    if (tag === 'a' && name === 'rel') return '';
    return undefined;
  },
});

export function sanitizeHtml(html: string): string {
  return filter.process(html);
}
