import { personName } from '../../lib/personName';
import { areaNameIn } from './traditionalAreaNames';
import type { AddressValidationRulesQuery } from './AddressValidationRules.generated';
import type { AddressField } from './addressValues';

// A country's address format (Google's address data, as Saleor's addressValidationRules gives it) read
// two ways: the order of the address form's fields, and the lines an address is written in. Format
// letters: %N name, %O company, %A street, %D city area, %C city, %S country area, %Z postal code,
// %X sorting code, %n a new line; anything else is written as it stands ("〒", ", ").

/** What the storefront reads of a country's rules; any part may be missing (an older answer). */
export type AddressRules = Partial<NonNullable<AddressValidationRulesQuery['addressValidationRules']>>;

/** A choice of a rules list (an area, a city) as Saleor gives it: the stored key, one of its names. */
export interface Choice {
  raw?: string | null;
  verbose?: string | null;
}

/**
 * The layout used while a country's rules are unknown: name, company, street, then the district and
 * city, the area and the postal code on one line (most countries' order).
 */
export const DEFAULT_FORMAT = '%N%n%O%n%A%n%D %C, %S %Z';

/**
 * Countries whose names are written family name first: their forms ask for the family name first and
 * their addresses are written so.
 */
const FAMILY_NAME_FIRST: ReadonlySet<string> = new Set(['CN', 'TW', 'HK', 'MO', 'JP', 'KR']);

export const familyNameFirst = (country: string) => FAMILY_NAME_FIRST.has(country);

type Letter = 'N' | 'O' | 'A' | 'D' | 'C' | 'S' | 'Z' | 'X';
type Token = { letter: Letter } | { text: string };

/** A format's lines, each a row of field letters and the text between them. */
export function parseFormat(format: string): Token[][] {
  return format.split('%n').map((line) => {
    const tokens: Token[] = [];
    for (const part of line.split(/(%[NOADCSZX])/)) {
      if (!part) continue;
      if (/^%[NOADCSZX]$/.test(part)) tokens.push({ letter: part[1] as Letter });
      else tokens.push({ text: part });
    }
    return tokens;
  });
}

/** The form fields each letter of a format stands for (the name and company are placed apart). */
const LETTER_FIELDS: Partial<Record<Letter, AddressField[]>> = {
  A: ['streetAddress1', 'streetAddress2'],
  D: ['cityArea'],
  C: ['city'],
  S: ['countryArea'],
  Z: ['postalCode'],
};

/** The address parts a country's rules allow (every part while the rules are unknown). */
export function allowedParts(rules: AddressRules | undefined): ReadonlySet<AddressField> {
  const all: AddressField[] = [
    'streetAddress1',
    'streetAddress2',
    'city',
    'cityArea',
    'countryArea',
    'postalCode',
  ];
  if (!rules?.addressFormat || !rules.allowedFields) return new Set(all);
  const allowed = new Set(rules.allowedFields);
  // Saleor names the street streetAddress1 (and streetAddress2 with it); some answers say streetAddress.
  const street = allowed.has('streetAddress1') || allowed.has('streetAddress');
  return new Set(all.filter((field) => (field.startsWith('street') ? street : allowed.has(field))));
}

/**
 * The address form's fields in the order a shopper of that country fills them: the person (family
 * name first where names are written so), the company, the country, then the address's parts in the
 * order of the country's format (a Chinese address from the postal code and the province down to the
 * street; an American one from the street to the state and ZIP code), only those the country has, and
 * the phone number.
 */
