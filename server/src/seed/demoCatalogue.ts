// The demo shop's catalogue: a category tree three levels deep, product families with their
// variant schemes, and the shipping methods. Plain data; seed.ts turns it into rows.

export interface CategorySeed {
  slug: string;
  name: string;
  parent?: string;
  description: string;
}

export const CATEGORIES: CategorySeed[] = [
  {
    slug: 'apparel',
    name: 'Apparel',
    description: 'Everyday clothing made to last, from soft organic tees to warm hoodies.',
  },
  {
    slug: 'tops',
    name: 'Tops',
    parent: 'apparel',
    description: 'T-shirts and hoodies in easy colours and honest fabrics.',
  },
  {
    slug: 't-shirts',
    name: 'T-shirts',
    parent: 'tops',
    description: 'Organic cotton tees, pre-washed so they keep their shape.',
  },
  {
    slug: 'hoodies',
    name: 'Hoodies',
    parent: 'tops',
    description: 'Brushed fleece hoodies for cool mornings and long evenings.',
  },
  { slug: 'bottoms', name: 'Bottoms', parent: 'apparel', description: 'Jeans and trousers cut for comfort.' },
  {
    slug: 'jeans',
    name: 'Jeans',
    parent: 'bottoms',
    description: 'Selvedge and stretch denim in classic fits.',
  },
  { slug: 'home-kitchen', name: 'Home & Kitchen', description: 'Things that make a home feel like one.' },
  {
    slug: 'kitchen',
    name: 'Kitchen',
    parent: 'home-kitchen',
    description: 'Mugs, bottles and tools for the kitchen.',
  },
  {
    slug: 'coffee',
    name: 'Coffee',
    parent: 'kitchen',
    description: 'Freshly roasted beans from small farms.',
  },
  {
    slug: 'decor',
    name: 'Decor',
    parent: 'home-kitchen',
    description: 'Lamps and small pieces that light up a room.',
  },
  { slug: 'outdoor', name: 'Outdoor', description: 'Gear for weekends away.' },
  {
    slug: 'camping',
    name: 'Camping',
    parent: 'outdoor',
    description: 'Tents, lamps and bottles for nights under the stars.',
  },
  {
    slug: 'digital',
    name: 'Digital',
    description: 'Books and music, delivered instantly by email. No shipping needed.',
  },
  { slug: 'e-books', name: 'E-books', parent: 'digital', description: 'Guides and stories in EPUB and PDF.' },
  { slug: 'music', name: 'Music', parent: 'digital', description: 'Albums in lossless and MP3.' },
];

export type VariantScheme = 'size-colour' | 'size' | 'colour' | 'single';

export interface FamilySeed {
  category: string;
  productType: string;
  shipping: boolean;
  emblem: string;
  scheme: VariantScheme;
  material: string;
  /** Price in cents for the cheapest variant; larger sizes cost a little more. */
  basePrice: number;
  names: string[];
  blurb: string;
}

export const SIZES = ['XS', 'S', 'M', 'L', 'XL'];
export const COLOURS: { name: string; hex: string }[] = [
  { name: 'Black', hex: '#263238' },
  { name: 'White', hex: '#fafafa' },
  { name: 'Forest Green', hex: '#2e7d32' },
  { name: 'Ocean Blue', hex: '#1565c0' },
  { name: 'Sand', hex: '#d7b98e' },
  { name: 'Brick Red', hex: '#b23b2e' },
];

