import { ADJECTIVES, CATEGORY_WORDS, MERCHANT_WORDS } from './catalog-data';
import type { Db } from './db';
import { flag } from './db';
import { catalogImageUrl } from './images';
import type { NewRow } from './tables';
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

/**
 * Ten categories, ten shops, 130 products: the same on every run, ids included (counted from 1
 * here, so a product's pictures and date follow from its id as the seed writes them).
 */
export function seedCatalog(db: Db): void {
  const random = seededRandom(20260101);
  const categories: NewRow<'categories'>[] = CATEGORY_WORDS.map((words, index) => ({
    id: index + 1,
    key: words.key,
    name: words.name,
    icon: catalogImageUrl('category', words.key),
  }));
  const merchants: NewRow<'merchants'>[] = MERCHANT_WORDS.map((words, index) => {
    const id = index + 1;
    return {
      id,
      name: words.name,
      logo: catalogImageUrl('shop', id),
      banner: catalogImageUrl('banner', id),
      description: words.description,
      rating: Math.round((4 + random()) * 10) / 10,
      sales: 500 + Math.floor(random() * 20000),
      hot: flag(index % 2 === 0),
    };
  });
  const products: NewRow<'products'>[] = [];
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
      const id = products.length + 1;
      products.push({
        id,
        merchantId: merchant?.id ?? 1,
        categoryId: category?.id ?? 1,
        name: `${adjective} ${noun}`,
        description: `${adjective} ${noun.toLowerCase()} from ${merchant?.name ?? 'our shop'}. Carefully packed and shipped within 48 hours.`,
        image: catalogImageUrl('product', id),
        images: JSON.stringify([
          catalogImageUrl('product', id),
          catalogImageUrl('product', id, 1),
          catalogImageUrl('product', id, 2),
        ]),
        price: Math.max(100, price),
        originalPrice: Math.max(100, price) + Math.round(price * 0.25),
        stock: 50 + Math.floor(random() * 950),
        sales: Math.floor(random() * 5000),
        hot: flag(random() < 0.2),
        createdAt: CATALOG_EPOCH - id * 3_600_000,
      });
    }
  });
  db.run(db.q.insertInto('categories').values(categories));
  db.run(db.q.insertInto('merchants').values(merchants));
  db.run(db.q.insertInto('products').values(products));
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

/**
 * The full seed (store.ts `Seed`): catalog plus the demo shopper with an address, a wallet and
 * orders in several states. The demo secrets are hashed first; the writer it answers runs in the
 * transaction that fills the store, the demo story told through the domain's own functions.
 */
export async function seedStore(): Promise<(db: Db) => void> {
  const hashes = await demoSecretHashes();
  return (db) => {
    seedCatalog(db);
    const demoId = db.insertId(
      db.q.insertInto('users').values({
        email: DEMO_EMAIL,
        nickname: 'Demo Shopper',
        mobile: '+14155550123',
        passwordHash: hashes.password,
        payCodeHash: hashes.payCode,
        balance: 0,
        lang: 'en',
        createdAt: CATALOG_EPOCH,
      }),
    );
    seedDemoShopper(db, demoId);
  };
}

function seedDemoShopper(db: Db, demoId: number): void {
  // The welcome credit is an approved recharge, so the ledger explains the whole balance.
  const welcome = requestRecharge(db, demoId, {
    method: 'bank',
    network: 'BANK',
    address: bankAddress(),
    amount: 520000,
    evidence: catalogImageUrl('banner', 1),
  });
  auditRecharge(db, welcome.id, true, 'Welcome credit');
  const home = saveAddress(db, demoId, {
    addressee: 'Demo Shopper',
    mobile: '+14155550123',
    area: 'San Francisco, CA, United States',
    detail: '1 Market Street, Apt 5',
    tag: 'Home',
    isDefault: true,
  });
  saveAddress(db, demoId, {
    addressee: 'Demo Shopper',
    mobile: '+14155550123',
    area: 'Oakland, CA, United States',
    detail: '200 Broadway, Floor 3',
    tag: 'Work',
  });

  const order = (productId: number, quantity = 1) => {
    addToCart(db, demoId, productId, quantity);
    const [created] = createOrders(db, demoId, { addressId: home.id });
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
  payOrders(db, demoId, [waitingDeliver.id, delivered.id, received.id, completed.id, afterSale.id]);
  shipOrder(db, delivered.id);
  shipOrder(db, received.id);
  confirmReceived(db, demoId, received.id);
  shipOrder(db, completed.id);
  confirmReceived(db, demoId, completed.id);
  addReview(db, demoId, {
    orderId: completed.id,
    content: 'Arrived quickly and well packed.',
    productScore: 5,
    serviceScore: 5,
    postageScore: 4,
    pictures: [],
  });
  cancelOrder(db, demoId, cancelled.id);
  applyRefund(db, demoId, {
    orderId: afterSale.id,
    type: 'no_return',
    amount: afterSale.total,
    productStatus: 'not_received',
    reason: 'Ordered by mistake',
    explanation: 'I no longer need it.',
    proof: [],
  });

  requestRecharge(db, demoId, {
    method: 'chain',
    network: 'TRC20',
    address: DEPOSIT_ADDRESSES[0]?.address ?? '',
    amount: 5000,
    evidence: catalogImageUrl('banner', 2),
  });
  requestWithdrawal(db, demoId, {
    amount: 10000,
    bankName: 'Demo Bank',
    cardNumber: '6222000011112222',
  });

  addToCart(db, demoId, 5, 1);
  addToCart(db, demoId, 40, 2);
  setFavourite(db, demoId, 12, true);
  setFavourite(db, demoId, 64, true);
  setFollow(db, demoId, 1, true);
  setFollow(db, demoId, 4, true);
}

function bankAddress(): string {
  return DEPOSIT_ADDRESSES.find((deposit) => deposit.method === 'bank')?.address ?? '';
}
