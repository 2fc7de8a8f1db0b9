import { cutVariantId } from '../../../src/features/cart/variantId';

describe('cart rules', () => {
  it('cut a variant id before its first hyphen', () => {
    expect(cutVariantId('UHJvZHVjdFZhcmlhbnQ6MTI=-extra-bits')).toBe('UHJvZHVjdFZhcmlhbnQ6MTI=');
    expect(cutVariantId('UHJvZHVjdFZhcmlhbnQ6MTI=')).toBe('UHJvZHVjdFZhcmlhbnQ6MTI=');
  });
});
