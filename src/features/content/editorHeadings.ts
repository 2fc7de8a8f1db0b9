/**
 * Editor.js content with its headings renumbered so its highest ones come right under the page's h1
 * (RichText maps level 1 to the given heading level): a page written with h2 and h3 keeps that shape,
 * one written from h3 down does not skip a level. Anything unreadable is handed on unchanged.
 */
export function withTopHeadingsFirst(json: string | null | undefined): string | null | undefined {
  if (!json) return json;
  try {
    const document = JSON.parse(json) as { blocks?: { type?: unknown; data?: { level?: unknown } }[] };
    if (!Array.isArray(document.blocks)) return json;
    const levels = document.blocks.flatMap((block) =>
      block?.type === 'header' && typeof block.data?.level === 'number' ? [block.data.level] : [],
    );
    if (levels.length === 0) return json;
    const shift = Math.min(...levels) - 1;
    if (shift === 0) return json;
    for (const block of document.blocks)
      if (block?.type === 'header' && block.data && typeof block.data.level === 'number')
        block.data.level -= shift;
    return JSON.stringify(document);
  } catch {
    return json;
  }
}
