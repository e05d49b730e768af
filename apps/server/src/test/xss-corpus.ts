import { hasInvisibleCharacters } from '@chhiwat/core';
import {
  Window,
  type Element,
  type HTMLTemplateElement,
  type Document,
  type DocumentFragment,
} from 'happy-dom';

/**
 * The XSS corpus: stored-XSS attempts an editor (or a stolen session) might type into any text field,
 * shared by the blog, API and browser tests. Every payload, if it ever ran, would call
 * `__xss(<its number>)`; the browser test defines that function and records the numbers, so a payload
 * that runs is caught and named. Numbers follow the order below, from 1.
 */
export const XSS_MARKER = '__xss';

type Template = (js: string) => string;

const decimalEntities = (text: string) =>
  [...text].map((char) => `&#${char.codePointAt(0)};`).join('');
const hexEntities = (text: string) =>
  [...text].map((char) => `&#x${char.codePointAt(0)?.toString(16)};`).join('');
// Zero-padded, no semicolons: browsers still decode them in attribute values.
const paddedEntities = (text: string) =>
  [...text].map((char) => `&#${String(char.codePointAt(0)).padStart(7, '0')}`).join('');
const base64 = (text: string) => btoa(text);

const scriptTags: Template[] = [
  (js) => `<script>${js}</script>`,
  (js) => `<SCRIPT>${js}</SCRIPT>`,
  (js) => `<ScRiPt >${js}</sCrIpT >`,
  (js) => `<script type="text/javascript">${js}</script>`,
  (js) => `<script/xss>${js}</script>`,
  (js) => `<script\n>${js}</script\n>`,
  (js) => `<<script>${js}//<</script>`,
  (js) => `<scr<script>ipt>${js}</scr</script>ipt>`,
  (js) => `<script src="data:text/javascript,${js}"></script>`,
  (js) => `<script>//<![CDATA[\n${js}\n//]]></script>`,
  (js) => `%3Cscript%3E${js}%3C%2Fscript%3E`,
  (js) => `&lt;script&gt;${js}&lt;/script&gt;`,
  (js) => `\\u003cscript\\u003e${js}\\u003c/script\\u003e`,
];

/** Text that tries to close the element or attribute it lands in, then start a script. */
const breakouts: Template[] = [
  (js) => `"><script>${js}</script>`,
  (js) => `'><img src=x onerror=${js}>`,
  (js) => `" onmouseover="${js}" data-x="`,
  (js) => `' autofocus onfocus='${js}' x='`,
  (js) => `</title><script>${js}</script>`,
  (js) => `</textarea><img src=x onerror=${js}>`,
  (js) => `</style><svg onload=${js}>`,
  (js) => `--><script>${js}</script><!--`,
  (js) => `<![CDATA[<script>${js}</script>]]>`,
  (js) => `</title></textarea></style></noscript></script><svg/onload=${js}>`,
  // The JSON-LD block and any JSON embedded in a page.
  (js) => `</script><script>${js}</script>`,
  (js) => `</ScRiPt ><img src=x onerror=${js}>`,
  (js) => `"}]}</script><script>${js}</script>`,
  (js) => `\u2028\u2029</script><script>${js}</script>`,
  // String.replace patterns ($\` $' $&): a head written with a replacement string would copy markup.
  (js) => `$\`$'$&<img src=x onerror=${js}>`,
  (js) => `\${${js}}{{constructor.constructor('${js}')()}}`,
];

const eventHandlers: Template[] = [
  (js) => `<img src=x onerror=${js}>`,
  (js) => `<IMG SRC=x OnErRoR="${js}">`,
  (js) => `<img src=x onerror="${decimalEntities(js)}">`,
  (js) => `<img/src="x"/onerror=${js}>`,
  (js) => `<img src=x onerror\n=${js}>`,
  (js) => `<img src="x:${js}" onerror="eval(src)">`,
  (js) => `<img src=x onerror=eval(atob('${base64(js)}'))>`,
  (js) => `<img src=x onerror=${js}//`,
  (js) => `<svg onload=${js}>`,
  (js) => `<svg/onload=${js}>`,
  (js) => `<body onload=${js}>`,
  (js) => `<body onpageshow=${js}>`,
  (js) => `<input autofocus onfocus=${js}>`,
  (js) => `<select autofocus onfocus=${js}></select>`,
  (js) => `<textarea autofocus onfocus=${js}></textarea>`,
  (js) => `<xss-el tabindex=1 autofocus onfocus=${js}>x</xss-el>`,
  (js) => `<details open ontoggle=${js}>`,
  (js) => `<video><source onerror=${js}></video>`,
  (js) => `<audio src=x onerror=${js}>`,
  (js) => `<video src=x onerror=${js}></video>`,
  (js) => `<picture><source srcset=x><img src=x onerror=${js}></picture>`,
  (js) => `<input type=image src=x onerror=${js}>`,
  (js) => `<marquee onstart=${js}>x</marquee>`,
  (js) => `<p onclick="${js}">click</p>`,
  (js) => `<div onmouseover=${js} style="position:fixed;inset:0">x</div>`,
  (js) => `<a href="#" onclick="${js}">x</a>`,
  (js) => `<وصفة\u202e<img src=x onerror=${js}>`,
];

