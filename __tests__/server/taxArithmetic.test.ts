import { divideRounded, scaled } from '../../server/src/pricing/arithmetic';
import { ruleDiscount } from '../../server/src/pricing/promotions';
import { applyTax, catalogueTax } from '../../server/src/pricing/taxes';

// The pricing arithmetic on its own: integer cents, each side of a taxed amount rounded half up to
// the cent (Saleor's ROUND_HALF_UP), never through a binary fraction.

const gross = { chargeTaxes: true, pricesEnteredWithTax: true, displayGrossPrices: true };
const net = { ...gross, pricesEnteredWithTax: false };

describe('applyTax', () => {
  it('takes the tax out of a gross price: 10.00 at 23 % is 8.13 net', () => {
    expect(applyTax(1000, 23, gross)).toEqual({ netCents: 813, grossCents: 1000 });
  });

  it('adds the tax to a net price: 10.00 at 23 % is 12.30 gross', () => {
    expect(applyTax(1000, 23, net)).toEqual({ netCents: 1000, grossCents: 1230 });
  });

  it('rounds an exact half cent up, where binary floating point would not', () => {
    // 1.50 x 1.05 = 1.575: up to 1.58.
    expect(applyTax(150, 5, net).grossCents).toBe(158);
    // 1.00 x 1.005 = 1.005 exactly (100.49999... cents in doubles): up to 1.01.
    expect(applyTax(100, 0.5, net).grossCents).toBe(101);
    // 2.50 x 1.05 = 2.625: up, not to the even 2.62.
    expect(applyTax(250, 5, net).grossCents).toBe(263);
    // 0.03 / 1.2 = 0.025: up to 0.03.
    expect(applyTax(3, 20, gross).netCents).toBe(3);
    // 1.01 / 2 = 0.505 at 100 %.
    expect(applyTax(101, 100, gross).netCents).toBe(51);
    // Not a half: to the nearest cent.
    expect(applyTax(1004, 23, net).grossCents).toBe(1235); // 12.3492
  });

  it('reads rates to four decimals', () => {
    expect(applyTax(10000, 12.3456, net).grossCents).toBe(11235); // 112.3456
    expect(applyTax(10000, 7.1, net).grossCents).toBe(10710);
    expect(applyTax(1000, 0.0001, gross).netCents).toBe(1000);
  });

  it('charges no tax when the channel does not: the tax in a gross price is dropped', () => {
    expect(applyTax(1000, 23, { ...gross, chargeTaxes: false })).toEqual({ netCents: 813, grossCents: 813 });
    expect(applyTax(1000, 23, { ...net, chargeTaxes: false })).toEqual({ netCents: 1000, grossCents: 1000 });
  });

  it('leaves zero and rate 0 alone', () => {
    expect(applyTax(0, 20, gross)).toEqual({ netCents: 0, grossCents: 0 });
    expect(applyTax(1999, 0, net)).toEqual({ netCents: 1999, grossCents: 1999 });
  });
});

describe('catalogueTax', () => {
  it('rounds a half cent to even (how Saleor prints an unrounded catalogue price) and ignores chargeTaxes', () => {
    expect(catalogueTax(250, 5, net).grossCents).toBe(262);
    expect(catalogueTax(150, 5, net).grossCents).toBe(158);
    expect(catalogueTax(1000, 23, { ...gross, chargeTaxes: false })).toEqual({
      netCents: 813,
      grossCents: 1000,
    });
  });
});

describe('ruleDiscount', () => {
  it('rounds a percentage half up and never goes beyond the price', () => {
    expect(ruleDiscount(300, 'PERCENTAGE', '12.500')).toBe(38); // 37.5
    expect(ruleDiscount(1999, 'PERCENTAGE', '33.333')).toBe(666); // 666.32
    expect(ruleDiscount(300, 'FIXED', '5.000')).toBe(300);
    expect(ruleDiscount(5600, 'FIXED', '5')).toBe(500);
    expect(ruleDiscount(5600, 'PERCENTAGE', '100')).toBe(5600);
  });
});

describe('divideRounded and scaled', () => {
  it('round negative halves away from zero', () => {
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(5n, -2n)).toBe(-3n);
    expect(divideRounded(-5n, 2n, 'HALF_EVEN')).toBe(-2n);
  });

  it('read decimals exactly', () => {
    expect(scaled('20.0000', 4)).toBe(200000n);
    expect(scaled('0.00005', 4)).toBe(1n);
    expect(scaled(1e-7, 4)).toBe(0n);
    expect(scaled('-1.5', 0)).toBe(-2n);
  });
});
