import { parseInline } from '../../../src/components/richText/parseRichText';

// Descriptions are read as text on the server and in the browser alike: what a shopper can see of
// hostile or sloppy inline HTML is only text, known formatting and safe links.
describe('parseInline', () => {
  it('decodes entities and keeps known formatting', () => {
    expect(parseInline('Fish &amp; chips &lt;3 &#169; &#x4e2d; <b>bold <i>both</i></b>')).toEqual([
      { kind: 'text', text: 'Fish & chips <3 © 中 ' },
      {
        kind: 'strong',
        children: [
          { kind: 'text', text: 'bold ' },
          { kind: 'em', children: [{ kind: 'text', text: 'both' }] },
        ],
      },
    ]);
  });

  it('drops scripts, styles and comments and keeps only the text of unknown elements', () => {
    expect(
      parseInline('a<script>alert(1)</script>b<style>*{}</style><!-- note -->c<div onclick="x()">d</div>'),
    ).toEqual([{ kind: 'text', text: 'abcd' }]);
  });

  it('keeps web and same-site links and turns any other link into its text', () => {
    expect(
      parseInline(
        '<a href="javascript:alert(1)">x</a><a href=\'https://e.com/?a=1&amp;b=2\' title="a>b">y</a><a href=/help>z</a>',
      ),
    ).toEqual([
      { kind: 'text', text: 'x' },
      {
        kind: 'link',
        href: 'https://e.com/?a=1&b=2',
        external: true,
        children: [{ kind: 'text', text: 'y' }],
      },
      { kind: 'link', href: '/help', external: false, children: [{ kind: 'text', text: 'z' }] },
    ]);
  });

  it('turns a path with a tab, a newline or a backslash (which a browser reads as leaving the site) into its text', () => {
    for (const href of [
      '/\t/evil.example/x',
      '/\\evil.example',
      '/\n/evil',
      '/&#9;/evil.example/x',
      '/&#10;/evil',
    ])
      expect(parseInline(`<a href="${href}">x</a>`)).toEqual([{ kind: 'text', text: 'x' }]);
    expect(parseInline('<a href="/help">x</a>')).toEqual([
      { kind: 'link', href: '/help', external: false, children: [{ kind: 'text', text: 'x' }] },
    ]);
  });

  it('closes what is left open and ignores stray end tags and line breaks stay breaks', () => {
    expect(parseInline('</i>one<br>two<b>three')).toEqual([
      { kind: 'text', text: 'one' },
      { kind: 'break' },
      { kind: 'text', text: 'two' },
      { kind: 'strong', children: [{ kind: 'text', text: 'three' }] },
    ]);
  });
});