const dangerousUrls: Template[] = [
  (js) => `<a href="javascript:${js}">x</a>`,
  (js) => `<a href="JaVaScRiPt:${js}">x</a>`,
  (js) => `<a href="   javascript:${js}">x</a>`,
  (js) => `<a href="\u0001javascript:${js}">x</a>`,
  (js) => `<a href="java\tscript:${js}">x</a>`,
  (js) => `<a href="java\nscript:${js}">x</a>`,
  (js) => `<a href="jav&#x09;ascript:${js}">x</a>`,
  (js) => `<a href="javascript&colon;${js}">x</a>`,
  (js) => `<a href="${decimalEntities(`javascript:${js}`)}">x</a>`,
  (js) => `<a href="${hexEntities(`javascript:${js}`)}">x</a>`,
  (js) => `<a href="${paddedEntities(`javascript:${js}`)}">x</a>`,
  (js) => `<a href="javascript://%0a${js}">x</a>`,
  (js) => `<a href="vbscript:${js}">x</a>`,
  (js) => `<a href="data:text/html;base64,${base64(`<script>${js}</script>`)}">x</a>`,
  (js) => `<a href="data:text/html,<script>${js}</script>">x</a>`,
  (js) => `<img src="javascript:${js}">`,
  (js) => `<form action="javascript:${js}"><button>x</button></form>`,
  (js) => `<form><button formaction="javascript:${js}">x</button></form>`,
  (js) => `<base href="javascript:${js}//">`,
  (js) => `<meta http-equiv="refresh" content="0;url=javascript:${js}">`,
  (js) =>
    `<meta http-equiv="refresh" content="0;url=data:text/html;base64,${base64(`<script>${js}</script>`)}">`,
  (js) => `<link rel=stylesheet href="javascript:${js}">`,
  (js) => `<iframe src="javascript:${js}"></iframe>`,
  (js) => `<iframe src="data:text/html,<script>${js}</script>"></iframe>`,
  (js) => `<iframe srcdoc="<script>${js}</script>"></iframe>`,
  (js) => `<iframe srcdoc="&lt;img src=x onerror=${js}&gt;"></iframe>`,
  (js) => `<object data="javascript:${js}"></object>`,
  (js) =>
    `<object type="text/html" data="data:text/html;base64,${base64(`<script>${js}</script>`)}"></object>`,
  (js) => `<embed src="javascript:${js}">`,
  (js) => `<embed src="data:text/html,<script>${js}</script>">`,
  (js) => `javascript:${js}`,
  (js) => `data:text/html,<script>${js}</script>`,
];

const svgAndMathMl: Template[] = [
  (js) => `<svg><script>${js}</script></svg>`,
  (js) => `<svg><a xlink:href="javascript:${js}"><text y=20>x</text></a></svg>`,
  (js) => `<svg><animate onbegin=${js} attributeName=x dur=1s>`,
  (js) => `<svg><foreignObject><img src=x onerror=${js}></foreignObject></svg>`,
  (js) => `<math><mtext><table><mglyph><style><img src=x onerror=${js}>`,
  (js) => `<math href="javascript:${js}">x</math>`,
  (js) => `<math><maction actiontype=statusline xlink:href="javascript:${js}">x</maction></math>`,
];

const styles: Template[] = [
  (js) => `<p style="background:url(javascript:${js})">x</p>`,
  (js) => `<div style="width:expression(${js})">x</div>`,
  (js) => `<style>@import "javascript:${js}";</style>`,
  (js) => `<style>*{background:url("javascript:${js}")}</style>`,
];

/** Markup that changes meaning when a sanitiser's output is parsed again (mutation XSS). */
const mutations: Template[] = [
  (js) => `<template><img src=x onerror=${js}></template>`,
  (js) => `<template><script>${js}</script></template>`,
  (js) => `<noscript><p title="</noscript><img src=x onerror=${js}>">`,
  (js) => `<noscript><style></noscript><img src=x onerror=${js}>`,
  (js) => `<svg></p><style><a id="</style><img src=x onerror=${js}>">`,
  (js) => `<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=${js}>`,
  (js) => `<!--><img src=x onerror=${js}>-->`,
  (js) => `<a title="--><img src=x onerror=${js}>">x</a>`,
];

const templates: Template[] = [
  ...scriptTags,
  ...breakouts,
  ...eventHandlers,
  ...dangerousUrls,
  ...svgAndMathMl,
  ...styles,
  ...mutations,
];

export const XSS_PAYLOADS: readonly string[] = templates.map((template, index) =>
  template(`${XSS_MARKER}(${index + 1})`),
);

/**
 * The corpus packed for text fields of at most `max` characters: as few values as it takes (longest
 * first, each into the first value with room). Payloads longer than `max` are left out.
 */
