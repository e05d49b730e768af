import type { Plugin } from 'vite';

const MODULE_TAGS = /\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g;

/**
 * Takes the entry script and its module preloads out of the head and puts them, inert, in a
 * template at the end of the body. Every public page arrives rendered by the server and can be
 * painted before any script runs; boot.js moves them into the document once it has been (decision
 * 0029), and at once on a page the server did not render.
 */
export function scriptsAfterContent(): Plugin {
  return {
    name: 'chhiwat-scripts-after-content',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const head = html.slice(0, html.indexOf('</head>'));
        const tags = [...head.matchAll(MODULE_TAGS)].map((match) => match[1] as string);
        const app = `<template id="chhiwat-app">${tags.join('')}</template>`;
        const body = html.slice(head.length).replace('</body>', () => `  ${app}\n  </body>`);
        return head.replace(MODULE_TAGS, '') + body;
      },
    },
  };
}
