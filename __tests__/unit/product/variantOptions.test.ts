import {
  initialVariant,
  variantForChoice,
  variantOptions,
  type VariantAttributes,
} from '../../../src/lib/catalog/variantOptions';

// A shirt in sizes S, M, L and colours Black, White: L exists only in Black, White/M is sold out.
type Variant = VariantAttributes & { stock: number };
const size = { id: 'size', name: 'Size' };
const colour = { id: 'colour', name: 'Colour' };
const value = (id: string) => ({ id, name: id, slug: id.toLowerCase() });
const variant = (sizeValue: string, colourValue: string, stock: number): Variant => ({
  id: `${sizeValue}-${colourValue}`,
  name: `${sizeValue} / ${colourValue}`,
  stock,
  attributes: [
    { attribute: size, values: [value(sizeValue)] },
    { attribute: colour, values: [value(colourValue)] },
  ],
});
const shirt = [
  variant('S', 'Black', 4),
  variant('S', 'White', 9),
  variant('M', 'Black', 2),
  variant('M', 'White', 0),
  variant('L', 'Black', 7),
];
const inStock = (v: Variant) => v.stock > 0;
const statuses = (selectedId: string) =>
  variantOptions(shirt, selectedId, inStock).map((group) => ({
    name: group.name,
    values: Object.fromEntries(group.values.map((v) => [v.label, v.status + (v.selected ? '*' : '')])),
  }));

describe('the variant matrix', () => {
  it('marks each value by what it gives with the other chosen value', () => {
    expect(statuses('S-Black')).toEqual([
      { name: 'Size', values: { S: 'available*', M: 'available', L: 'available' } },
      { name: 'Colour', values: { Black: 'available*', White: 'available' } },
    ]);
    expect(statuses('S-White')).toEqual([
      { name: 'Size', values: { S: 'available*', M: 'soldOut', L: 'unavailable' } },
      { name: 'Colour', values: { Black: 'available', White: 'available*' } },
    ]);
    expect(statuses('L-Black')).toEqual([
      { name: 'Size', values: { S: 'available', M: 'available', L: 'available*' } },
      { name: 'Colour', values: { Black: 'available*', White: 'unavailable' } },
    ]);
  });

  it('picks the variant with the chosen value that keeps the other choice when it exists', () => {
    expect(variantForChoice(shirt, 'S-White', 0, 'M', inStock)?.id).toBe('M-White');
    expect(variantForChoice(shirt, 'S-Black', 1, 'White', inStock)?.id).toBe('S-White');
  });

  it('moves the other choice to an existing variant when the combination does not exist', () => {
    expect(variantForChoice(shirt, 'S-White', 0, 'L', inStock)?.id).toBe('L-Black');
    expect(variantForChoice(shirt, 'L-Black', 1, 'White', inStock)?.id).toBe('S-White');
  });

  it('keeps the other choice even when sold out; else prefers a variant in stock', () => {
    const sizes = [variant('S', 'Black', 0), variant('S', 'White', 3), variant('M', 'Black', 5)];
    expect(variantForChoice(sizes, 'M-Black', 0, 'S', inStock)?.id).toBe('S-Black');
    const onlyOther = [variant('S', 'Black', 0), variant('S', 'White', 3), variant('M', 'Red', 5)];
    expect(variantForChoice(onlyOther, 'M-Red', 0, 'S', inStock)?.id).toBe('S-White');
  });

  it('offers no groups for a single variant and ignores attributes every variant shares', () => {
    expect(variantOptions([shirt[0]], 'S-Black', inStock)).toEqual([]);
    const sameColour = [variant('S', 'Black', 1), variant('M', 'Black', 1)];
    expect(variantOptions(sameColour, 'S-Black', inStock).map((group) => group.name)).toEqual(['Size']);
  });

  it('falls back to the variant names when the attributes cannot tell the variants apart', () => {
    const plain: Variant[] = [
      { id: 'a', name: 'Paperback', stock: 1, attributes: [] },
      { id: 'b', name: 'Hardcover', stock: 0, attributes: [] },
    ];
    const [group] = variantOptions(plain, 'a', inStock);
    expect(group.attributeId).toBeNull();
    expect(group.values.map((v) => [v.label, v.status, v.selected])).toEqual([
      ['Paperback', 'available', true],
      ['Hardcover', 'soldOut', false],
    ]);
    expect(variantForChoice(plain, 'a', 0, 'b', inStock)?.id).toBe('b');
  });

  it('opens the variant the link names, else the first in stock, else the first', () => {
    expect(initialVariant(shirt, 'M-White', inStock)?.id).toBe('M-White');
    expect(initialVariant(shirt, 'no-such-variant', inStock)?.id).toBe('S-Black');
    const soldOutFirst = [variant('S', 'Black', 0), variant('M', 'Black', 3)];
    expect(initialVariant(soldOutFirst, null, inStock)?.id).toBe('M-Black');
    expect(initialVariant([variant('S', 'Black', 0)], null, inStock)?.id).toBe('S-Black');
  });
});
