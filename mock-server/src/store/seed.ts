import { CATEGORY_WORDS, MERCHANT_WORDS } from './catalog-data';
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

/** The languages written in the texts tables; English is the record itself. */
const OTHER_LANGUAGES = ['zh-CN', 'ri', 'han', 'tai'] as const;

/**
 * Ten categories, ten shops, 130 products: the same on every run, ids included (counted from 1
 * here, so a product's pictures and date follow from its id as the seed writes them). Names,
 * descriptions, prices and sold counts are catalog-data.ts's; a shop's sold count is the sum of its
 * products', and its rating is drawn once (seeded) between 4.3 and 4.9. Stock is drawn too.
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
    const sold = CATEGORY_WORDS.find((category) => category.key === words.sells)?.products ?? [];
    return {
      id,
      name: words.name.en,
      logo: catalogImageUrl('shop', id),
      banner: catalogImageUrl('banner', id),
      description: words.description.en,
      rating: Math.round((4.3 + random() * 0.6) * 10) / 10,
      sales: sold.reduce((sum, product) => sum + product.sold, 0),
      hot: flag(index % 2 === 0),
    };
  });
  const merchantTexts: NewRow<'merchantTexts'>[] = MERCHANT_WORDS.flatMap((words, index) =>
    OTHER_LANGUAGES.map((lang) => ({
      merchantId: index + 1,
      lang,
      name: words.name[lang],
      description: words.description[lang],
    })),
  );
  const products: NewRow<'products'>[] = [];
  const productTexts: NewRow<'productTexts'>[] = [];
  CATEGORY_WORDS.forEach((words, categoryIndex) => {
    const category = categories[categoryIndex];
    // Each shop sells its own category.
    const merchant =
      merchants[MERCHANT_WORDS.findIndex((shop) => shop.sells === words.key)] ?? merchants[0];
    for (const product of words.products) {
      const id = products.length + 1;
      products.push({
        id,
        merchantId: merchant?.id ?? 1,
        categoryId: category?.id ?? 1,
        name: product.name.en,
        description: product.description.en,
        image: catalogImageUrl('product', id),
        images: JSON.stringify([
          catalogImageUrl('product', id),
          catalogImageUrl('product', id, 1),
          catalogImageUrl('product', id, 2),
        ]),
        price: product.price,
        originalPrice: product.was,
        stock: 20 + Math.floor(random() * 480),
        sales: product.sold,
        // The best sellers of each shop are its hot products.
        hot: flag(product.sold >= 150),
        createdAt: CATALOG_EPOCH - id * 3_600_000,
      });
      for (const lang of OTHER_LANGUAGES)
        productTexts.push({
          productId: id,
          lang,
          name: product.name[lang],
          description: product.description[lang],
        });
    }
  });
  db.run(db.q.insertInto('categories').values(categories));
  db.run(db.q.insertInto('merchants').values(merchants));
  db.run(db.q.insertInto('products').values(products));
  db.run(db.q.insertInto('merchantTexts').values(merchantTexts));
  db.run(db.q.insertInto('productTexts').values(productTexts));
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
    seedPastReviews(db);
  };
}

/** Shoppers who bought before the demo began: their completed orders carry the seed's reviews. */
const PAST_SHOPPERS: readonly {
  nickname: string;
  area: string;
  lang: 'en' | 'zh-CN' | 'ri' | 'han' | 'tai';
}[] = [
  { nickname: 'Mali K.', area: 'Bangkok, Thailand', lang: 'tai' },
  { nickname: 'Wei Chen', area: 'Shanghai, China', lang: 'zh-CN' },
  { nickname: 'Sora T.', area: 'Osaka, Japan', lang: 'ri' },
  { nickname: 'Ji-woo P.', area: 'Seoul, South Korea', lang: 'han' },
  { nickname: 'Tom H.', area: 'Leeds, United Kingdom', lang: 'en' },
  { nickname: 'Niran S.', area: 'Chiang Mai, Thailand', lang: 'tai' },
  { nickname: 'Lin Yu', area: 'Hangzhou, China', lang: 'zh-CN' },
  { nickname: 'Ana R.', area: 'Porto, Portugal', lang: 'en' },
];

