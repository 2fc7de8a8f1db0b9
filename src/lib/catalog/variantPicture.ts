// Which picture shows the chosen variant. Saleor links pictures to variants (ProductVariant.media), but
// the embedded service does not offer that field; shops (the demo too) name a picture after the colour
// it shows ("Hoodie, White"). So a picture whose alt text names one of the variant's values, and that
// value alone (a value every picture names tells nothing), is taken as the variant's picture.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The index of the picture of this variant, or undefined when no picture singles it out. */
export function pictureIndexFor(values: string[], pictures: { alt: string }[]): number | undefined {
  for (const value of values) {
    if (!value.trim()) continue;
    const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(value.trim())}($|[^\\p{L}\\p{N}])`, 'iu');
    const matches = pictures.map((picture) => pattern.test(picture.alt));
    const first = matches.indexOf(true);
    if (first >= 0 && matches.includes(false)) return first;
  }
  return undefined;
}
