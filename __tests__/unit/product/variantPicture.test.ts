import { pictureIndexFor } from '../../../src/lib/catalog/variantPicture';

const pictures = ['Classic Hoodie, Black', 'Classic Hoodie, White', 'Classic Hoodie, Forest Green'].map(
  (alt) => ({ alt }),
);

test('the picture whose alt text names a value of the variant', () => {
  expect(pictureIndexFor(['M', 'White'], pictures)).toBe(1);
  expect(pictureIndexFor(['XS', 'forest green'], pictures)).toBe(2);
});

test('a value must stand as a whole word, and one every picture names tells nothing', () => {
  expect(pictureIndexFor(['Green'], [{ alt: 'Evergreen mug' }, { alt: 'Mug' }])).toBeUndefined();
  expect(pictureIndexFor(['Hoodie', 'Black'], pictures)).toBe(0);
  expect(pictureIndexFor(['S'], pictures)).toBeUndefined();
  expect(pictureIndexFor(['Red'], pictures)).toBeUndefined();
  expect(pictureIndexFor(['(M)'], [{ alt: 'Size (M) front' }, { alt: 'Back' }])).toBe(0);
});
