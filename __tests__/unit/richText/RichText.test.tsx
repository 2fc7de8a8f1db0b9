import { screen } from '@testing-library/react';
import { RichText } from '../../../src/components/richText/RichText';
import { richTextToPlain } from '../../../src/components/richText/parseRichText';
import { renderWithProviders } from '../../support/render';

const doc = (...blocks: object[]) => JSON.stringify({ time: 1, blocks, version: '2.24.3' });

test('paragraphs, headers, nested lists and emphasis render as elements', () => {
  renderWithProviders(
    <RichText
      json={doc(
        { type: 'header', data: { text: 'Tasting notes', level: 2 } },
        { type: 'paragraph', data: { text: 'Bright <b>citrus</b> and <i>cocoa</i>.<br>Roasted weekly.' } },
        {
          type: 'list',
          data: { style: 'ordered', items: [{ content: 'Grind', items: [{ content: 'Fine', items: [] }] }] },
        },
      )}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Tasting notes' }).tagName).toBe('H3');
  expect(screen.getByText('citrus').tagName).toBe('STRONG');
  expect(screen.getByText('cocoa').tagName).toBe('EM');
  const lists = screen.getAllByRole('list');
  expect(lists[0].tagName).toBe('OL');
  expect(screen.getByText('Fine').closest('ol')).toBe(lists[1]);
});

test('hostile HTML shows as harmless text: no script, no handlers, no javascript: links', () => {
  const { container } = renderWithProviders(
    <RichText
      json={doc({
        type: 'paragraph',
        data: {
          text:
            '<img src=x onerror="window.hacked=1">Hi <script>window.hacked=1</script>' +
            '<a href="javascript:alert(1)">click</a> <a href="https://example.com" onclick="x()">site</a>' +
            ' <iframe src="https://evil.test"></iframe><a href="//evil.test">far</a>',
        },
      })}
    />,
  );
  expect(container.querySelector('img, script, iframe, [onerror], [onclick]')).toBeNull();
  expect((window as { hacked?: number }).hacked).toBeUndefined();
  // The refused links keep their words as text; only the safe one is a link.
  expect(container.textContent).toContain('click');
  expect(container.textContent).toContain('far');
  expect(screen.getAllByRole('link')).toHaveLength(1);
  const site = screen.getByRole('link', { name: 'site' });
  expect(site).toHaveAttribute('href', 'https://example.com');
  expect(site).toHaveAttribute('rel', 'noopener noreferrer nofollow');
});

test('a description that is not Editor.js JSON shows as text, never as markup', () => {
  const { container } = renderWithProviders(<RichText json={'<b>Plain</b> words'} />);
  expect(container.querySelector('b, strong')).toBeNull();
  expect(screen.getByText('<b>Plain</b> words')).toBeInTheDocument();
});

test('unknown blocks are skipped and empty descriptions render nothing', () => {
  const { container } = renderWithProviders(
    <RichText json={doc({ type: 'image', data: { file: { url: 'x' } } }, { type: 'paragraph', data: {} })} />,
  );
  expect(container.querySelector('img')).toBeNull();
  const empty = renderWithProviders(<RichText json={null} />);
  expect(empty.container).toBeEmptyDOMElement();
});

test('plain text of a description joins its blocks for meta descriptions', () => {
  expect(
    richTextToPlain(
      doc(
        { type: 'paragraph', data: { text: 'Bright <b>citrus</b>.' } },
        { type: 'list', data: { style: 'unordered', items: ['Whole bean', 'Fresh'] } },
      ),
    ),
  ).toBe('Bright citrus. Whole bean Fresh');
});
