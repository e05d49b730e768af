import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './html-sanitizer.ts';

describe('sanitizeHtml', () => {
  it('keeps the allowed structure', () => {
    const html =
      '<h2>Tea</h2><p>Pour <strong>high</strong>, see <a href="/recipe/mint-tea">mint tea</a>.</p><ul><li>mint</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
    expect(sanitizeHtml('<pre><code class="language-css">a{}</code></pre>')).toBe(
      '<pre><code class="language-css">a{}</code></pre>',
    );
  });

  it.each([
    ['<script>alert(1)</script><p>x</p>', '<p>x</p>'],
    ['<p onclick="alert(1)">x</p>', '<p>x</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<img src="x" onerror="alert(1)">', '<img>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img>'],
    ['<iframe src="https://evil.example"></iframe><p>y</p>', '<p>y</p>'],
    ['<style>body{display:none}</style>', ''],
    ['<p style="background:url(javascript:alert(1))">z</p>', '<p>z</p>'],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
    ['<a href="/&#47;evil.example">x</a>', '<a>x</a>'],
    ['<img src="/&#x2F;evil.example/a.png">', '<img>'],
  ])('neutralises %s', (input, expected) => expect(sanitizeHtml(input)).toBe(expected));

  it('drops nested dangerous blocks whole', () => {
    const out = sanitizeHtml('<svg><script>alert(1)</script></svg><p>kept</p>');
    expect(out).not.toMatch(/<svg|<script|alert/);
    expect(out).toContain('<p>kept</p>');
  });

  it('adds rel to links that open a new tab', () => {
    expect(sanitizeHtml('<a href="https://x.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
