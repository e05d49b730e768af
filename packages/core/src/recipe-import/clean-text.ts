/**
 * Text of an imported recipe page as a reader sees it: the strings of a schema.org Recipe often
 * carry HTML (tags, entities, sometimes both escaped twice), non-breaking spaces and stray control
 * characters. `cleanText` keeps the words and nothing else, on one line.
 */

/** Named entities recipe pages use; an unknown name is left as written. */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00A0',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  shy: '\u00AD',
  zwnj: '\u200C',
  zwj: '\u200D',
  lrm: '\u200E',
  rlm: '\u200F',
  // punctuation
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  lsaquo: '‹',
  rsaquo: '›',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  minus: '−',
  bull: '•',
  middot: '·',
  prime: '′',
  Prime: '″',
  iexcl: '¡',
  iquest: '¿',
  sect: '§',
  para: '¶',
  dagger: '†',
  Dagger: '‡',
  // signs and numbers
  deg: '°',
  times: '×',
  divide: '÷',
  plusmn: '±',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  frac13: '⅓',
  frac23: '⅔',
  frac15: '⅕',
  frac18: '⅛',
  frasl: '⁄',
  sup1: '¹',
  sup2: '²',
  sup3: '³',
  ordf: 'ª',
  ordm: 'º',
  micro: 'µ',
  percnt: '%',
  permil: '‰',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  curren: '¤',
  // Latin letters (French, Spanish, German…)
  agrave: 'à',
  aacute: 'á',
  acirc: 'â',
  atilde: 'ã',
  auml: 'ä',
  aring: 'å',
  aelig: 'æ',
  ccedil: 'ç',
  egrave: 'è',
  eacute: 'é',
  ecirc: 'ê',
  euml: 'ë',
  igrave: 'ì',
  iacute: 'í',
  icirc: 'î',
  iuml: 'ï',
  eth: 'ð',
  ntilde: 'ñ',
  ograve: 'ò',
  oacute: 'ó',
  ocirc: 'ô',
  otilde: 'õ',
  ouml: 'ö',
  oslash: 'ø',
  oelig: 'œ',
  ugrave: 'ù',
  uacute: 'ú',
  ucirc: 'û',
  uuml: 'ü',
  yacute: 'ý',
  yuml: 'ÿ',
  szlig: 'ß',
  thorn: 'þ',
  Agrave: 'À',
  Aacute: 'Á',
  Acirc: 'Â',
  Atilde: 'Ã',
  Auml: 'Ä',
  Aring: 'Å',
  AElig: 'Æ',
  Ccedil: 'Ç',
  Egrave: 'È',
  Eacute: 'É',
  Ecirc: 'Ê',
  Euml: 'Ë',
  Igrave: 'Ì',
  Iacute: 'Í',
  Icirc: 'Î',
  Iuml: 'Ï',
  ETH: 'Ð',
  Ntilde: 'Ñ',
  Ograve: 'Ò',
  Oacute: 'Ó',
  Ocirc: 'Ô',
  Otilde: 'Õ',
  Ouml: 'Ö',
  Oslash: 'Ø',
  OElig: 'Œ',
  Ugrave: 'Ù',
  Uacute: 'Ú',
  Ucirc: 'Û',
  Uuml: 'Ü',
  Yacute: 'Ý',
  Yuml: 'Ÿ',
  THORN: 'Þ',
};

/**
 * HTML reads character references 128–159 as Windows-1252, as old pages meant them:
 * `&#146;` is ’ and `&#150;` is –. Unassigned ones stay as the C1 control, dropped later.
 */
const WINDOWS_1252: Record<number, number> = {
  0x80: 0x20ac,
  0x82: 0x201a,
  0x83: 0x0192,
  0x84: 0x201e,
  0x85: 0x2026,
  0x86: 0x2020,
  0x87: 0x2021,
  0x88: 0x02c6,
  0x89: 0x2030,
  0x8a: 0x0160,
  0x8b: 0x2039,
  0x8c: 0x0152,
  0x8e: 0x017d,
  0x91: 0x2018,
  0x92: 0x2019,
  0x93: 0x201c,
  0x94: 0x201d,
  0x95: 0x2022,
  0x96: 0x2013,
  0x97: 0x2014,
  0x98: 0x02dc,
  0x99: 0x2122,
  0x9a: 0x0161,
  0x9b: 0x203a,
  0x9c: 0x0153,
  0x9e: 0x017e,
  0x9f: 0x0178,
};