export function formFieldOrder(country: string, rules: AddressRules | undefined): AddressField[] {
  const names: AddressField[] = familyNameFirst(country)
    ? ['lastName', 'firstName']
    : ['firstName', 'lastName'];
  const allowed = allowedParts(rules);
  const parts: AddressField[] = [];
  for (const line of parseFormat(rules?.addressFormat || DEFAULT_FORMAT))
    for (const token of line)
      if ('letter' in token)
        for (const field of LETTER_FIELDS[token.letter] ?? [])
          if (allowed.has(field) && !parts.includes(field)) parts.push(field);
  return [...names, 'companyName', 'country', ...parts, 'phone'];
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Whether a text is written in Chinese, Japanese or Korean characters. */
export const isCjk = (text: string | null | undefined) => CJK.test(text ?? '');

/**
 * The options of a choice list, one per key, each named in the page's language where the data has
 * such a name: the Chinese name on a Chinese page ("广东省"), the Latin one elsewhere ("Guangdong
 * Sheng", "California"), else the first name given.
 */
export function choiceOptions(
  choices: readonly Choice[] | null | undefined,
  locale: string,
): { value: string; label: string }[] {
  const names = new Map<string, string[]>();
  for (const choice of choices ?? []) {
    const raw = choice.raw?.trim();
    if (!raw) continue;
    const list = names.get(raw) ?? [];
    if (choice.verbose?.trim()) list.push(choice.verbose.trim());
    names.set(raw, list);
  }
  const chinese = /^(zh|ja|ko)\b/i.test(locale);
  return [...names].map(([value, list]) => ({
    value,
    label: areaNameIn(list.find((name) => isCjk(name) === chinese) ?? list[0] ?? value, locale),
  }));
}

/** The key a value names in a choice list (its key or one of its names, whatever the case), or null. */
export function matchChoice(value: string, choices: readonly Choice[] | null | undefined): string | null {
  const wanted = value.trim().toLowerCase();
  if (!wanted) return null;
  const list = choices ?? [];
  const hit =
    list.find((choice) => choice.raw?.trim().toLowerCase() === wanted) ??
    list.find((choice) => choice.verbose?.trim().toLowerCase() === wanted);
  return hit?.raw?.trim() ?? null;
}

/** The parts of an address the lines are written from. */
export interface AddressParts {
  firstName: string;
  lastName: string;
  companyName: string;
  streetAddress1: string;
  streetAddress2: string;
  city: string;
  cityArea: string;
  countryArea: string;
  postalCode: string;
  country: { code: string };
  phone?: string | null;
}

/**
 * The person's name as the address writes it: a name in Chinese or Japanese characters family name
 * first with no space ("张三") in a country that writes names so, or on a Chinese page; otherwise as
 * the page's language writes names.
 */
export function addressName(address: AddressParts, locale: string): string {
  const given = address.firstName.trim();
  const family = address.lastName.trim();
  const parts = [given, family].filter(Boolean);
  if (parts.length === 2 && parts.every(isCjk) && familyNameFirst(address.country.code))
    return `${family}${given}`;
  return personName(given, family, locale);
}

/**
 * An address as lines of text in its country's format: the local format when the street or the name
 * is written in Chinese, Japanese or Korean characters, the Latin one otherwise. A format that starts
 * from the postal code or the area and ends with the name (China, Taiwan, Japan, Hong Kong) is written
 * with the country first; the others end with it. The phone number comes last. Empty parts are left
 * out, and punctuation with nothing before it, so no line is blank and nothing dangles.
 */
export function formatAddressLines(
  address: AddressParts,
  { rules, locale, countryName }: { rules: AddressRules | undefined; locale: string; countryName: string },
): string[] {
  const local = rules?.addressFormat || DEFAULT_FORMAT;
  const latin = rules?.addressLatinFormat || local;
  // The area and city may be stored as the data's keys (Chinese for China) whatever the shopper
  // typed, so the street and the name tell how the address is written.
  const ownCharacters = [
    address.streetAddress1,
    address.streetAddress2,
    address.firstName,
    address.lastName,
  ].some(isCjk);
  const format = ownCharacters ? local : latin;
  const value = (letter: Letter): string[] => {
    switch (letter) {
      case 'N':
        return [addressName(address, locale)];
      case 'O':
        return [address.companyName];
      case 'A':
        return [address.streetAddress1, address.streetAddress2];
      case 'D':
        return [address.cityArea];
      case 'C':
        return [address.city];
      case 'S':
        return [address.countryArea];
      case 'Z':
        return [address.postalCode];
      case 'X':
        return [];
    }
  };

  const lines: string[] = [];
  for (const tokens of parseFormat(format)) {
    // The street alone on its line writes each of its lines on its own.
    if (tokens.length === 1 && 'letter' in tokens[0] && tokens[0].letter === 'A') {
      lines.push(...value('A'));
      continue;
    }
    let line = '';
    let pending = '';
    let afterPart = false;
    for (const token of tokens) {
      if ('text' in token) {
        pending += token.text;
        continue;
      }
      const text = value(token.letter)
        .map((part) => part.trim())
        .filter(Boolean)
        .join(' ');
      // A missing part leaves the text around it to the next part present ("LONDON, SW1A 1AA").
      if (!text) {
        afterPart = true;
        continue;
      }
      // Parts the format writes side by side ("%S%C%D") are spaced so each can be read; text before
      // the line's first part ("〒") stays, text left by a missing first part (", ") goes.
      if (line) line += pending.replace(/\s+/g, ' ') || ' ';
      else if (afterPart) line = '';
      else line = pending;
      line += text;
      pending = '';
      afterPart = true;
    }
    lines.push(line);
  }

  const nameLast = local.indexOf('%N') > local.indexOf('%A');
  const body = lines.map((line) => line.trim()).filter(Boolean);
  const withCountry = format === local && nameLast ? [countryName, ...body] : [...body, countryName];
  return [...withCountry, address.phone ?? ''].filter((line) => line.trim());
}
