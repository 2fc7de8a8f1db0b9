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

/** A translated field that says something: null, absent or empty means "use the object's own". */
const hasText = (value: unknown): boolean =>
  value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '');

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
