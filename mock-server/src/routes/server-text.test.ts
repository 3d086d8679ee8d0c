import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterEach, describe, expect, it } from 'vitest';
import { TestApi } from '../testing/test-api';
import { DB_FILE, Store } from '../store/store';
import { seedStore } from '../store/seed';
import { CATEGORY_WORDS, MERCHANT_WORDS } from '../store/catalog-data';

// The language of what the server writes (contracts/openapi.yaml, "Language"): catalog text,
// banners, wallet notes and address tags answer in the `lang` of the request; the seed's catalog
// reads as a shop a person would believe.

const apis: TestApi[] = [];
const folders: string[] = [];
async function start(options: Parameters<typeof TestApi.start>[0] = {}) {
  const api = await TestApi.start(options);
  apis.push(api);
  return api;
}
afterEach(async () => {
  await Promise.all(apis.splice(0).map((api) => api.close()));
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const THAI = /[\u0E00-\u0E7F]/;
const HAN = /[\u4E00-\u9FFF]/;
/** An English word of three letters or more (brand names such as "Nova 6" aside, see below). */
const ENGLISH_WORD = /\b(?:the|and|with|for|from|shop|laptop|tent|kettle|welcome|credit)\b/i;

describe('server text in the shopper language', () => {
  it('answers a product, its shop and their cards in Thai and in Chinese', async () => {
    const api = await start();
    for (const [lang, script] of [
      ['th', THAI],
      ['zh-cn', HAN],
    ] as const) {
      const detail = (await api.get('/api/product/detail?id=27', { lang })).body.data;
      expect(detail.name, lang).toMatch(script);
      expect(detail.description, lang).toMatch(script);
      expect(detail.description, lang).not.toMatch(ENGLISH_WORD);
      expect(detail.shop.name, lang).toMatch(script);
      expect(detail.shop.description, lang).toMatch(script);

      const shop = (await api.get('/api/shop/detail?id=3', { lang })).body.data;
      expect(shop.name, lang).toMatch(script);
      expect(shop.description, lang).toMatch(script);
      const products = (await api.get('/api/shop/products?mer_id=3&limit=20', { lang })).body.data
        .list as { name: string }[];
      expect(products).toHaveLength(13);
      for (const product of products) expect(product.name, lang).toMatch(script);
    }
    // English without a header, and for a language code it does not know.
    const en = (await api.get('/api/product/detail?id=27')).body.data;
    expect(en.name).toBe(CATEGORY_WORDS[2]!.products[0]!.name.en);
    const unknown = (await api.get('/api/product/detail?id=27', { lang: 'xx' })).body.data;
    expect(unknown.name).toBe(en.name);
  });

  it('answers the home banners with a headline, a line and a call to action in the language', async () => {
    const api = await start();
    for (const [lang, script] of [
      ['th', THAI],
      ['zh-cn', HAN],
      ['en', /[A-Za-z]/],
    ] as const) {
      const { banners, recommended } = (await api.get('/api/index/index', { lang })).body.data;
      expect(banners.length, lang).toBeGreaterThanOrEqual(2);
      for (const banner of banners as {
        title: string;
        text: string;
        action: string;
        link: string;
      }[]) {
        expect(banner.title, lang).toMatch(script);
        expect(banner.text, lang).toMatch(script);
        expect(banner.action, lang).toMatch(script);
        expect(banner.link).toMatch(/^\/(explore|shop\/\d+)$/);
      }
      for (const card of recommended as { name: string }[]) expect(card.name, lang).toMatch(script);
    }
    const th = (await api.get('/api/index/index', { lang: 'th' })).body.data.banners;
    // A campaign about a shop names it in the shopper's language.
    expect(th.map((banner: { text: string }) => banner.text).join(' ')).toContain(
      MERCHANT_WORDS[2]!.name.tai,
    );
    const platform = (await api.get('/api/platform/info', { lang: 'th' })).body.data;
    expect(platform.service_hours).toMatch(THAI);
    expect(platform.email).toMatch(/@[a-z]+\.test$/);
  });

  it('finds products by their name in any language, and names cart and order lines in the shopper language', async () => {
    const api = await start();
    const thai = CATEGORY_WORDS[2]!.products[0]!.name.tai;
    const found = await api.get(`/api/index/product?keyword=${encodeURIComponent('เต็นท์')}`, {
      lang: 'th',
    });
    expect(found.body.data.list.map((card: { name: string }) => card.name)).toContain(thai);
    const english = await api.get('/api/index/product?keyword=tents', { lang: 'th' });
    expect(english.body.data.total).toBe(3);

    const token = await api.login();
    const cart = (await api.get('/api/cart/list', { token, lang: 'zh-CN' })).body.data;
    for (const shop of cart.shops) {
      expect(shop.mer_name).toMatch(HAN);
      for (const line of shop.items) expect(line.name).toMatch(HAN);
    }
    const orders = (await api.get('/api/user/order_list?limit=20', { token, lang: 'th' })).body
      .data;
    for (const order of orders.list) {
      expect(order.mer_name).toMatch(THAI);
      for (const line of order.items) expect(line.name).toMatch(THAI);
    }
  });

  it('shows the welcome credit in the shopper language', async () => {
    const api = await start();
    const token = await api.login();
    const records = async (lang: string) =>
      (await api.get('/api/user/recharge_log', { token, lang })).body.data.list as {
        remark: string;
        status: number;
      }[];
    const approved = (list: { remark: string; status: number }[]) =>
      list.find((record) => record.status === 1)?.remark;
    expect(approved(await records('en'))).toBe('Welcome credit');
    expect(approved(await records('th'))).toMatch(THAI);
    expect(approved(await records('zh-CN'))).toMatch(HAN);
  });

  it('stores a preset address tag as its key, whatever language it was typed in', async () => {
    const api = await start();
    const token = await api.register('tags@example.com');
    const base = {
      addressee: 'Mali K',
      mobile: '+66812345678',
      area: 'Bangkok',
      detail: '1 Sukhumvit',
    };
    const thai = await api.post('/api/user/address_add', { ...base, tag: 'บ้าน' }, { token });
    expect(thai.body.data.tag).toBe('home');
    const chinese = await api.post('/api/user/address_add', { ...base, tag: '公司' }, { token });
    expect(chinese.body.data.tag).toBe('work');
    const own = await api.post('/api/user/address_add', { ...base, tag: 'Grandma' }, { token });
    expect(own.body.data.tag).toBe('Grandma');
  });
});

describe('the seed catalog', () => {
  it('has a name and a description for every product and shop in all five languages, all different', () => {
    const names = new Set<string>();
    for (const category of CATEGORY_WORDS) {
      expect(category.products).toHaveLength(13);
      for (const product of category.products) {
        for (const lang of ['en', 'zh-CN', 'ri', 'han', 'tai'] as const) {
          expect(product.name[lang], product.name.en).not.toBe('');
          expect(product.description[lang].length, product.name.en).toBeGreaterThan(15);
          expect(names.has(`${lang}:${product.name[lang]}`), product.name[lang]).toBe(false);
          names.add(`${lang}:${product.name[lang]}`);
        }
        // Earlier seeds' pattern: "<Adjective> <noun> from <shop>. Carefully packed…".
        expect(product.description.en).not.toMatch(/Carefully packed/);
      }
    }
  });

  it("sells each kind at a price of its kind, and a shop's sold count is its products' sum, reviews fewer than sales", async () => {
    const api = await start();
    const bottle = CATEGORY_WORDS.flatMap((c) => c.products).filter((p) => p.art === 'bottle');
    for (const product of bottle) expect(product.price).toBeLessThan(5000);
    const laptops = CATEGORY_WORDS.flatMap((c) => c.products).filter((p) => p.art === 'laptop');
    for (const product of laptops) expect(product.price).toBeGreaterThan(30000);

    for (let id = 1; id <= 10; id += 1) {
      const shop = (await api.get(`/api/shop/detail?id=${id}`)).body.data;
      const products = (await api.get(`/api/shop/products?mer_id=${id}&limit=50`)).body.data
        .list as { sales: number; id: number }[];
      expect(products.reduce((sum, product) => sum + product.sales, 0)).toBe(shop.sales);
    }
    // Reviews agree with sales: every product sold 80 times or more has some, none has more
    // reviews than sales (71 and 32 keep the one review and none the journeys expect).
    for (let id = 1; id <= 130; id += 1) {
      const product = (await api.get(`/api/product/detail?id=${id}`)).body.data;
      expect(product.review_count, `product ${id}`).toBeLessThanOrEqual(product.sales / 20);
      if (product.sales >= 80 && id !== 71 && id !== 32)
        expect(product.review_count, `product ${id}`).toBeGreaterThan(0);
    }
  });
});

describe('schema 5', () => {
  it('brings a store of schema 4 to the texts tables and stores address tags and notes as keys', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mock-schema5-'));
    folders.push(dir);
    // A store as schema 4 left it: no texts tables, tags and the welcome note in words.
    const store = await Store.open(dir, seedStore);
    const { db } = store;
    db.exec(`UPDATE addresses SET tag = CASE id WHEN 1 THEN 'บ้าน' ELSE 'Work' END`);
    db.exec(`INSERT INTO addresses (user_id, addressee, mobile, area, detail, tag, created_at)
      VALUES (1, 'Demo Shopper', '+14155550123', 'Oakland', 'Pier 9', 'Boat', 0)`);
    db.exec(`UPDATE recharges SET audit_note = 'Welcome credit' WHERE state = 1`);
    db.exec('DROP TABLE product_texts');
    db.exec('DROP TABLE merchant_texts');
    db.exec('PRAGMA user_version = 4');
    await store.close();
    const before = new Database(join(dir, DB_FILE));
    expect(before.prepare('PRAGMA user_version').get()).toMatchObject({ user_version: 4 });
    before.close();

    const api = await start({ dataDir: dir });
    const token = await api.login();
    const tags = (await api.get('/api/user/address_list', { token })).body.data.map(
      (address: { tag: string }) => address.tag,
    );
    expect(tags.sort()).toEqual(['Boat', 'home', 'work']);
    const recharges = (await api.get('/api/user/recharge_log', { token, lang: 'th' })).body.data
      .list as { remark: string; status: number }[];
    expect(recharges.find((record) => record.status === 1)?.remark).toMatch(THAI);
    // The texts tables are there (empty): the English names answer every language.
    const product = (await api.get('/api/product/detail?id=27', { lang: 'th' })).body.data;
    expect(product.name).toBe(CATEGORY_WORDS[2]!.products[0]!.name.en);
  });
});
