// Words the deterministic catalog seed is built from: the spec's ten categories, each with the
// kinds of product it holds (a name and the drawing of images.ts), and the shop that sells it.

export interface CategoryWords {
  key: string;
  name: string;
  /** Product kinds: the noun of the product's name and its drawing (an ARTS key of images.ts). */
  nouns: [noun: string, art: string][];
  /** Price range in whole dollars. */
  price: [number, number];
}

export const CATEGORY_WORDS: CategoryWords[] = [
  {
    key: 'computer',
    name: 'Computer',
    nouns: [
      ['Laptop', 'laptop'],
      ['Mechanical Keyboard', 'keyboard'],
      ['Wireless Mouse', 'mouse'],
      ['Monitor', 'monitor'],
      ['Gaming Headset', 'headset'],
      ['Wi-Fi Router', 'router'],
    ],
    price: [15, 1200],
  },
  {
    key: 'electrical',
    name: 'Electrical equipment',
    nouns: [
      ['Electric Kettle', 'kettle'],
      ['Desk Lamp', 'lamp'],
      ['Table Fan', 'fan'],
      ['Blender', 'blender'],
      ['Hair Dryer', 'dryer'],
      ['Power Bank', 'powerbank'],
    ],
    price: [9, 350],
  },
  {
    key: 'outdoors',
    name: 'Outdoors',
    nouns: [
      ['Tent', 'tent'],
      ['Hiking Backpack', 'backpack'],
      ['Hiking Boots', 'boot'],
      ['Water Bottle', 'bottle'],
      ['Compass', 'compass'],
      ['Camping Lantern', 'lantern'],
    ],
    price: [8, 400],
  },
  {
    key: 'family_life',
    name: 'Family life',
    nouns: [
      ['Cookware Pot', 'pot'],
      ['Bath Towel Set', 'towels'],
      ['Wall Clock', 'clock'],
      ['Cushion', 'cushion'],
      ['Photo Frame', 'frame'],
      ['Scented Candle', 'candle'],
    ],
    price: [6, 180],
  },
  {
    key: 'health',
    name: 'Health',
    nouns: [
      ['Yoga Mat', 'mat'],
      ['Thermometer', 'thermometer'],
      ['Electric Toothbrush', 'toothbrush'],
      ['Vitamin C', 'vitamins'],
      ['Dumbbell Pair', 'dumbbell'],
      ['First Aid Kit', 'firstaid'],
    ],
    price: [5, 150],
  },
  {
    key: 'mens_clothing',
    name: "Men's clothing",
    nouns: [
      ['T-Shirt', 'tshirt'],
      ['Oxford Shirt', 'shirt'],
      ['Hoodie', 'hoodie'],
      ['Chinos', 'trousers'],
      ['Cargo Shorts', 'shorts'],
      ['Sneakers', 'sneaker'],
    ],
    price: [12, 260],
  },
  {
    key: 'womens_clothing',
    name: "Women's clothing",
    nouns: [
      ['Summer Dress', 'dress'],
      ['Pleated Skirt', 'skirt'],
      ['Handbag', 'handbag'],
      ['Jeans', 'jeans'],
      ['Ankle Boots', 'ankleboot'],
      ['Knit Top', 'knit'],
      ['Silk Scarf', 'scarf'],
    ],
    price: [10, 280],
  },
  {
    key: 'food',
    name: 'Food',
    nouns: [
      ['Coffee Beans', 'coffee'],
      ['Wildflower Honey', 'honey'],
      ['Dark Chocolate', 'chocolate'],
      ['Olive Oil', 'oil'],
      ['Green Tea', 'tea'],
      ['Ramen Noodles', 'noodles'],
    ],
    price: [3, 60],
  },
  {
    key: 'mobile_phone',
    name: 'Mobile phone',
    nouns: [
      ['Smartphone', 'phone'],
      ['Phone Case', 'phonecase'],
      ['Wireless Earbuds', 'earbuds'],
      ['Smartwatch', 'watch'],
      ['Fast Charger', 'charger'],
    ],
    price: [4, 999],
  },
  {
    key: 'toys',
    name: 'Toys',
    nouns: [
      ['Kite', 'kite'],
      ['Plush Bear', 'bear'],
      ['Building Blocks', 'blocks'],
      ['Remote Car', 'car'],
      ['Robot Kit', 'robot'],
      ['Magic Cube', 'cube'],
    ],
    price: [4, 120],
  },
];

export const ADJECTIVES = [
  'Classic',
  'Premium',
  'Smart',
  'Compact',
  'Deluxe',
  'Eco',
  'Pro',
  'Ultra',
  'Lite',
  'Everyday',
  'Travel',
  'Signature',
];

export interface MerchantWords {
  name: string;
  description: string;
  /** The category the shop sells: each shop sells its own one. */
  sells: string;
}

export const MERCHANT_WORDS: MerchantWords[] = [
  {
    name: 'Pixel Harbor',
    description: 'Computers and accessories, shipped worldwide.',
    sells: 'computer',
  },
  {
    name: 'Volt & Spark',
    description: 'Home electrics with a two-year warranty.',
    sells: 'electrical',
  },
  {
    name: 'Trailhead Supply',
    description: 'Gear for hikes, camps and rainy days.',
    sells: 'outdoors',
  },
  {
    name: 'Cosy Nest',
    description: 'Everything for a warm family home.',
    sells: 'family_life',
  },
  {
    name: 'Green Leaf Wellness',
    description: 'Health and fitness essentials.',
    sells: 'health',
  },
  {
    name: 'Tailor Street',
    description: "Men's fashion, cut to fit.",
    sells: 'mens_clothing',
  },
  {
    name: 'Maison Lune',
    description: "Women's fashion from independent designers.",
    sells: 'womens_clothing',
  },
  {
    name: 'Snack Atlas',
    description: 'Tasty food from around the world.',
    sells: 'food',
  },
  {
    name: 'Hello Mobile',
    description: 'Phones, cases and chargers.',
    sells: 'mobile_phone',
  },
  {
    name: 'Toy Planet',
    description: 'Toys and games for every age.',
    sells: 'toys',
  },
];

/** The drawing of a product, by the noun its name ends with ("Pro Kite" -> kite); undefined if none. */
export function artOfProductName(name: string): string | undefined {
  let best: [string, string] | undefined;
  for (const words of CATEGORY_WORDS)
    for (const noun of words.nouns)
      if (name.endsWith(noun[0]) && (!best || noun[0].length > best[0].length)) best = noun;
  return best?.[1];
}

/** The drawings that stand for a category: its first three product kinds. */
export function artsOfCategory(key: string): string[] {
  return (CATEGORY_WORDS.find((words) => words.key === key)?.nouns ?? [])
    .slice(0, 3)
    .map(([, art]) => art);
}
