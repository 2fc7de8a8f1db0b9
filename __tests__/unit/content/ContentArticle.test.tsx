import { screen } from '@testing-library/react';
import { ContentArticle } from '../../../src/features/content/ContentArticle';
import { withTopHeadingsFirst } from '../../../src/features/content/editorHeadings';
import { renderWithProviders } from '../../support/render';

const doc = (...blocks: object[]) => JSON.stringify({ time: 1, blocks, version: '2.24.3' });

const page = (content: string) => ({
  __typename: 'Page' as const,
  id: 'UGFnZTox',
  slug: 'about',
  title: 'About the shop',
  content,
  seoTitle: null,
  seoDescription: null,
  translation: null,
});

test("a page's title is its h1 and its Editor.js blocks render as elements, headings right below", () => {
  renderWithProviders(
    <ContentArticle
      page={page(
        doc(
          { type: 'paragraph', data: { text: 'We sell <b>lasting</b> things.' } },
          { type: 'header', data: { text: 'What we believe', level: 2 } },
          { type: 'header', data: { text: 'In detail', level: 3 } },
          { type: 'list', data: { style: 'unordered', items: ['Fewer things', 'Honest prices'] } },
          { type: 'quote', data: { text: 'Buy less, choose well.', caption: 'Our motto' } },
        ),
      )}
    />,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'About the shop' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'What we believe' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'In detail' })).toBeInTheDocument();
  expect(screen.getByText('lasting').tagName).toBe('STRONG');
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'Fewer things',
    'Honest prices',
  ]);
  expect(screen.getByText('Buy less, choose well.').closest('blockquote')).not.toBeNull();
});

test('an injected script, handler or javascript: link in a page stays harmless text', () => {
  const { container } = renderWithProviders(
    <ContentArticle
      page={page(
        doc(
          {
            type: 'paragraph',
            data: {
              text:
                'Hello <script>window.hacked = 1</script><img src=x onerror="window.hacked=1">' +
                '<a href="javascript:alert(1)">click me</a>',
            },
          },
          { type: 'header', data: { text: '<svg onload="window.hacked=1">Title</svg>', level: 2 } },
          { type: 'raw', data: { html: '<script>window.hacked = 1</script>' } },
        ),
      )}
    />,
  );
  expect(container.querySelector('script, img, svg, iframe, [onerror], [onload]')).toBeNull();
  // The script's text is dropped with it; the link keeps only its words.
  expect(screen.getByText('Hello click me').tagName).toBe('P');
  expect(container.querySelector('a')).toBeNull();
  expect((window as { hacked?: number }).hacked).toBeUndefined();
  expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toBeInTheDocument();
});

test('headings are renumbered from the top one down, and unreadable content is left as it is', () => {
  const shifted = JSON.parse(
    withTopHeadingsFirst(
      doc(
        { type: 'header', data: { text: 'A', level: 3 } },
        { type: 'header', data: { text: 'B', level: 4 } },
      ),
    )!,
  ) as { blocks: { data: { level: number } }[] };
  expect(shifted.blocks.map((block) => block.data.level)).toEqual([1, 2]);
  expect(withTopHeadingsFirst('not json')).toBe('not json');
  expect(withTopHeadingsFirst(null)).toBeNull();
});
