import type { Queryable } from '../db/database';
import type { LanguageCodeEnum } from '../graphql/generated/resolverTypes';
import { toGlobalId } from '../graphql/ids';

// Translations of catalogue objects (migration 013), as Saleor answers `translation(languageCode)`:
// the row of exactly that language code or null, never another language's (ZH_HANS_CN does not find
// ZH_HANS). A translation's own null fields stay null; the caller falls back to the object's text.
//
// Every `translation` field asked for while one listing resolves is read in one query per kind of
// object: the loader collects the (object, language) pairs asked for until the current turn of the
// event loop ends, then reads them all at once.

/** Saleor's LanguageDisplay.language: the English name of the locale (Babel's english_name). */
const LANGUAGE_NAMES: Record<LanguageCodeEnum, string> = {
  DE: 'German',
  DE_DE: 'German (Germany)',
  EN: 'English',
  EN_GB: 'English (United Kingdom)',
  EN_US: 'English (United States)',
  FR: 'French',
  FR_FR: 'French (France)',
  JA: 'Japanese',
  JA_JP: 'Japanese (Japan)',
  ZH: 'Chinese',
  ZH_HANS: 'Chinese (Simplified)',
  ZH_HANS_CN: 'Chinese (Simplified, China)',
  ZH_HANS_HK: 'Chinese (Simplified, Hong Kong SAR China)',
  ZH_HANS_MO: 'Chinese (Simplified, Macao SAR China)',
  ZH_HANS_SG: 'Chinese (Simplified, Singapore)',
  ZH_HANT: 'Chinese (Traditional)',
  ZH_HANT_HK: 'Chinese (Traditional, Hong Kong SAR China)',
  ZH_HANT_MO: 'Chinese (Traditional, Macao SAR China)',
  ZH_HANT_TW: 'Chinese (Traditional, Taiwan)',
};

export const languageDisplay = (code: LanguageCodeEnum) => ({ code, language: LANGUAGE_NAMES[code] ?? code });

interface TranslationRowBase {
  id: number;
  owner_id: number;
  language_code: LanguageCodeEnum;
}

export interface ProductTranslationRow extends TranslationRowBase {
  name: string | null;
  description: unknown;
  seo_title: string | null;
  seo_description: string | null;
  slug: string | null;
}

export type CategoryTranslationRow = ProductTranslationRow;

export interface NameTranslationRow extends TranslationRowBase {
  name: string;
}

export interface AttributeValueTranslationRow extends TranslationRowBase {
  name: string;
  rich_text: unknown;
  plain_text: string | null;
}

export interface ShippingMethodTranslationRow extends TranslationRowBase {
  name: string | null;
  description: unknown;
}

/** Each translated kind: its table, the column naming its object, and the columns it keeps. */
const TABLES = {
  product: {
    table: 'product_translation',
    owner: 'product_id',
    columns: 'name, description, seo_title, seo_description, slug',
  },
  variant: { table: 'product_variant_translation', owner: 'variant_id', columns: 'name' },
  category: {
    table: 'category_translation',
    owner: 'category_id',
    columns: 'name, description, seo_title, seo_description, slug',
  },
  collection: {
    table: 'collection_translation',
    owner: 'collection_id',
    columns: 'name, description, seo_title, seo_description, slug',
  },
  attribute: { table: 'attribute_translation', owner: 'attribute_id', columns: 'name' },
  attributeValue: {
    table: 'attribute_value_translation',
    owner: 'attribute_value_id',
    columns: 'name, rich_text, plain_text',
  },
  shippingMethod: {
    table: 'shipping_method_translation',
    owner: 'shipping_method_id',
    columns: 'name, description',
  },
} as const;

type Kind = keyof typeof TABLES;

export type TranslationLoader<R> = (ownerId: number, code: LanguageCodeEnum) => Promise<R | null>;

/**
 * The translations of one kind for one request: each (object, language) pair read once, and every
 * pair asked for in the same turn of the event loop read in one query.
 */
