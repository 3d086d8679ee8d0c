import { QueryClient } from '@tanstack/react-query';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '@/api/api';
import { ApiError } from '@/api/api-error';
import { productKeys } from '@/api/query-keys';
import { i18n, startI18n } from '@/i18n/i18n';
import { bcp47Of, type LanguageCode } from '@/i18n/languages';
import {
  absoluteUrl,
  answerOrNotFound,
  clip,
  DESCRIPTION_MAX,
  productSeo,
  publicPageMeta,
  screenSeo,
  seoTags,
  shopSeo,
  signedInPageTags,
  type SeoContext,
} from './page-meta';

beforeAll(async () => {
  // Every language's strings, as the server has them.
  for (const code of ['tai', 'zh-CN'] as LanguageCode[]) await startI18n([], code);
  await startI18n([], 'en');
});

const ORIGIN = 'https://shop.example';
const contextIn = (language: LanguageCode): SeoContext => ({
  t: i18n.getFixedT(bcp47Of(language)),
  language,
  origin: ORIGIN,
});
const english = () => contextIn('en');

const shopCard: Schema<'ShopCard'> = {
  id: 3,
  name: 'Trailhead Supply',
  logo: '/uploads/catalog/shop-3.svg',
  description: 'Gear for hikes, camps and rainy days.',
  rating: '4.70',
  product_count: 13,
  follower_count: 0,
  sales: 2912,
};

const lantern: Schema<'ProductDetail'> = {
  id: 32,
  mer_id: 3,
  category_id: 3,
  name: 'Classic Camping Lantern',
  image: '/uploads/catalog/product-32.svg',
  images: ['/uploads/catalog/product-32.svg', '/uploads/catalog/product-32-1.svg'],
  description: 'Classic camping lantern from Trailhead Supply.',
  price: '385.75',
  original_price: '482.19',
  sales: 4935,
  stock: 695,
  rating: '0.00',
  review_count: 0,
  is_favourite: false,
  shop: shopCard,
};

/** The content of the tag named `key` (`name` or `property`) among `tags`. */
function tag(tags: ReturnType<typeof seoTags>, key: string): unknown {
  for (const descriptor of tags) {
    const entry = descriptor as Record<string, unknown>;
    if (entry.name === key || entry.property === key) return entry.content;
  }
  return undefined;
}

describe('page meta helpers', () => {
  it('makes URLs absolute on the public origin, only http(s)', () => {
    expect(absoluteUrl(ORIGIN, '/uploads/a.png')).toBe('https://shop.example/uploads/a.png');
    expect(absoluteUrl(`${ORIGIN}/`, '/detail/1/2')).toBe('https://shop.example/detail/1/2');
    expect(absoluteUrl(ORIGIN, 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(absoluteUrl(ORIGIN, '')).toBeUndefined();
    expect(absoluteUrl(ORIGIN, undefined)).toBeUndefined();
    expect(absoluteUrl(ORIGIN, 'javascript:alert(1)')).toBeUndefined();
  });

  it('clips a description to one line of at most 160 characters, at a word', () => {
    expect(clip('  two\n lines ')).toBe('two lines');
    const long = clip('word '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(long.endsWith('word…')).toBe(true);
  });
});

describe('a product page', () => {
  it('is titled and described with the product, its price and shop', () => {
    const seo = productSeo(english(), lantern);
    expect(seo.title).toBe('Classic Camping Lantern from Trailhead Supply · Storefront');
    expect(seo.description).toBe(
      'Buy Classic Camping Lantern for $385.75 from Trailhead Supply on Storefront. ' +
        'Classic camping lantern from Trailhead Supply.',
    );
    // The canonical address names the product's own shop, whatever the address asked.
    expect(seo.url).toBe('https://shop.example/detail/32/3');
    expect(seo.image).toBe('https://shop.example/uploads/catalog/product-32.svg');
  });

  it('is titled in the page language', () => {
    const thai = productSeo(contextIn('tai'), lantern);
    expect(thai.title).toBe('Classic Camping Lantern จาก Trailhead Supply · Storefront');
    expect(thai.description).toContain('ซื้อ Classic Camping Lantern ในราคา');
    expect(thai.locale).toBe('th_TH');
    expect(productSeo(contextIn('zh-CN'), lantern).title).toBe(
      'Trailhead Supply的Classic Camping Lantern · Storefront',
    );
  });

  it('has every link-preview tag, absolute', () => {
    const tags = seoTags(productSeo(english(), lantern));
    expect(tags).toContainEqual({
      title: 'Classic Camping Lantern from Trailhead Supply · Storefront',
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://shop.example/detail/32/3',
    });
    expect(tag(tags, 'description')).toMatch(/^Buy Classic Camping Lantern/);
    expect(tag(tags, 'og:type')).toBe('product');
    expect(tag(tags, 'og:title')).toBe(
      'Classic Camping Lantern from Trailhead Supply · Storefront',
    );
    expect(tag(tags, 'og:description')).toBe(tag(tags, 'description'));
    expect(tag(tags, 'og:image')).toBe('https://shop.example/uploads/catalog/product-32.svg');
    expect(tag(tags, 'og:url')).toBe('https://shop.example/detail/32/3');
    expect(tag(tags, 'og:site_name')).toBe('Storefront');
    expect(tag(tags, 'twitter:card')).toBe('summary_large_image');
    expect(tag(tags, 'twitter:title')).toBe(tag(tags, 'og:title'));
    expect(tag(tags, 'twitter:description')).toBe(tag(tags, 'description'));
    expect(tag(tags, 'twitter:image')).toBe(tag(tags, 'og:image'));
  });

  it('describes the product in JSON-LD with its offer, without a rating before any review', () => {
    const jsonLd = productSeo(english(), lantern).jsonLd;
    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Classic Camping Lantern',
      description: 'Classic camping lantern from Trailhead Supply.',
      sku: '32',
      url: 'https://shop.example/detail/32/3',
      image: [
        'https://shop.example/uploads/catalog/product-32.svg',
        'https://shop.example/uploads/catalog/product-32-1.svg',
      ],
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example/detail/32/3',
        price: '385.75',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: {
          '@type': 'Organization',
          name: 'Trailhead Supply',
          url: 'https://shop.example/shop/3',
        },
      },
    });
    expect(seoTags(productSeo(english(), lantern))).toContainEqual({ 'script:ld+json': jsonLd });
  });

  it('rates the product from its reviews, and tells when it is sold out', () => {
    const jsonLd = productSeo(english(), {
      ...lantern,
      rating: '4.50',
      review_count: 18,
      stock: 0,
    }).jsonLd as Record<string, Record<string, unknown>>;
    expect(jsonLd.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '4.50',
      reviewCount: 18,
      bestRating: 5,
      worstRating: 1,
    });
    expect(jsonLd.offers?.availability).toBe('https://schema.org/OutOfStock');
  });
});

