import { ADJECTIVES, CATEGORY_WORDS, MERCHANT_WORDS } from './catalog-data';
import { catalogImageUrl } from './images';
import { nextId } from './state';
import type { Category, Merchant, Product, State, User } from './state';
import { saveAddress } from '../domain/addresses';
import { addToCart } from '../domain/cart';
import { cancelOrder, confirmReceived, createOrders, payOrders, shipOrder } from '../domain/orders';
import { auditRecharge, DEPOSIT_ADDRESSES, requestRecharge } from '../domain/recharges';
import { requestWithdrawal } from '../domain/withdrawals';
import { applyRefund } from '../domain/refunds';
import { addReview } from '../domain/reviews';
import { setFavourite, setFollow } from '../domain/favourites';
import { hashSecret } from '../domain/secrets';

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'demo123';
export const DEMO_PAY_CODE = '123456';
export const PRODUCTS_PER_CATEGORY = 13;
/** Catalog dates count back from this fixed day so the seed is the same on every machine. */
const CATALOG_EPOCH = Date.UTC(2026, 0, 1);

/** A small deterministic random source (mulberry32), so every reset gives the same catalog. */
function seededRandom(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function emptyState(): State {
  return {
    schema: 1,
    secrets: 1,
    seq: {},
    users: [],
    sessions: {},
    categories: [],
    merchants: [],
    products: [],
    cart: [],
    orders: [],
    funds: [],
    recharges: [],
    withdrawals: [],
    addresses: [],
    favourites: [],
    follows: [],
    refunds: [],
    reviews: [],
    complaints: [],
    notifications: [],
    uploads: [],
    outbox: [],
    resetCodes: [],
    chat: {},
  };
}

/** Ten categories, ten shops, 130 products: the same on every run. */
export function seedCatalog(state: State): void {
  const random = seededRandom(20260101);
  const categories: Category[] = CATEGORY_WORDS.map((words) => ({
    id: nextId(state, 'category'),
    key: words.key,
    name: words.name,
    icon: catalogImageUrl('category', words.key),
  }));
  const merchants: Merchant[] = MERCHANT_WORDS.map((words, index) => {
    const id = nextId(state, 'merchant');
    return {
      id,
      name: words.name,
      logo: catalogImageUrl('shop', id),
      banner: catalogImageUrl('banner', id),
      description: words.description,
      rating: Math.round((4 + random()) * 10) / 10,
      sales: 500 + Math.floor(random() * 20000),
      hot: index % 2 === 0,
    };
  });
  const products: Product[] = [];
  CATEGORY_WORDS.forEach((words, categoryIndex) => {
    const category = categories[categoryIndex];
    // Each shop sells its own category.
    const merchant =
      merchants[MERCHANT_WORDS.findIndex((shop) => shop.sells === words.key)] ?? merchants[0];
    const names = new Set<string>();
    for (let n = 0; n < PRODUCTS_PER_CATEGORY; n += 1) {
      const [noun] = words.nouns[n % words.nouns.length] ?? ['Item'];
      let adjective = ADJECTIVES[Math.floor(random() * ADJECTIVES.length)] ?? 'Classic';
      // The same kind sold twice gets two different names ("Pro Tent", "Travel Tent").
      for (let step = 1; names.has(`${adjective} ${noun}`); step += 1)
        adjective = ADJECTIVES[(ADJECTIVES.indexOf(adjective) + step) % ADJECTIVES.length] ?? '';
      names.add(`${adjective} ${noun}`);
      const [low, high] = words.price;
      const price = Math.round((low + random() * (high - low)) * 100) - (n % 3 === 0 ? 1 : 0);
      const id = nextId(state, 'product');
      products.push({
        id,
        merchantId: merchant?.id ?? 1,
        categoryId: category?.id ?? 1,
        name: `${adjective} ${noun}`,
        description: `${adjective} ${noun.toLowerCase()} from ${merchant?.name ?? 'our shop'}. Carefully packed and shipped within 48 hours.`,
        image: catalogImageUrl('product', id),
        images: [
          catalogImageUrl('product', id),
          catalogImageUrl('product', id, 1),
          catalogImageUrl('product', id, 2),
        ],
        price: Math.max(100, price),
        originalPrice: Math.max(100, price) + Math.round(price * 0.25),
        stock: 50 + Math.floor(random() * 950),
        sales: Math.floor(random() * 5000),
        hot: random() < 0.2,
        createdAt: CATALOG_EPOCH - id * 3_600_000,
      });
    }
  });
  state.categories = categories;
  state.merchants = merchants;
  state.products = products;
}

/**
 * The demo secrets' scrypt hashes (demo123, 123456), each with a random salt drawn when the
 * process first seeds: no two starts share a salt, and a reset in the same process spends no time
 * hashing again.
 */
let demoHashes: Promise<{ password: string; payCode: string }> | undefined;
export function demoSecretHashes(): Promise<{ password: string; payCode: string }> {
  demoHashes ??= Promise.all([hashSecret(DEMO_PASSWORD), hashSecret(DEMO_PAY_CODE)]).then(
    ([password, payCode]) => ({ password, payCode }),
  );
  return demoHashes;
}

/** The full seed: catalog plus the demo shopper with an address, a wallet and orders in several states. */
export async function seedState(): Promise<State> {
  const state = emptyState();
  seedCatalog(state);
  const hashes = await demoSecretHashes();
  const demo: User = {
    id: nextId(state, 'user'),
    email: DEMO_EMAIL,
    nickname: 'Demo Shopper',
    mobile: '+14155550123',
    avatar: '',
    passwordHash: hashes.password,
    payCodeHash: hashes.payCode,
    payCodeFailures: 0,
    payCodeLockedUntil: 0,
    balance: 0,
    lang: 'en',
    createdAt: CATALOG_EPOCH,
  };
  state.users.push(demo);
  seedDemoShopper(state, demo);
  return state;
}

function seedDemoShopper(state: State, demo: User): void {
  // The welcome credit is an approved recharge, so the ledger explains the whole balance.
  const welcome = requestRecharge(state, demo.id, {
    method: 'bank',
    network: 'BANK',
    address: bankAddress(),
    amount: 520000,
    evidence: catalogImageUrl('banner', 1),
  });
  auditRecharge(state, welcome.id, true, 'Welcome credit');
  const home = saveAddress(state, demo.id, {
    addressee: 'Demo Shopper',
    mobile: '+14155550123',
    area: 'San Francisco, CA, United States',
    detail: '1 Market Street, Apt 5',
    tag: 'Home',
    isDefault: true,
  });
  saveAddress(state, demo.id, {
    addressee: 'Demo Shopper',
    mobile: '+14155550123',
    area: 'Oakland, CA, United States',
    detail: '200 Broadway, Floor 3',
    tag: 'Work',
  });

  const order = (productId: number, quantity = 1) => {
    addToCart(state, demo.id, productId, quantity);
    const [created] = createOrders(state, demo.id, { addressId: home.id });
    if (!created) throw new Error('seed order not created');
    return created;
  };
  // One order in each status of spec section 4.
  order(3); // 0 waiting pay
  const waitingDeliver = order(27);
  const delivered = order(44);
  const received = order(58, 2);
  const completed = order(71);
  const cancelled = order(85);
  const afterSale = order(99);
  payOrders(state, demo.id, [
    waitingDeliver.id,
    delivered.id,
    received.id,
    completed.id,
    afterSale.id,
  ]);
  shipOrder(state, delivered.id);
  shipOrder(state, received.id);
  confirmReceived(state, demo.id, received.id);
  shipOrder(state, completed.id);
  confirmReceived(state, demo.id, completed.id);
  addReview(state, demo.id, {
    orderId: completed.id,
    content: 'Arrived quickly and well packed.',
    productScore: 5,
    serviceScore: 5,
    postageScore: 4,
    pictures: [],
  });
  cancelOrder(state, demo.id, cancelled.id);
  applyRefund(state, demo.id, {
    orderId: afterSale.id,
    type: 'no_return',
    amount: afterSale.total,
    productStatus: 'not_received',
    reason: 'Ordered by mistake',
    explanation: 'I no longer need it.',
    proof: [],
  });

  requestRecharge(state, demo.id, {
    method: 'chain',
    network: 'TRC20',
    address: DEPOSIT_ADDRESSES[0]?.address ?? '',
    amount: 5000,
    evidence: catalogImageUrl('banner', 2),
  });
  requestWithdrawal(state, demo.id, {
    amount: 10000,
    bankName: 'Demo Bank',
    cardNumber: '6222000011112222',
  });

  addToCart(state, demo.id, 5, 1);
  addToCart(state, demo.id, 40, 2);
  setFavourite(state, demo.id, 12, true);
  setFavourite(state, demo.id, 64, true);
  setFollow(state, demo.id, 1, true);
  setFollow(state, demo.id, 4, true);
}

function bankAddress(): string {
  return DEPOSIT_ADDRESSES.find((deposit) => deposit.method === 'bank')?.address ?? '';
}
