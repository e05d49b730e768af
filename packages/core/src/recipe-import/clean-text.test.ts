import { describe, expect, it } from 'vitest';
import { cleanText, decodeEntities } from './clean-text.ts';

describe('decodeEntities', () => {
  it.each([
    ['Salt &amp; pepper', 'Salt & pepper'],
    ['&quot;Harissa&quot;', '"Harissa"'],
    ['l&#39;huile', "l'huile"],
    ['l&apos;huile', "l'huile"],
    ['a&nbsp;b', 'a\u00A0b'],
    ['&eacute;pices, cr&egrave;me, &agrave; la, fran&ccedil;ais', 'épices, crème, à la, français'],
    ['d&rsquo;olive&hellip;', 'd’olive…'],
    ['&lt;b&gt;', '<b>'],
    ['caf&#233; caf&#xE9; caf&#XE9;', 'café café café'],
    ['&frac12; cup, 180&deg;C', '½ cup, 180°C'],
    ['&#x643;&#x645;&#x648;&#x646;', 'كمون'],
    ['&Eacute;&OElig;&oelig;', 'ÉŒœ'],
  ])('%s → %s', (html, text) => expect(decodeEntities(html)).toBe(text));

  it('reads references 128–159 as Windows-1252, as browsers do', () => {
    expect(decodeEntities('l&#146;eau &#150; 1&#133;')).toBe('l’eau – 1…');
  });

  it('leaves unknown names, bare ampersands and impossible code points alone or replaced', () => {
    expect(decodeEntities('R&D &unknown; a & b')).toBe('R&D &unknown; a & b');
    expect(decodeEntities('&#0;x&#xD800;&#x110000;')).toBe('x\uFFFD\uFFFD');
    expect(decodeEntities('&constructor; &toString;')).toBe('&constructor; &toString;');
  });
});

describe('cleanText', () => {
  it.each([
    ['<p>Mix the <b>flour</b> and&nbsp;the <em>sugar</em>.</p>', 'Mix the flour and the sugar.'],
    ['Line one<br>line two<br/>line three', 'Line one line two line three'],
    ['<ul><li>2 eggs</li><li>1 cup milk</li></ul>', '2 eggs 1 cup milk'],
    ['hel<span>lo</span>', 'hello'],
    ['<a href="https://example.com/?a=1&amp;b=2" title="x > y">link</a>', 'link'],
    ['  lots \n\t of   space  ', 'lots of space'],
    ['1&nbsp;&nbsp;cup', '1 cup'],
    ['5 < 6 and 7 > 3', '5 < 6 and 7 > 3'],
    ['<!-- hidden -->shown', 'shown'],
    ['<script>alert(1)</script><style>p{}</style>text', 'text'],
    ['<![CDATA[2 tomatoes]]>', '2 tomatoes'],
    ['a\u0000b\u0007c\u007Fd\u0085e\u00ADf\u200Bg\uFEFFh', 'abcdefgh'],
    ['Cr\u0065\u0301me', 'Crème'.replace('è', 'é')],
    ['<p>ملعقة&nbsp;صغيرة <strong>كمون</strong></p>', 'ملعقة صغيرة كمون'],
  ])('%j → %j', (html, text) => expect(cleanText(html)).toBe(text));

  it('unescapes text escaped twice', () => {
    expect(cleanText('&lt;p&gt;Mix&lt;/p&gt;')).toBe('Mix');
    expect(cleanText('cr&amp;egrave;me')).toBe('crème');
    expect(cleanText('&amp;#39;')).toBe("'");
  });

  it('gives NFC text and an empty string for anything but a string', () => {
    expect(cleanText('e\u0301')).toBe('é');
    expect(cleanText(undefined as unknown as string)).toBe('');
    expect(cleanText(42 as unknown as string)).toBe('');
    expect(cleanText('')).toBe('');
  });
});