describe('a shop page', () => {
  const shop: Schema<'ShopDetail'> = {
    ...shopCard,
    banner: '/uploads/catalog/banner-3.svg',
    is_followed: false,
    created_at: 1735689600,
  };

  it('is titled with the shop, previewed with its banner (else its logo)', () => {
    const seo = shopSeo(english(), shop);
    expect(seo.title).toBe('Trailhead Supply – all products · Storefront');
    expect(seo.description).toBe(
      'Browse the products of Trailhead Supply on Storefront, rated 4.70 out of 5. ' +
        'Gear for hikes, camps and rainy days.',
    );
    expect(seo.url).toBe('https://shop.example/shop/3');
    expect(seo.image).toBe('https://shop.example/uploads/catalog/banner-3.svg');
    expect(shopSeo(english(), { ...shop, banner: '' }).image).toBe(
      'https://shop.example/uploads/catalog/shop-3.svg',
    );
    const tags = seoTags(seo);
    expect(tag(tags, 'og:type')).toBe('website');
    expect(tag(tags, 'twitter:card')).toBe('summary_large_image');
    expect(tags.some((descriptor) => 'script:ld+json' in descriptor)).toBe(false);
  });
});

describe('other pages', () => {
  it('home, explore and search: a translated title and description, and the canonical URL', () => {
    const seo = screenSeo(contextIn('tai'), {
      titleKey: 'route.home',
      descriptionKey: 'seo.homeDescription',
      path: '/home',
    });
    expect(seo.title).toBe('หน้าแรก · Storefront');
    expect(seo.description).toContain('Storefront');
    expect(seo.url).toBe('https://shop.example/home');
    const tags = seoTags(seo);
    // No picture: the small card.
    expect(tag(tags, 'twitter:card')).toBe('summary');
    expect(tag(tags, 'og:image')).toBeUndefined();
  });

  it('keeps crawlers out of the pages only a signed-in shopper opens', () => {
    expect(signedInPageTags('/bag')).toEqual([{ name: 'robots', content: 'noindex' }]);
    expect(signedInPageTags('/myPurchases/1')).toEqual([{ name: 'robots', content: 'noindex' }]);
    expect(signedInPageTags('/home')).toEqual([]);
    expect(signedInPageTags('/detail/1/2')).toEqual([]);
    expect(signedInPageTags('/login')).toEqual([]);
  });

  it('a public page without its server data keeps its plain title; a not-found one says so', () => {
    const meta = publicPageMeta('route.detail');
    expect(meta({ loaderData: null })).toEqual([{ title: 'Product details · Storefront' }]);
    expect(meta({ error: new Error('a screen that crashed') })).toEqual([
      { title: 'Product details · Storefront' },
      { name: 'robots', content: 'noindex' },
    ]);
    expect(meta({ error: new ErrorResponseImpl(404, 'Not Found', null) })).toEqual([
      { title: 'Page not found · Storefront' },
      { name: 'robots', content: 'noindex' },
    ]);
    const seo = productSeo(english(), lantern);
    expect(meta({ loaderData: { dehydrated: {}, seo } })).toEqual(seoTags(seo));
  });
});

describe('an unknown product or shop', () => {
  it('is a 404 when the backend refuses the id; other failures are left to the browser', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = productKeys.detail(404, 'guest');
    await client.prefetchQuery({
      queryKey: key,
      queryFn: () => Promise.reject(new ApiError('rejected', 0, 'Not found')),
    });
    let thrown: unknown;
    try {
      answerOrNotFound(client, productKeys.of(404));
    } catch (error) {
      thrown = error;
    }
    // React Router's data() thrown from a loader: the route's boundary gets a 404 response.
    expect((thrown as { init?: ResponseInit }).init?.status).toBe(404);

    await client.prefetchQuery({
      queryKey: productKeys.detail(500, 'guest'),
      queryFn: () => Promise.reject(new ApiError('network', 0, 'offline')),
    });
    expect(answerOrNotFound(client, productKeys.of(500))).toBeUndefined();
    await client.prefetchQuery({
      queryKey: productKeys.detail(32, 'guest'),
      queryFn: () => lantern,
    });
    expect(answerOrNotFound(client, productKeys.of(32))).toBe(lantern);
  });
});
