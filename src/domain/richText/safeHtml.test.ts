// @vitest-environment jsdom
// safeHtml: what survives, what goes, and (parsed by a real HTML parser) that nothing active is left.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasMedia, safeHtml } from './safeHtml.ts';
import { plainToHtml } from './textFormat.ts';

describe('safeHtml', () => {
  it.each([
    ['<p>Which is <strong>bold</strong>?</p>', '<p>Which is <strong>bold</strong>?</p>'],
    ['<p onclick="x()" class="a">text</p>', '<p>text</p>'],
    ['<script>alert(1)</script>after', 'after'],
    ['<SCRIPT src=//evil></SCRIPT>x', 'x'],
    ['<style>p{}</style><iframe src="x"></iframe>ok', 'ok'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="jav&#x61;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="https://example.org/?a=1&amp;b=2" target="_blank">x</a>', '<a href="https://example.org/?a=1&amp;b=2" rel="noopener noreferrer nofollow">x</a>'],
    ['<img src=x onerror=alert(1)>caption', 'caption'],
    ['<font color=red>red</font>', 'red'],
    ['a < b && c > d', 'a &lt; b &amp;&amp; c &gt; d'],
    ['&lt;script&gt; &eacute; &#233;', '&lt;script&gt; &eacute; &#233;'],
    ['<!-- hidden --><b>open', '<b>open</b>'],
    ['</i>stray<br/>line', 'stray<br>line'],
    ['<a title="a>b" href="https://x.org">l</a>', '<a href="https://x.org" rel="noopener noreferrer nofollow">l</a>'],
    ['<svg><script>alert(1)</script></svg>t', 't'],
    ['<p="x">a', '<p>a</p>'],
  ])('%s → %s', (input, output) => {
    expect(safeHtml(input)).toBe(output);
  });

  it('leaves no script, no event handler, no attribute but a safe href, whatever the input', () => {
    const piece = fc.constantFrom('<', '>', '"', "'", '=', '/', ' ', 'a', 'script', 'img', 'onerror', 'href', 'javascript:', '<p', '</p>', '<a ', '<script>', '&', '#', ';', 'x');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
        const html = safeHtml(parts.join(''));
        const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
        for (const element of doc.body.querySelectorAll('*')) {
          expect(['script', 'img', 'iframe', 'svg', 'style']).not.toContain(element.localName);
          for (const attribute of element.attributes) {
            expect(element.localName === 'a' && ['href', 'rel'].includes(attribute.name)).toBe(true);
            if (attribute.name === 'href') expect(attribute.value).toMatch(/^(https?:|mailto:)/i);
          }
        }
        expect(safeHtml(html)).toBe(html);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps a link\'s text but not the link where the text is shown inside a control', () => {
    expect(safeHtml('<b>see</b> <a href="https://x.org">this</a>', { links: false })).toBe('<b>see</b> this');
  });

  it('tells media apart, and writes plain text as HTML', () => {
    expect(hasMedia('<p><IMG src="@@PLUGINFILE@@/a.png"></p>')).toBe(true);
    expect(hasMedia('<p>image of a map</p>')).toBe(false);
    expect(plainToHtml('a <b> & c\nd')).toBe('a &lt;b&gt; &amp; c<br>d');
  });
});