export const FAMILIES: FamilySeed[] = [
  {
    category: 't-shirts',
    productType: 'T-shirt',
    shipping: true,
    emblem: 'shirt',
    scheme: 'size-colour',
    material: 'Organic cotton',
    basePrice: 1900,
    names: [
      'Everyday Crew Tee',
      'Pocket Tee',
      'Long Sleeve Tee',
      'Heavyweight Tee',
      'Striped Breton Tee',
      'Raglan Baseball Tee',
      'V-Neck Tee',
      'Relaxed Boxy Tee',
    ],
    blurb:
      'A soft, breathable tee in 180 g organic cotton, garment-dyed and pre-washed so it will not shrink.',
  },
  {
    category: 'hoodies',
    productType: 'Hoodie',
    shipping: true,
    emblem: 'hoodie',
    scheme: 'size-colour',
    material: 'Cotton fleece',
    basePrice: 5400,
    names: [
      'Classic Pullover Hoodie',
      'Zip Hoodie',
      'Oversized Hoodie',
      'Lightweight Loop-back Hoodie',
      'Sherpa-lined Hoodie',
      'Half-zip Sweatshirt',
    ],
    blurb: 'Brushed fleece inside, a double-layer hood and ribbed cuffs that keep their stretch.',
  },
  {
    category: 'jeans',
    productType: 'Jeans',
    shipping: true,
    emblem: 'jeans',
    scheme: 'size',
    material: 'Denim',
    basePrice: 7900,
    names: [
      'Slim Selvedge Jeans',
      'Straight Leg Jeans',
      'Relaxed Carpenter Jeans',
      'Tapered Stretch Jeans',
      'Wide Leg Jeans',
      'Black Rinse Jeans',
    ],
    blurb: 'Sturdy 13 oz denim with a touch of stretch, reinforced pockets and a zip fly.',
  },
  {
    category: 'kitchen',
    productType: 'Mug',
    shipping: true,
    emblem: 'mug',
    scheme: 'colour',
    material: 'Stoneware',
    basePrice: 1600,
    names: [
      'Morning Mug',
      'Tall Latte Mug',
      'Espresso Cup Pair',
      'Speckled Camp Mug',
      'Double-wall Glass Mug',
      'Tea Cup and Saucer',
      'Stacking Mugs Set',
    ],
    blurb: 'Glazed stoneware that keeps drinks warm, safe in the dishwasher and the microwave.',
  },
  {
    category: 'coffee',
    productType: 'Coffee',
    shipping: true,
    emblem: 'coffee',
    scheme: 'single',
    material: 'Arabica beans',
    basePrice: 1400,
    names: [
      'Ethiopia Yirgacheffe',
      'Colombia Huila',
      'Guatemala Antigua',
      'Kenya AA',
      'House Espresso Blend',
      'Decaf Sumatra',
      'Brazil Cerrado',
      'Rwanda Nyamasheke',
    ],
    blurb: 'Roasted to order in small batches and shipped within two days of roasting; 250 g, whole beans.',
  },
  {
    category: 'decor',
    productType: 'Lamp',
    shipping: true,
    emblem: 'lamp',
    scheme: 'colour',
    material: 'Steel',
    basePrice: 4900,
    names: [
      'Arc Table Lamp',
      'Mushroom Lamp',
      'Clip-on Reading Light',
      'Paper Lantern Pendant',
      'Brass Desk Lamp',
    ],
    blurb: 'A warm, dimmable light with an LED bulb included; the shade tilts to where you need it.',
  },
  {
    category: 'camping',
    productType: 'Camping gear',
    shipping: true,
    emblem: 'tent',
    scheme: 'single',
    material: 'Ripstop nylon',
    basePrice: 3900,
    names: [
      'Two-person Dome Tent',
      'Ultralight Tarp',
      'Trail Hammock',
      'Camp Chair',
      'Insulated Sleeping Pad',
      'Rechargeable Lantern',
      'Steel Water Bottle',
    ],
    blurb: 'Tested on long weekends in the rain: light to carry, quick to pitch, easy to repair.',
  },
  {
    category: 'e-books',
    productType: 'E-book',
    shipping: false,
    emblem: 'book',
    scheme: 'single',
    material: 'EPUB and PDF',
    basePrice: 900,
    names: [
      'The Home Barista',
      'Sewing Your First Shirt',
      'Weekend Camping Guide',
      'Cooking with Seasons',
      'A Short History of Denim',
      'Brewing Better Tea',
      "Repair, Don't Replace",
    ],
    blurb: 'A practical guide with photographs and step-by-step instructions; download link sent by email.',
  },
  {
    category: 'music',
    productType: 'Music album',
    shipping: false,
    emblem: 'music',
    scheme: 'single',
    material: 'FLAC and MP3',
    basePrice: 1000,
    names: [
      'Northern Lights',
      'Quiet Harbour',
      'City After Rain',
      'Campfire Sessions',
      'Slow Mornings',
      'Aurora Live',
    ],
    blurb: 'Recorded live to tape; lossless FLAC and 320 kbps MP3, with a digital booklet.',
  },
];

export interface ShippingSeed {
  name: string;
  price: number;
  min?: number;
  max?: number;
  days: [number, number];
}

/** Prices and order-price rules in cents. */
export const SHIPPING_METHODS: ShippingSeed[] = [
  { name: 'Economy', price: 300, max: 5000, days: [5, 8] },
  { name: 'Standard', price: 600, max: 15000, days: [3, 5] },
  { name: 'Free shipping', price: 0, min: 7500, days: [3, 6] },
  { name: 'Express', price: 1800, days: [1, 2] },
];
