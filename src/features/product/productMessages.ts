import { defineMessages, type MessageDescriptor } from 'react-intl';

// The product page's words. Typed as MessageDescriptor: react-intl's inferred types refuse values.
export const productMessages: Record<string, MessageDescriptor> = defineMessages({
  loadFailed: {
    id: 'product.loadFailed',
    defaultMessage: 'The product could not be loaded.',
    description: 'Shown above the product page when its request failed',
  },
  loading: {
    id: 'product.loading',
    defaultMessage: 'Loading the product',
    description: 'Screen-reader name of the placeholder shown while the product loads',
  },
  gallery: {
    id: 'product.gallery.label',
    defaultMessage: 'Pictures of {name}',
    description: 'Screen-reader name of the product picture gallery',
  },
  previousImage: {
    id: 'product.gallery.previous',
    defaultMessage: 'Previous picture',
    description: 'Gallery button that shows the previous picture',
  },
  nextImage: {
    id: 'product.gallery.next',
    defaultMessage: 'Next picture',
    description: 'Gallery button that shows the next picture',
  },
  pictureAlt: {
    id: 'product.gallery.pictureAlt',
    defaultMessage: '{count, plural, =1 {{name}} other {{name}, picture {index} of {count}}}',
    description:
      "Text alternative of the gallery's large picture when the shop gave none in the page's language: the product's name and the picture's place",
  },
  showImage: {
    id: 'product.gallery.show',
    defaultMessage: 'Picture {index} of {count}',
    description: 'Screen-reader name of a gallery thumbnail button',
  },
  imagePosition: {
    id: 'product.gallery.position',
    defaultMessage: '{index} / {count}',
    description: 'Which picture of the gallery is shown, e.g. 2 / 5',
  },
  noImage: {
    id: 'product.gallery.none',
    defaultMessage: 'No picture of this product yet',
    description: 'Shown in place of the gallery for a product without pictures',
  },
  optionFallback: {
    id: 'product.variant.option',
    defaultMessage: 'Option',
    description: 'Name of the variant selector when the variants have no attributes to choose by',
  },
  optionChosen: {
    id: 'product.variant.chosen',
    defaultMessage: '{name}: {value}',
    description: 'Heading of a variant option group with the value chosen, e.g. "Size: M"',
  },
  optionSoldOut: {
    id: 'product.variant.soldOut',
    defaultMessage: '{value} (sold out)',
    description: 'Screen-reader name of a variant option whose combination is sold out',
  },
  optionUnavailable: {
    id: 'product.variant.unavailable',
    defaultMessage: '{value} (not available with the other choices)',
    description: 'Screen-reader name of a variant option that does not exist with the other chosen values',
  },
  inStock: {
    id: 'product.stock.inStock',
    defaultMessage: 'In stock',
    description: 'Stock state: plenty left',
  },
  lowStock: {
    id: 'product.stock.low',
    defaultMessage: 'Only {count} left',
    description: 'Stock state: a few left (5 or fewer)',
  },
  soldOut: {
    id: 'product.stock.soldOut',
    defaultMessage: 'Sold out',
    description: 'Stock state: none left',
  },
  noVariants: {
    id: 'product.noVariants',
    defaultMessage: 'This product cannot be bought at the moment.',
    description: 'Shown for a product that has no variants to buy',
  },
  quantity: {
    id: 'product.quantity',
    defaultMessage: 'Quantity',
    description: 'Name of the quantity stepper on the product page',
  },
  addToCart: {
    id: 'product.addToCart',
    defaultMessage: 'Add to cart',
    description: 'Button that puts the chosen variant into the cart',
  },
  adding: {
    id: 'product.addToCart.adding',
    defaultMessage: 'Adding…',
    description: 'The add-to-cart button while the request is under way',
  },
  added: {
    id: 'product.addToCart.added',
    defaultMessage: '{name} added to your cart',
    description: 'Toast after adding a product to the cart',
  },
  viewCart: {
    id: 'product.addToCart.viewCart',
    defaultMessage: 'View cart',
    description: 'Toast button that opens the cart after adding a product',
  },
  noShipping: {
    id: 'product.noShipping',
    defaultMessage: 'Digital product: nothing is shipped.',
    description: 'Note on a product whose type needs no shipping',
  },
  sku: {
    id: 'product.sku',
    defaultMessage: 'SKU: {sku}',
    description: 'The chosen variant’s stock-keeping code',
  },
  description: {
    id: 'product.description',
    defaultMessage: 'Description',
    description: 'Heading of the product description',
  },
});
