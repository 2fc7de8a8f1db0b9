// What a price is made of before vouchers and gift cards: the variant's listing price, the catalogue
// promotion that lowers it, and the flat-rate tax of the country it is taxed in. The checkout and
// the catalogue both read prices through here, so a card, a product page and a cart line agree.

export type { Taxed, TaxContext, TaxRules, VariantPrice } from './types';
export { applyTax, taxContext } from './taxes';
export { variantPrices } from './promotions';
export { catalogueTax, countryTaxes, type CountryTaxes } from './taxes';
export { activeRules, type ActiveRules, type PricedVariant } from './promotions';
export { watchPromotionBoundaries } from './boundaries';
