import { describe, expect, it } from 'vitest';
import {
  CATALOG_PAGE_SIZE,
  robotsTxt,
  SITEMAP_URL_LIMIT,
  sitemapPaths,
  sitemapXml,
  type CatalogPage,
  type CatalogReader,
} from './crawler-files';
import { isGuestPath } from '@/routing/login-guard';

/** What robots.txt says of `path`: the longest matching rule wins (`$` anchors the end). */
function allowed(robots: string, path: string): boolean {
  let best = { length: -1, allow: false };
  for (const line of robots.split('\n')) {
    const [, kind, rule] = /^(Allow|Disallow): (.*)$/.exec(line) ?? [];
    if (!kind || rule === undefined) continue;
    const exact = rule.endsWith('$');
    const prefix = exact ? rule.slice(0, -1) : rule;
    const matches = exact ? path === prefix : path.startsWith(prefix);
    if (matches && rule.length > best.length)
      best = { length: rule.length, allow: kind === 'Allow' };
  }
  return best.allow;
}

describe('robots.txt', () => {
  const robots = robotsTxt('https://shop.example');

  it('allows every guest path, disallows the signed-in ones', () => {
    for (const path of ['/home', '/explore', '/search', '/detail/32/3', '/shop/3', '/login']) {
      expect(isGuestPath(path), path).toBe(true);
      expect(allowed(robots, path), path).toBe(true);
    }
    for (const path of [
      '/bag',
      '/order',
      '/myPurchases/1',
      '/profile',
      '/wallet',
      '/api/cart/list',
    ]) {
      expect(isGuestPath(path), path).toBe(false);
      expect(allowed(robots, path), path).toBe(false);
    }
  });

  it("lets crawlers load the pages' files and pictures, and the root (the home's address)", () => {
    expect(allowed(robots, '/assets/root-abc.js')).toBe(true);
    expect(allowed(robots, '/uploads/catalog/product-1.svg')).toBe(true);
    expect(allowed(robots, '/')).toBe(true);
  });

  it("names the sitemap's absolute URL", () => {
    expect(robots).toContain('User-agent: *');
    expect(robots).toMatch(/^Sitemap: https:\/\/shop\.example\/sitemap\.xml$/m);
  });
});

/** A catalog of `products` products spread over `shops` shops, read page by page. */
function catalog(products: number, shops: number, listedShops = shops) {
  const calls: string[] = [];
  const page = <Item>(items: Item[], number: number, limit: number): CatalogPage<Item> => ({
    list: items.slice((number - 1) * limit, number * limit),
    total: items.length,
  });
  const productList = Array.from({ length: products }, (_, index) => ({
    id: index + 1,
    mer_id: (index % shops) + 1,
  }));
  const shopList = Array.from({ length: listedShops }, (_, index) => ({ id: index + 1 }));
  const reader: CatalogReader = {
    products: (number, limit) => {
      calls.push(`products ${number}/${limit}`);
      return Promise.resolve(page(productList, number, limit));
    },
    shops: (number, limit) => {
      calls.push(`shops ${number}/${limit}`);
      return Promise.resolve(page(shopList, number, limit));
    },
  };
  return { reader, calls };
}

describe('sitemap.xml', () => {
  it('lists home, explore, every shop and every product, reading the catalog page by page', async () => {
    const { reader, calls } = catalog(130, 10);
    const paths = await sitemapPaths(reader);
    expect(paths.slice(0, 3)).toEqual(['/home', '/explore', '/shop/1']);
    expect(paths.filter((path) => path.startsWith('/shop/'))).toHaveLength(10);
    expect(paths.filter((path) => path.startsWith('/detail/'))).toHaveLength(130);
    expect(paths).toContain('/detail/130/10');
    expect(calls).toEqual([
      `shops 1/${CATALOG_PAGE_SIZE}`,
      `products 1/${CATALOG_PAGE_SIZE}`,
      `products 2/${CATALOG_PAGE_SIZE}`,
    ]);
  });

  it('adds the shop of a product the shop list did not name', async () => {
    const { reader } = catalog(6, 3, 2);
    expect(await sitemapPaths(reader)).toEqual([
      '/home',
      '/explore',
      '/shop/1',
      '/shop/2',
      '/shop/3',
      '/detail/1/1',
      '/detail/2/2',
      '/detail/3/3',
      '/detail/4/1',
      '/detail/5/2',
      '/detail/6/3',
    ]);
  });

  it(`stops at ${SITEMAP_URL_LIMIT} URLs, reading no more of the catalog than that`, async () => {
    const { reader, calls } = catalog(20_000, 10);
    const paths = await sitemapPaths(reader);
    expect(paths).toHaveLength(SITEMAP_URL_LIMIT);
    expect(calls.filter((call) => call.startsWith('products'))).toHaveLength(
      Math.ceil((SITEMAP_URL_LIMIT - 12) / CATALOG_PAGE_SIZE),
    );
    expect(await sitemapPaths(catalog(50, 5).reader, 10)).toHaveLength(10);
  });

  it('writes the sitemap protocol, URLs escaped', () => {
    const xml = sitemapXml(['https://shop.example/home', 'https://shop.example/explore?a=1&b=2']);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://shop.example/home</loc></url>',
        '  <url><loc>https://shop.example/explore?a=1&amp;b=2</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
    const many = Array.from({ length: SITEMAP_URL_LIMIT + 5 }, (_, i) => `https://s.example/${i}`);
    expect(sitemapXml(many).match(/<url>/g)).toHaveLength(SITEMAP_URL_LIMIT);
  });
});
