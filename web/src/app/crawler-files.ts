import { GUEST_EXACT, GUEST_PREFIX } from '@/routing/login-guard';
import { paths } from '@/routing/paths';

/*
 * /robots.txt and /sitemap.xml (their route modules are routes/robots-txt.ts and
 * routes/sitemap-xml.ts): crawlers may read what a guest can open, and are told every product and
 * shop page. Pure text builders here; the route modules read the catalog and answer.
 */

/** The sitemap lists at most this many URLs (the format allows 50,000 per file; 5,000 keeps it
 * to about 50 backend calls per request, and the shop's catalog well inside it). */
export const SITEMAP_URL_LIMIT = 5000;

/** Products and shops are read this many at a time (the contract's largest page). */
export const CATALOG_PAGE_SIZE = 100;

/**
 * The paths a guest may open, as robots.txt prefixes (`/detail` covers `/detail/…`), and what
 * the pages load: the build's files and the uploaded pictures (link previews show them).
 */
function allowedPrefixes(): string[] {
  const guest = [...GUEST_EXACT, ...GUEST_PREFIX] as string[];
  const prefixes = [...new Set(guest)].filter(
    (path) => !guest.some((other) => other !== path && path.startsWith(other)),
  );
  return [...prefixes, '/assets/', '/uploads/'];
}

/** robots.txt: the guest paths allowed (and the root, the home's address), the rest disallowed. */
export function robotsTxt(origin: string): string {
  return [
    '# Crawlers may read the pages a guest can open; the rest needs a signed-in shopper.',
    'User-agent: *',
    'Allow: /$',
    ...allowedPrefixes().map((path) => `Allow: ${path}`),
    'Disallow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** sitemap.xml listing `urls` (absolute), at most SITEMAP_URL_LIMIT of them. */
export function sitemapXml(urls: readonly string[]): string {
  const entries = urls
    .slice(0, SITEMAP_URL_LIMIT)
    .map((url) => `  <url><loc>${url.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** One page of the catalog as the backend lists it (ProductPage / ShopPage). */
export interface CatalogPage<Item> {
  list: readonly Item[];
  total: number;
}

/** How the sitemap reads the catalog: products (`/api/index/product`) and shops, page by page. */
export interface CatalogReader {
  products(page: number, limit: number): Promise<CatalogPage<{ id: number; mer_id: number }>>;
  shops(page: number, limit: number): Promise<CatalogPage<{ id: number }>>;
}

/** Every item of a paged list, until it ends or `max` items are read. */
async function readAll<Item>(
  read: (page: number, limit: number) => Promise<CatalogPage<Item>>,
  max: number,
): Promise<Item[]> {
  const items: Item[] = [];
  // A backend that never says it is done is still read only as far as the limit.
  const lastPage = Math.ceil(max / CATALOG_PAGE_SIZE);
  for (let page = 1; page <= lastPage && items.length < max; page += 1) {
    const answer = await read(page, CATALOG_PAGE_SIZE);
    items.push(...answer.list);
    if (answer.list.length < CATALOG_PAGE_SIZE || items.length >= answer.total) break;
  }
  return items.slice(0, max);
}

/**
 * The sitemap's paths: /home, /explore, every shop's page, every product's page (and the shop of
 * any product the shop list did not name), at most `limit` in all.
 */
export async function sitemapPaths(
  catalog: CatalogReader,
  limit = SITEMAP_URL_LIMIT,
): Promise<string[]> {
  const fixed = [paths.home(), paths.explore()];
  const shops = await readAll(catalog.shops.bind(catalog), Math.max(0, limit - fixed.length));
  const shopIds = new Set(shops.map((shop) => shop.id));
  const products = await readAll(
    catalog.products.bind(catalog),
    Math.max(0, limit - fixed.length - shopIds.size),
  );
  const unlistedShops = [...new Set(products.map((product) => product.mer_id))].filter(
    (id) => !shopIds.has(id),
  );
  return [
    ...fixed,
    ...[...shopIds, ...unlistedShops].map((id) => paths.shop(id)),
    ...products.map((product) => paths.detail(product.id, product.mer_id)),
  ].slice(0, limit);
}