function translationLoader<R extends TranslationRowBase>(db: Queryable, kind: Kind): TranslationLoader<R> {
  const { table, owner, columns } = TABLES[kind];
  const cache = new Map<string, Promise<R | null>>();
  let pending: {
    ownerId: number;
    code: string;
    resolve: (row: R | null) => void;
    reject: (e: unknown) => void;
  }[] = [];

  const flush = async () => {
    const batch = pending;
    pending = [];
    try {
      const ownerIds = [...new Set(batch.map((entry) => entry.ownerId))];
      const codes = [...new Set(batch.map((entry) => entry.code))];
      const { rows } = await db.query<R>(
        `SELECT id, ${owner} AS owner_id, language_code, ${columns} FROM ${table}
          WHERE ${owner} = ANY($1::int[]) AND language_code = ANY($2::text[])`,
        [ownerIds, codes],
      );
      const found = new Map(rows.map((row) => [`${row.owner_id}:${row.language_code}`, row]));
      for (const entry of batch) entry.resolve(found.get(`${entry.ownerId}:${entry.code}`) ?? null);
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
  };

  return (ownerId, code) => {
    const key = `${ownerId}:${code}`;
    let found = cache.get(key);
    if (!found) {
      found = new Promise<R | null>((resolve, reject) => {
        if (!pending.length) setImmediate(() => void flush());
        pending.push({ ownerId, code, resolve, reject });
      });
      cache.set(key, found);
    }
    return found;
  };
}

export function translationLoaders(db: Queryable) {
  return {
    product: translationLoader<ProductTranslationRow>(db, 'product'),
    variant: translationLoader<NameTranslationRow>(db, 'variant'),
    category: translationLoader<CategoryTranslationRow>(db, 'category'),
    collection: translationLoader<CategoryTranslationRow>(db, 'collection'),
    attribute: translationLoader<NameTranslationRow>(db, 'attribute'),
    attributeValue: translationLoader<AttributeValueTranslationRow>(db, 'attributeValue'),
    shippingMethod: translationLoader<ShippingMethodTranslationRow>(db, 'shippingMethod'),
  };
}

export type TranslationLoaders = ReturnType<typeof translationLoaders>;

/** A JSON column as Saleor's JSONString scalar answers it: the JSON text, or null. */
export const jsonString = (value: unknown) =>
  value == null ? null : typeof value === 'string' ? value : JSON.stringify(value);

/** A translation row as Saleor's XTranslation type answers it. */
export const translationAnswers = {
  product: (row: ProductTranslationRow | null) =>
    row && {
      id: toGlobalId('ProductTranslation', row.id),
      language: languageDisplay(row.language_code),
      name: row.name,
      description: jsonString(row.description),
      seoTitle: row.seo_title,
      seoDescription: row.seo_description,
      slug: row.slug,
    },
  variant: (row: NameTranslationRow | null) =>
    row && {
      id: toGlobalId('ProductVariantTranslation', row.id),
      language: languageDisplay(row.language_code),
      name: row.name,
    },
  category: (row: CategoryTranslationRow | null) =>
    row && {
      id: toGlobalId('CategoryTranslation', row.id),
      language: languageDisplay(row.language_code),
      name: row.name,
      description: jsonString(row.description),
      seoTitle: row.seo_title,
      seoDescription: row.seo_description,
      slug: row.slug,
    },
  collection: (row: CategoryTranslationRow | null) =>
    row && {
      id: toGlobalId('CollectionTranslation', row.id),
      language: languageDisplay(row.language_code),
      name: row.name,
      description: jsonString(row.description),
      seoTitle: row.seo_title,
      seoDescription: row.seo_description,
      slug: row.slug,
    },
  attribute: (row: NameTranslationRow | null) =>
    row && {
      id: toGlobalId('AttributeTranslation', row.id),
      language: languageDisplay(row.language_code),
      name: row.name,
    },
  attributeValue: (row: AttributeValueTranslationRow | null) =>
    row && {
      id: toGlobalId('AttributeValueTranslation', row.id),
      language: languageDisplay(row.language_code),
      name: row.name,
      richText: jsonString(row.rich_text),
      plainText: row.plain_text,
    },
  shippingMethod: (row: ShippingMethodTranslationRow | null) =>
    row && {
      id: toGlobalId('ShippingMethodTranslation', row.id),
      language: languageDisplay(row.language_code),
      name: row.name,
      description: jsonString(row.description),
    },
};
