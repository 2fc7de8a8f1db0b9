// A person's name as one line of text, in the order the shopper's language writes names.

/** Han characters (with the CJK extension blocks) and the ideographic middle dot of compound names. */
const HAN = /^[\p{Script=Han}\u00b7\u30fb]+$/u;

/**
 * The given and family names joined for the locale: Chinese puts the family name first with no space
 * ("张伟"); other languages write "Ada Lovelace". A name in Latin letters keeps its own order in a Chinese
 * page too ("Ada Lovelace", never "LovelaceAda"). Empty parts are left out; '' when both are empty.
 */
export function personName(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
  locale: string,
): string {
  const given = firstName?.trim() ?? '';
  const family = lastName?.trim() ?? '';
  const chinese = /^zh\b/i.test(locale) && [given, family].filter(Boolean).every((part) => HAN.test(part));
  return chinese ? `${family}${given}` : [given, family].filter(Boolean).join(' ');
}