export function packPayloads(max: number, separator = ' ', payloads = XSS_PAYLOADS): string[] {
  const values: string[] = [];
  const fitting = payloads.filter((payload) => payload.trim().length <= max);
  for (const payload of fitting.sort((a, b) => b.length - a.length)) {
    const room = values.findIndex((value) => `${value}${separator}${payload}`.trim().length <= max);
    if (room === -1) values.push(payload);
    else values[room] = `${values[room]}${separator}${payload}`;
  }
  return values;
}

/**
 * The same for names and titles, which refuse invisible and direction-control characters outright
 * (core's `visibleText`): the payloads that carry one are left out there, and still go through
 * every free-text field.
 */
export const packNamePayloads = (max: number) =>
  packPayloads(
    max,
    ' ',
    XSS_PAYLOADS.filter((payload) => !hasInvisibleCharacters(payload)),
  );

let parser: Window | undefined;
// One window for every parse (making one costs ~20 ms). It runs no script (happy-dom's default) and
// answers any request a parsed page makes (a preload, say) itself: nothing leaves the process.
const parserWindow = () =>
  (parser ??= new Window({
    url: 'https://parser.invalid/',
    settings: {
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      disableIframePageLoading: true,
      fetch: {
        interceptor: {
          beforeAsyncRequest: async ({ window }) => new window.Response('', { status: 404 }),
        },
      },
    },
  }));

/** A document as a browser's parser would build it from this HTML. */
export const parseHtml = (html: string): Document =>
  new (parserWindow().DOMParser)().parseFromString(html, 'text/html');

/** Elements that can run script, load a document, submit, or restyle the page: never in a post. */
const UNSAFE_TAGS = new Set([
  ...['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'portal'],
  ...['svg', 'math', 'style', 'link', 'meta', 'base', 'title', 'template', 'noscript'],
  ...['form', 'input', 'button', 'textarea', 'select', 'isindex'],
  ...['video', 'audio', 'source', 'track', 'details', 'marquee', 'xmp', 'noembed', 'noframes'],
]);
const URL_ATTRIBUTES = new Set([
  ...['href', 'src', 'action', 'formaction', 'data', 'poster', 'background', 'srcset'],
  ...['xlink:href', 'cite', 'ping', 'lowsrc', 'dynsrc'],
]);
const UNSAFE_ATTRIBUTES = new Set(['style', 'srcdoc']);
const UNSAFE_SCHEME = /^(javascript|vbscript|data):/i;
// What a browser does to a URL before reading its scheme.
function urlAsBrowserReadsIt(value: string): string {
  let url = value.replace(/[\t\n\r]/g, '');
  while (url && url.charCodeAt(0) <= 0x20) url = url.slice(1);
  return url;
}

function unsafeAttributes(element: Element): string[] {
  return [...element.attributes]
    .filter(
      (attribute) =>
        attribute.name.startsWith('on') ||
        UNSAFE_ATTRIBUTES.has(attribute.name) ||
        (URL_ATTRIBUTES.has(attribute.name) &&
          UNSAFE_SCHEME.test(urlAsBrowserReadsIt(attribute.value ?? ''))),
    )
    .map((attribute) => attribute.name);
}

// Sanitised HTML escapes every "<" of its text, so each "<" left must open or close a plain element.
const NOT_A_PLAIN_TAG = /<(?![a-z][a-z0-9]*[\s/>]|\/[a-z][a-z0-9]*\s*>)/gi;
const TAG_NAME = /<\/?([a-z][a-z0-9-]*)/gi;

/** Read from the text itself, in case our parser and a browser's disagree (e.g. on "<!-->"). */
function suspiciousTags(html: string): string[] {
  const odd = [...html.matchAll(NOT_A_PLAIN_TAG)].map(
    (match) => `markup a parser may misread: ${html.slice(match.index, match.index + 12)}`,
  );
  const unsafe = [...html.matchAll(TAG_NAME)]
    .map((match) => (match[1] ?? '').toLowerCase())
    .filter((tag) => UNSAFE_TAGS.has(tag))
    .map((tag) => `<${tag}> in the text`);
  return [...odd, ...unsafe];
}

/**
 * Parses HTML much as a browser would (entities decoded, stray tags moved, template contents included)
 * and lists what could run script: unsafe elements, event handlers, styles, and javascript:,
 * vbscript: or data: URLs. Empty for safe HTML.
 */
export function findUnsafeMarkup(html: string): string[] {
  const document = parseHtml(html);
  const problems: string[] = [];
  const visit = (root: Document | DocumentFragment) => {
    for (const element of root.querySelectorAll('*')) {
      const tag = element.tagName.toLowerCase();
      const attributes = unsafeAttributes(element);
      if (UNSAFE_TAGS.has(tag) || attributes.length)
        problems.push(`<${[tag, ...attributes].join(' ')}>`);
      if (tag === 'template') visit((element as HTMLTemplateElement).content);
    }
  };
  visit(document);
  return [...problems, ...suspiciousTags(html)];
}