const ENTITY_PATTERN = /&(?:#(\d{1,8})|#[xX]([0-9a-fA-F]{1,7})|([A-Za-z][A-Za-z0-9]{1,31}));/g;

function codePointText(code: number): string {
  if (code === 0) return '';
  if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
  return String.fromCodePoint(WINDOWS_1252[code] ?? code);
}

/** Replaces character references (`&eacute;`, `&#233;`, `&#xE9;`) by their characters. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    ENTITY_PATTERN,
    (whole, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
      if (decimal !== undefined) return codePointText(Number.parseInt(decimal, 10));
      if (hex !== undefined) return codePointText(Number.parseInt(hex, 16));
      return (
        (name !== undefined && Object.hasOwn(NAMED_ENTITIES, name) && NAMED_ENTITIES[name]) || whole
      );
    },
  );
}

/** Elements whose content is never text for a reader; one left open hides the rest, as in a browser. */
const HIDDEN_ELEMENT_PATTERN = /<(script|style|template|noscript)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi;
const COMMENT_PATTERN = /<!--[\s\S]*?(?:-->|$)/g;
const CDATA_PATTERN = /<!\[CDATA\[([\s\S]*?)(?:\]\]>|$)/g;
/** A tag: `<` then a letter (so "5 < 6" is not one), attributes possibly quoted, then `>`. */
const TAG_PATTERN = /<(\/?)([A-Za-z][\w:-]*)(?:[^<>"']|"[^"]*"|'[^']*')*>|<!doctype[^>]*>/gi;
/** HTML's block elements: each starts a new line of text (the server's reader splits lines there). */
export const BLOCK_ELEMENTS: ReadonlySet<string> = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'tfoot',
  'thead',
  'tr',
  'ul',
]);
/** Tags that end a line or a block: replaced by a space; other (inline) tags join their sides. */
const BLOCK_TAGS = new Set([...BLOCK_ELEMENTS, 'br', 'img', 'td', 'th']);

function stripTags(text: string): string {
  if (!text.includes('<')) return text;
  return text
    .replace(CDATA_PATTERN, '$1')
    .replace(COMMENT_PATTERN, ' ')
    .replace(HIDDEN_ELEMENT_PATTERN, ' ')
    .replace(TAG_PATTERN, (_tag, _slash: string, name: string | undefined) =>
      name && BLOCK_TAGS.has(name.toLowerCase()) ? ' ' : '',
    );
}

/**
 * Control characters (C0, DEL, C1), the soft hyphen, zero-width space, word joiner and byte-order
 * mark: never meant to be seen. Tabs and line ends among them become spaces.
 */
const CONTROL_PATTERN = /[\p{Cc}\u00AD\u200B\u2060\uFEFF]/gu;
const SPACE_CONTROL_PATTERN = /[\t\n\v\f\r]/;
const WHITESPACE_PATTERN = /\s+/g;
const STILL_ENCODED_PATTERN =
  /&(?:#\d{1,8}|#[xX][0-9a-fA-F]{1,7}|[A-Za-z][A-Za-z0-9]{1,31});|<\/?[A-Za-z]/;

/**
 * The visible text of an HTML fragment on one line: comments, scripts and tags removed (block
 * tags leave a space, inline tags none, as a browser shows them), entities decoded, controls
 * dropped, whitespace (non-breaking spaces included) collapsed, Unicode in NFC. Text escaped twice
 * (`&amp;eacute;`, `&lt;p&gt;`) is unescaped twice. Anything but a string gives ''.
 */
export function cleanText(html: string): string {
  if (typeof html !== 'string') return '';
  let text = decodeEntities(stripTags(html));
  if (STILL_ENCODED_PATTERN.test(text)) text = decodeEntities(stripTags(text));
  return text
    .replace(CONTROL_PATTERN, (char) => (SPACE_CONTROL_PATTERN.test(char) ? ' ' : ''))
    .replace(WHITESPACE_PATTERN, ' ')
    .trim()
    .normalize('NFC');
}
