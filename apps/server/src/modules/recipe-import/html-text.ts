/**
 * Lines of text out of HTML, for the recipe reader: where a value is a list written as markup
 * (`<p>`s, `<li>`s, `<br>`s) or as lines, one cleaned string per line. Parsing is htmlparser2's (see
 * read-recipe.ts); each line is then cleaned by core's `cleanText` (entities, tags, controls,
 * whitespace), as one-line values are. Nothing is fetched or run.
 */
import { BLOCK_ELEMENTS, cleanText } from '@chhiwat/core';
import { ElementType, parseDocument, type DomUtils } from 'htmlparser2';

export type HtmlDocument = ReturnType<typeof parseDocument>;
export type HtmlNode = HtmlDocument['children'][number];
export type HtmlElement = ReturnType<typeof DomUtils.findAll>[number];

export function isElement(node: HtmlNode): node is HtmlElement {
  return (
    node.type === ElementType.Tag ||
    node.type === ElementType.Script ||
    node.type === ElementType.Style
  );
}

/** Elements whose text is never shown. */
const HIDDEN = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'math',
  'iframe',
  'object',
  'head',
]);

/** Deeper than any real page; a hostile page's deeper nesting is not read (nor overflows the stack). */
export const MAX_DOM_DEPTH = 400;

const LINE_BREAK = /\r\n|[\n\r\u2028\u2029]/;
/** Block elements in a value: its line breaks are then spaces, as in HTML (a `<br>` alone is not). */
const HAS_BLOCK_MARKUP = new RegExp(`<(?:${[...BLOCK_ELEMENTS].join('|')})\\b`, 'i');

/**
 * The lines a value holds, each cleaned by core's `cleanText`, empty ones dropped. `<br>` and block
 * elements break lines; a line break in the text does too, unless the value has block elements
 * (`<p>`, `<li>`…): it is then a space, as in HTML.
 */
export function textLines(value: string): string[] {
  if (!value.includes('<') && !value.includes('&')) return cleanLines(value.split(LINE_BREAK));
  const blockMarkup = HAS_BLOCK_MARKUP.test(value);
  const chunks = [''];
  appendText(parseDocument(value), chunks, !blockMarkup);
  // The parser decoded the chunks once; escaping them lets cleanText decode what was encoded twice.
  return cleanLines(chunks.map(escapeText));
}

/** The lines of an element's rendered text (block elements and `<br>` break lines), cleaned. */
export function elementLines(element: HtmlNode): string[] {
  const chunks = [''];
  appendText(element, chunks, false);
  return cleanLines(chunks.map(escapeText));
}

/** Escapes text so that cleaning it gives it back (`&` and `<`). */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

function cleanLines(lines: string[]): string[] {
  return lines.map(cleanText).filter((line) => line !== '');
}

/** Appends the text under a node to the last chunk, opening a new chunk at each line break. */
function appendText(
  node: HtmlNode | HtmlDocument,
  chunks: string[],
  keepLineBreaks: boolean,
  depth = 0,
) {
  if (depth > MAX_DOM_DEPTH) return;
  if (node.type === ElementType.Text) {
    const data = (node as { data: string }).data;
    if (keepLineBreaks) {
      const [first = '', ...rest] = data.split(LINE_BREAK);
      chunks[chunks.length - 1] += first;
      chunks.push(...rest);
    } else {
      chunks[chunks.length - 1] += data;
    }
    return;
  }
  if (node.type === ElementType.CDATA) {
    for (const child of (node as { children: HtmlNode[] }).children) {
      appendText(child, chunks, keepLineBreaks, depth + 1);
    }
    return;
  }
  if (node.type === ElementType.Root) {
    for (const child of (node as HtmlDocument).children) {
      appendText(child, chunks, keepLineBreaks, depth + 1);
    }
    return;
  }
  if (!isElement(node)) return;
  const name = node.name.toLowerCase();
  if (HIDDEN.has(name)) return;
  if (name === 'br') {
    chunks.push('');
    return;
  }
  const block = BLOCK_ELEMENTS.has(name);
  if (block) chunks.push('');
  if (name === 'td' || name === 'th') chunks[chunks.length - 1] += ' ';
  for (const child of node.children) appendText(child, chunks, keepLineBreaks, depth + 1);
  if (block) chunks.push('');
}
