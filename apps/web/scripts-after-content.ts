import type { Plugin } from 'vite';

const MODULE_TAGS = /\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g;

/**
 * Moves the entry script and its module preloads from the head to the end of the body. Every
 * public page arrives rendered by the server, so the browser can paint it before any script runs;
 * the preload scanner still finds the scripts as soon as the HTML is in, and they run in the same
 * order, after app-failed.js.
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
        const body = html
          .slice(head.length)
          .replace('</body>', () => `  ${tags.join('\n    ')}\n  </body>`);
        return head.replace(MODULE_TAGS, '') + body;
      },
    },
  };
}
