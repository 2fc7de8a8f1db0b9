import { optionsLabel, variantChoice } from '../../../src/features/wishlist/variantChoice';
import { mug, tee, teeVariantId } from './wishlistProducts';

const variants = tee.variants!;
const choice = variantChoice(variants);
const key = (group: number, label: string) => choice.groups[group].values.find((v) => v.label === label)!.key;

test('the groups are the product page’s: one per option, in the order the variants name them', () => {
  expect(choice.groups.map((group) => [group.name, group.values.map((v) => v.label)])).toEqual([
    ['Size', ['S', 'M', 'L']],
    ['Colour', ['Black', 'White']],
  ]);
});

test('with nothing picked every value with stock is offered; the variant waits for one of each', () => {
  const none = [null, null];
  expect(choice.groups[0].values.map((v) => choice.statusOf(none, 0, v.key))).toEqual([
    'available',
    'available',
    'available',
  ]);
  expect(choice.variantFor(none)).toBeUndefined();
  expect(choice.variantFor([key(0, 'M'), null])).toBeUndefined();
});

test('a value sold out with the other pick cannot be picked; the full pick names its variant', () => {
  const small = [key(0, 'S'), null];
  expect(choice.statusOf(small, 1, key(1, 'Black'))).toBe('soldOut');
  expect(choice.statusOf(small, 1, key(1, 'White'))).toBe('available');
  // Picking Black first rules S out in turn.
  expect(choice.statusOf([null, key(1, 'Black')], 0, key(0, 'S'))).toBe('soldOut');
  expect(choice.variantFor([key(0, 'L'), key(1, 'White')])?.id).toBe(teeVariantId('L / White'));
});

test('a combination no variant has is unavailable', () => {
  const partial = variantChoice(variants.filter((v) => v.name !== 'M / White'));
  const m = partial.groups[0].values.find((v) => v.label === 'M')!.key;
  const white = partial.groups[1].values.find((v) => v.label === 'White')!.key;
  expect(partial.statusOf([m, null], 1, white)).toBe('unavailable');
});

test('variants without attributes to tell them apart are offered by name', () => {
  const plain = variants.slice(0, 3).map((v) => ({ ...v, attributes: [] }));
  const byName = variantChoice(plain);
  expect(byName.groups).toEqual([{ name: null, values: plain.map((v) => ({ key: v.id, label: v.name })) }]);
  expect(byName.statusOf([null], 0, plain[0].id)).toBe('soldOut');
  expect(byName.variantFor([plain[1].id])).toBe(plain[1]);
});

test('the options label reads “L / White”, and nothing for a product with one variant', () => {
  expect(
    optionsLabel(
      variants,
      variants.find((v) => v.name === 'L / White')!,
    ),
  ).toBe('L / White');
  expect(optionsLabel(mug.variants!, mug.variants![0])).toBeNull();
});
