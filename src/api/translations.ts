/**
 * Saleor keeps a catalogue object's translations beside it: `translation(languageCode: …)` answers the
 * row of exactly that language, or null, and any of its fields may be null (not translated yet). The
 * storefront asks for the shopper's language next to the object's own fields, and this puts each
 * translated text that is there over the object's own, so views read `product.name` whatever the
 * language and show the shop's own text for whatever is not translated.
 *
 * Only text is taken: never `slug` (links and look-ups use the object's own slug; a translated one is
 * found only with `slugLanguageCode`) nor ids. A field is taken only where the object has it (what the
 * operation selected), so no view meets a field its types do not know.
 */
export const TRANSLATED_FIELDS = [
  'name',
  'description',
  'seoTitle',
  'seoDescription',
  'title',
  'content',
  'richText',
  'plainText',
] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Rich text (Editor.js JSON, as Saleor's JSONString gives it) read as an object; null for other text. */
function richDocument(value: unknown): Record<string, unknown> | null {
  if (isRecord(value)) return value;
  if (typeof value !== 'string' || !value.trim().startsWith('{')) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Whether a block's data holds any text a shopper would see (markup and non-breaking spaces aside). */
function saysSomething(data: unknown): boolean {
  if (typeof data === 'string')
    return (
      data
        .replace(/<[^>]*>/g, '')
        .replace(/&nbsp;|&#160;/gi, ' ')
        .trim() !== ''
    );
  if (Array.isArray(data)) return data.some(saysSomething);
  if (isRecord(data)) return Object.values(data).some(saysSomething);
  return false;
}

/**
 * A translated field that says something: null, absent or empty means "use the object's own". A
 * cleared rich text is empty too: a JSON object without blocks (`{}`, `{"blocks":[]}`) or whose
 * blocks hold no text, else a cleared translation would blank the object's own text.
 */
const hasText = (value: unknown): boolean => {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string' && value.trim() === '') return false;
  const document = richDocument(value);
  if (!document) return true;
  const blocks = document.blocks;
  if (!Array.isArray(blocks)) return false;
  return blocks.some((block) => isRecord(block) && saysSomething(block.data));
};

/**
 * The answer with every `translation` found in it laid over its object, field by field, and then set
 * to null: its text is in the object's fields now, and the answer (cached, handed from a server-rendered
 * page to the browser) carries it once. Objects without a translation come back as they are.
 */
export function withTranslations<T>(answer: T): T {
  return overlay(answer) as T;
}

function overlay(value: unknown): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const next = overlay(item);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? items : value;
  }
  if (!isRecord(value)) return value;

  let result: Record<string, unknown> | null = null;
  for (const [key, child] of Object.entries(value)) {
    if (key === 'translation') continue;
    const next = overlay(child);
    if (next !== child) {
      result ??= { ...value };
      result[key] = next;
    }
  }
  const translation = value.translation;
  if (!isRecord(translation)) return result ?? value;

  result ??= { ...value };
  for (const field of TRANSLATED_FIELDS) {
    if (field in value && hasText(translation[field])) result[field] = translation[field];
  }
  result.translation = null;
  return result;
}