/** What past shoppers wrote, in their own language, with the product score each gave. */
const PAST_REVIEWS: Readonly<Record<string, readonly [score: number, content: string][]>> = {
  en: [
    [5, 'Exactly as described and well packed. Would buy again.'],
    [4, 'Good quality for the price. Delivery took a few days longer than I hoped.'],
    [5, 'Bought it as a gift and it went down very well.'],
    [3, 'It does the job, but the colour is a little darker than in the photos.'],
  ],
  'zh-CN': [
    [5, '质量很好，和描述一致，包装也很仔细。'],
    [4, '性价比不错，物流稍微慢了一点。'],
    [5, '第二次购买了，一如既往地满意。'],
  ],
  ri: [
    [5, '説明どおりの品でした。梱包も丁寧です。'],
    [4, '値段のわりに良いです。届くまで少し時間がかかりました。'],
  ],
  han: [
    [5, '설명과 똑같고 포장도 꼼꼼했어요. 재구매 의사 있어요.'],
    [4, '가격 대비 만족합니다. 배송이 조금 늦었어요.'],
  ],
  tai: [
    [5, 'ของตรงปก แพ็กมาดีมาก จะกลับมาซื้ออีก'],
    [4, 'คุณภาพดีเมื่อเทียบกับราคา ส่งช้ากว่าที่คิดนิดหน่อย'],
    [5, 'ซื้อเป็นของขวัญ ผู้รับชอบมาก'],
  ],
};

/**
 * Reviews that agree with the sold counts: about one review per 40 sold (at most 6 a product),
 * each on a completed order of a past shopper (an order before the catalog's day, outside the
 * ledger: these shoppers cannot sign in). Product 71 keeps only the demo shopper's review and
 * product 32 none, as the journeys that show a review, and a product without one, expect.
 */
function seedPastReviews(db: Db): void {
  const shoppers = PAST_SHOPPERS.map((shopper, index) =>
    db.insertId(
      db.q.insertInto('users').values({
        email: `${shopper.nickname
          .toLowerCase()
          .replace(/[^a-z]+/g, '.')
          .replace(/\.$/, '')}@shoppers.test`,
        nickname: shopper.nickname,
        // No password: a past shopper cannot sign in.
        passwordHash: '',
        balance: 0,
        lang: shopper.lang,
        createdAt: CATALOG_EPOCH - (400 - index) * 86_400_000,
      }),
    ),
  );
  const products = db.all(
    db.q
      .selectFrom('products')
      .select(['id', 'merchantId', 'name', 'image', 'price', 'sales'])
      .orderBy('id'),
  );
  let turn = 0;
  for (const product of products) {
    if (product.id === 71 || product.id === 32) continue;
    const count = Math.min(6, Math.floor(product.sales / 40));
    for (let n = 0; n < count; n += 1, turn += 1) {
      const shopperIndex = turn % PAST_SHOPPERS.length;
      const shopper = PAST_SHOPPERS[shopperIndex]!;
      const pool = PAST_REVIEWS[shopper.lang] ?? PAST_REVIEWS.en ?? [];
      const [score, content] = pool[turn % pool.length] ?? [5, ''];
      const at = CATALOG_EPOCH - (2 + ((turn * 7) % 90)) * 86_400_000;
      const freight = product.price >= 9900 ? 0 : 500;
      const orderId = db.insertId(
        db.q.insertInto('orders').values({
          sn: '',
          userId: shoppers[shopperIndex]!,
          merchantId: product.merchantId,
          quantity: 1,
          goodsTotal: product.price,
          freight,
          discount: 0,
          total: product.price + freight,
          status: 4,
          addressee: shopper.nickname,
          addressMobile: '+447700900' + String(100 + shopperIndex),
          addressArea: shopper.area,
          addressDetail: '',
          reviewed: 1,
          createdAt: at,
          paidAt: at,
          shippedAt: at + 86_400_000,
          receivedAt: at + 4 * 86_400_000,
          finishedAt: at + 5 * 86_400_000,
        }),
      );
      const day = new Date(at).toISOString().slice(0, 10).replaceAll('-', '');
      db.run(
        db.q
          .updateTable('orders')
          .set({ sn: `${day}${String(orderId).padStart(6, '0')}` })
          .where('id', '=', orderId),
      );
      db.run(
        db.q.insertInto('orderLines').values({
          orderId,
          position: 0,
          productId: product.id,
          name: product.name,
          image: product.image,
          price: product.price,
          quantity: 1,
          subtotal: product.price,
        }),
      );
      db.run(
        db.q.insertInto('reviews').values({
          userId: shoppers[shopperIndex]!,
          orderId,
          productId: product.id,
          merchantId: product.merchantId,
          content,
          productScore: score,
          serviceScore: Math.min(5, score + 1),
          postageScore: score,
          createdAt: at + 6 * 86_400_000,
        }),
      );
    }
  }
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
  // A stock phrase (server texts `auditNotes`), shown in the reader's language.
  auditRecharge(db, welcome.id, true, '{{welcome_credit}}');
  const home = saveAddress(db, demoId, {
    addressee: 'Demo Shopper',
    mobile: '+14155550123',
    area: 'San Francisco, CA, United States',
    detail: '1 Market Street, Apt 5',
    tag: 'home',
    isDefault: true,
  });
  saveAddress(db, demoId, {
    addressee: 'Demo Shopper',
    mobile: '+14155550123',
    area: 'Oakland, CA, United States',
    detail: '200 Broadway, Floor 3',
    tag: 'work',
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
