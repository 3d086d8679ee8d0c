import { translate } from '@storefront/contracts/messages';
import type { MessageKey } from '@storefront/contracts/messages';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchWords } from '../domain/catalog';
import { TestApi } from '../testing/test-api';

/** The shared catalogue's text: what the shopper reads. */
const t = (key: MessageKey, lang: Parameters<typeof translate>[1] = 'en') => translate(key, lang);

let api: TestApi;
beforeAll(async () => {
  api = await TestApi.start();
});
afterAll(async () => {
  await api.close();
});

type Card = {
  id: number;
  name: string;
  price: string;
  mer_id: number;
  category_id: number;
  sales: number;
};

describe('catalog', () => {
  it('lists the ten categories with names in the shopper language', async () => {
    const en = await api.get('/api/index/category');
    expect(en.body.data.map((c: { key: string }) => c.key)).toEqual([
      'computer',
      'electrical',
      'outdoors',
      'family_life',
      'health',
      'mens_clothing',
      'womens_clothing',
      'food',
      'mobile_phone',
      'toys',
    ]);
    const zh = await api.get('/api/index/category', { lang: 'zh-CN' });
    expect(zh.body.data[8].name).toBe('手机');
  });

  it('serves the home board', async () => {
    const home = await api.get('/api/index/index', { lang: 'han' });
    expect(home.body.data.categories).toHaveLength(10);
    expect(home.body.data.banners.length).toBeGreaterThan(0);
    expect(home.body.data.recommended.length).toBeGreaterThan(0);
    expect(home.body.data.notices[0]).toContain('무료 배송');
  });

  it('pages through all products without repeats', async () => {
    const seen = new Set<number>();
    let total = 0;
    for (let page = 1; page <= 7; page += 1) {
      const answer = await api.get(`/api/index/product?page=${page}&limit=20`);
      total = answer.body.data.total;
      for (const card of answer.body.data.list as Card[]) seen.add(card.id);
    }
    expect(total).toBeGreaterThanOrEqual(120);
    expect(seen.size).toBe(total);
    const past = await api.get('/api/index/product?page=99&limit=20');
    expect(past.body.data.list).toEqual([]);
  });

  it('filters by category and price range and sorts by price', async () => {
    const answer = await api.get(
      '/api/index/product?category_id=8&min_price=10&max_price=40.5&sort=price_asc&limit=100',
    );
    const list = answer.body.data.list as Card[];
    expect(list.length).toBeGreaterThan(0);
    for (const card of list) {
      expect(card.category_id).toBe(8);
      expect(Number(card.price)).toBeGreaterThanOrEqual(10);
      expect(Number(card.price)).toBeLessThanOrEqual(40.5);
    }
    const prices = list.map((card) => Number(card.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await api.get('/api/index/product?sort=price_desc&limit=5');
    const top = (desc.body.data.list as Card[]).map((card) => Number(card.price));
    expect(top).toEqual([...top].sort((a, b) => b - a));
    const bySales = await api.get('/api/index/product?sort=sales&limit=5');
    const sales = (bySales.body.data.list as Card[]).map((card) => card.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });

  it('searches by product name or shop name, without regard to case', async () => {
    const byProduct = await api.get('/api/index/product?keyword=KEYBOARD');
    expect(
      (byProduct.body.data.list as Card[]).every((card) =>
        card.name.toLowerCase().includes('keyboard'),
      ),
    ).toBe(true);
    expect(byProduct.body.data.total).toBeGreaterThan(0);
    const byShop = await api.get('/api/index/product?keyword=snack%20atlas&limit=100');
    expect((byShop.body.data.list as Card[]).every((card) => card.mer_id === 8)).toBe(true);
    expect(byShop.body.data.total).toBeGreaterThan(0);
    const shops = await api.get('/api/shop/search?keyword=toy');
    expect(shops.body.data.list.map((s: { name: string }) => s.name)).toEqual(['Toy Planet']);
  });

  it('finds the singular of a plural searched (a trailing "s" or "es" of each word)', async () => {
    const ids = async (keyword: string) => {
      const answer = await api.get(
        `/api/index/product?keyword=${encodeURIComponent(keyword)}&limit=100`,
      );
      return (answer.body.data.list as Card[]).map((card) => card.id);
    };
    const tents = await ids('tent');
    expect(tents.length).toBeGreaterThan(0);
    expect(await ids('tents')).toEqual(tents);
    expect(await ids('TENTS')).toEqual(tents);
    expect(await ids('laptops')).toEqual(await ids('laptop'));
    // A stem part of a word still finds it, as before.
    expect(await ids('lapto')).toEqual(await ids('laptop'));
    // Each word is looked for on its own, in the product's name or its shop's.
    const kitesOfShop = await ids('kites toy planet');
    expect(kitesOfShop.length).toBeGreaterThan(0);
    for (const id of kitesOfShop) expect(await ids('kite')).toContain(id);
    expect(await ids('tents nosuchword')).toEqual([]);
  });

  it('reads the plural forms of a word by one English rule', () => {
    expect(searchWords('  Tents  ')).toEqual([['tent']]);
    expect(searchWords('camping tents')).toEqual([['camping'], ['tent']]);
    expect(searchWords('boxes glasses watches brushes')).toEqual([
      ['box'],
      ['glass'],
      ['watch'],
      ['brush'],
    ]);
    expect(searchWords('shoes')).toEqual([['shoe']]);
    expect(searchWords('batteries hoodies')).toEqual([
      ['batterie', 'battery'],
      ['hoodie', 'hoody'],
    ]);
    // Not plurals: a double s, and short words.
    expect(searchWords('dress compass bus gas')).toEqual([
      ['dress'],
      ['compass'],
      ['bus'],
      ['gas'],
    ]);
    expect(searchWords('')).toEqual([]);
  });

  it('refuses malformed filters by the contract with HTTP 400', async () => {
    for (const query of ['page=0', 'limit=101', 'min_price=abc', 'sort=random', 'category_id=-1']) {
      const answer = await api.get(`/api/index/product?${query}`);
      expect({ query, status: answer.status, code: answer.body.code }).toEqual({
        query,
        status: 400,
        code: 0,
      });
    }
  });

  it('serves hot products, the eight hot shops, product and shop details', async () => {
    const hot = await api.get('/api/index/hot_product');
    expect(hot.body.data.total).toBeGreaterThan(0);
    const shops = await api.get('/api/index/hot_merchant?page=1&limit=8');
    expect(shops.body.data.list).toHaveLength(8);
    const product = await api.get('/api/product/detail?id=5');
    expect(product.body.data).toMatchObject({
      id: 5,
      images: expect.any(Array),
      shop: { id: product.body.data.mer_id },
    });
    const missing = await api.get('/api/product/detail?id=9999');
    expect(missing.body).toEqual({ code: 0, msg: t('errors.notFound'), data: null });
    const shop = await api.get('/api/shop/detail?id=3');
    expect(shop.body.data).toMatchObject({ id: 3, name: 'Trailhead Supply', is_followed: false });
    const products = await api.get('/api/shop/products?mer_id=3&sort=newest');
    expect((products.body.data.list as Card[]).every((card) => card.mer_id === 3)).toBe(true);
  });

  it('draws catalog pictures locally as SVG, gzipped when asked', async () => {
    const picture = await api.app.inject({ method: 'GET', url: '/uploads/catalog/product-5.svg' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    expect(picture.body).toContain('<svg');
    expect(
      (await api.app.inject({ method: 'GET', url: '/uploads/catalog/product-99999.svg' }))
        .statusCode,
    ).toBe(404);
    const zipped = await api.app.inject({
      method: 'GET',
      url: '/uploads/catalog/product-5.svg',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(picture.body);
    expect(zipped.rawPayload.length).toBeLessThan(picture.body.length);
  });

  it('serves each picture at the smaller widths of the srcset, a small one drawn plain', async () => {
    const draw = async (url: string) => (await api.app.inject({ method: 'GET', url })).body;
    const full = await draw('/uploads/catalog/product-5.svg');
    const medium = await draw('/uploads/catalog/product-5.svg?w=320');
    const small = await draw('/uploads/catalog/product-5.svg?w=160');
    expect(full).toMatch(/^<svg [^>]*width="400" height="400"/);
    expect(medium).toMatch(/^<svg [^>]*width="320" height="320" viewBox="0 0 400 400"/);
    expect(small).toMatch(/^<svg [^>]*width="160" height="160" viewBox="0 0 400 400"/);
    // The same item (its drawing group), on a flat backdrop and without the shadow when small.
    const item = (svg: string) => /<g transform=.*<\/g>/.exec(svg)?.[0];
    expect(item(small)).toBe(item(full));
    expect(small).not.toContain('linearGradient');
    expect(small.length).toBeLessThan(full.length * 0.75);
    // A width that is none of the srcset's is the full picture; banners keep their proportions.
    expect(await draw('/uploads/catalog/product-5.svg?w=999')).toBe(full);
    const shop = await api.get('/api/shop/detail?id=1');
    expect(await draw(`${shop.body.data.banner}?w=320`)).toMatch(
      /^<svg [^>]*width="320" height="128"/,
    );
  });

  it('draws each product as its kind, with no label, and shops without their name', async () => {
    const kites = await api.get('/api/index/product?keyword=kite&limit=20');
    const tents = await api.get('/api/index/product?keyword=tent&limit=20');
    const kite = (kites.body.data.list as Card[])[0];
    const tent = (tents.body.data.list as Card[])[0];
    const draw = async (url: string) => (await api.app.inject({ method: 'GET', url })).body;
    const kitePicture = await draw(`/uploads/catalog/product-${kite?.id}.svg`);
    const tentPicture = await draw(`/uploads/catalog/product-${tent?.id}.svg`);
    // The drawing is the kind's own: two kites share it, a tent has another one.
    const kiteAgain = (kites.body.data.list as Card[])[1];
    const drawing = (svg: string) => svg.replace(/fill="[^"]*"|hsl\([^)]*\)/g, '');
    expect(drawing(await draw(`/uploads/catalog/product-${kiteAgain?.id}.svg`))).toBe(
      drawing(kitePicture),
    );
    expect(drawing(tentPicture)).not.toBe(drawing(kitePicture));
    const shop = await api.get('/api/shop/detail?id=1');
    for (const url of [
      `/uploads/catalog/product-${kite?.id}.svg`,
      `/uploads/catalog/product-${kite?.id}-1.svg`,
      `/uploads/catalog/product-${kite?.id}-2.svg`,
      shop.body.data.logo,
      shop.body.data.banner,
      '/uploads/catalog/category-mobile_phone.svg',
    ]) {
      const svg = await draw(url);
      expect(svg, url).toMatch(/^<svg /);
      expect(svg, url).not.toMatch(/<text|product \d|banner \d|Pixel Harbor/);
      expect(svg.length, url).toBeLessThan(6000);
    }
  });

  it('has every shop sell its own category only', async () => {
    const categories = await api.get('/api/index/category');
    const seen = new Map<number, number>();
    for (let id = 1; id <= 10; id += 1) {
      const products = await api.get(`/api/shop/products?mer_id=${id}&limit=100`);
      const own = new Set((products.body.data.list as Card[]).map((card) => card.category_id));
      expect(own.size, `shop ${id}`).toBe(1);
      const [category] = own;
      expect(seen.has(category ?? 0), `category ${category} sold twice`).toBe(false);
      seen.set(category ?? 0, id);
    }
    expect(seen.size).toBe(categories.body.data.length);
  });

  it('rates a product by the reviews it shows, none without reviews', async () => {
    for (let id = 1; id <= 130; id += 1) {
      const detail = (await api.get(`/api/product/detail?id=${id}`)).body.data;
      const reviews = await api.get(`/api/product/reviews?product_id=${id}&limit=100`);
      const scores = (reviews.body.data.list as { product_score: number }[]).map(
        (review) => review.product_score,
      );
      expect(detail.review_count, `product ${id}`).toBe(scores.length);
      const mean = scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : 0;
      expect(detail.rating, `product ${id}`).toBe(mean.toFixed(2));
    }
  });

  it('platform information', async () => {
    const info = await api.get('/api/platform/info');
    expect(info.body.data.currency).toBe('USD');
  });
});

describe('favourites and follows', () => {
  it('adds, lists and removes favourites; product detail shows the flag', async () => {
    const token = await api.register('fan@example.com');
    await api.post('/api/favourite/add', { product_id: 7 }, { token });
    await api.post('/api/favourite/add', { product_id: 7 }, { token });
    const list = await api.get('/api/favourite/list', { token });
    expect(list.body.data.list.map((p: Card) => p.id)).toEqual([7]);
    expect((await api.get('/api/product/detail?id=7', { token })).body.data.is_favourite).toBe(
      true,
    );
    await api.post('/api/favourite/remove', { product_id: 7 }, { token });
    expect((await api.get('/api/favourite/list', { token })).body.data.total).toBe(0);
    const unknown = await api.post('/api/favourite/add', { product_id: 99999 }, { token });
    expect(unknown.body.msg).toBe(t('errors.notFound'));
  });

  it('follows and unfollows shops; the follower count moves', async () => {
    const token = await api.register('follower@example.com');
    const before = (await api.get('/api/shop/detail?id=6')).body.data.follower_count;
    await api.post('/api/shop/follow', { mer_id: 6 }, { token });
    const after = await api.get('/api/shop/detail?id=6', { token });
    expect(after.body.data).toMatchObject({ is_followed: true, follower_count: before + 1 });
    expect(
      (await api.get('/api/shop/followed', { token })).body.data.list.map(
        (s: { id: number }) => s.id,
      ),
    ).toEqual([6]);
    await api.post('/api/shop/unfollow', { mer_id: 6 }, { token });
    expect((await api.get('/api/shop/followed', { token })).body.data.total).toBe(0);
  });
});
