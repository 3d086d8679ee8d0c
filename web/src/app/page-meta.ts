import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { data, isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import type { Schema } from '@/api/api';
import { isApiError } from '@/api/api-error';
import { i18n } from '@/i18n/i18n';
import { bcp47Of, ogLocaleOf, type LanguageCode } from '@/i18n/languages';
import { formatMoney, SHOP_CURRENCY } from '@/ui/money';
import { isGuestPath } from '@/routing/login-guard';
import { paths } from '@/routing/paths';
import { requestScope, type RequestScope } from '@/session/request-scope';
import type { RouteTitleKey } from '@/routing/route-types';

/*
 * What a public page tells crawlers and link previews (title, description, canonical URL, Open
 * Graph, Twitter card, JSON-LD), built on the server from the answers its loader already has, in
 * the page's language, with absolute URLs on the shop's public origin. The route's server loader
 * adds it to its data as `seo`; its `meta` export turns it into head tags. A browser navigation
 * (no server loader) gets the screen's plain title.
 */

type ProductDetail = Schema<'ProductDetail'>;
type ShopDetail = Schema<'ShopDetail'>;

/** JSON-LD as React Router's `script:ld+json` descriptor takes it. */
export type JsonLd = { [key: string]: JsonLdValue };
type JsonLdValue = string | number | boolean | null | JsonLd | JsonLdValue[];

export interface PageSeo {
  /** The whole document title. */
  title: string;
  description: string;
  /** The page's absolute canonical URL (also og:url). */
  url: string;
  /** og:type: a product page is a `product`, any other a `website`. */
  type: 'website' | 'product';
  siteName: string;
  /** og:locale, e.g. `th_TH`. */
  locale: string;
  /** Absolute URL of the picture a link preview shows. */
  image?: string;
  jsonLd?: JsonLd;
}

/** What the builders need of the request: its strings, language and public origin. */
export interface SeoContext {
  t: TFunction;
  language: LanguageCode;
  /** `https://shop.example`, no trailing slash. */
  origin: string;
}

export function seoContextOf(scope: RequestScope): SeoContext {
  return {
    t: scope.i18n.t.bind(scope.i18n),
    language: scope.language,
    origin: scope.publicOrigin.replace(/\/+$/, ''),
  };
}

/** A description longer than this is cut (search engines show about as much). */
export const DESCRIPTION_MAX = 160;

/** `text` on one line, at most `max` characters, cut at a word where there is one. */
export function clip(text: string, max = DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:–-]+$/, '')}…`;
}

/**
 * `path` (or a picture's URL as the backend gave it) as an absolute http(s) URL on `origin`;
 * undefined for anything else (an empty picture, another scheme).
 */
export function absoluteUrl(origin: string, path: string | undefined): string | undefined {
  if (!path) return undefined;
  try {
    const url = new URL(path, `${origin.replace(/\/+$/, '')}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** "Home · Storefront": a screen's title as the shell writes it. */
export function screenTitle(t: TFunction, titleKey: RouteTitleKey): string {
  return `${t(titleKey)} · ${t('app.name')}`;
}

function base(context: SeoContext, path: string) {
  const { t, language, origin } = context;
  return {
    url: absoluteUrl(origin, path) ?? `${origin}${path}`,
    siteName: t('app.name'),
    locale: ogLocaleOf(language),
  };
}

/** A screen with no data of its own to describe (home, explore, search). */
export function screenSeo(
  context: SeoContext,
  screen: {
    titleKey: RouteTitleKey;
    descriptionKey: 'seo.homeDescription' | 'seo.exploreDescription' | 'seo.searchDescription';
    path: string;
    image?: string;
  },
): PageSeo {
  const { t, origin } = context;
  return {
    ...base(context, screen.path),
    title: screenTitle(t, screen.titleKey),
    description: clip(t(screen.descriptionKey, { site: t('app.name') })),
    type: 'website',
    image: absoluteUrl(origin, screen.image),
  };
}

/** schema.org's availability for a stock count. */
export function availabilityOf(stock: number): string {
  return stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
}

/** The product page: its name and shop, price, pictures, and a schema.org Product with its Offer. */
export function productSeo(context: SeoContext, product: ProductDetail): PageSeo {
  const { t, language, origin } = context;
  const site = t('app.name');
  const page = base(context, paths.detail(product.id, product.mer_id));
  const price = formatMoney(product.price, bcp47Of(language));
  const summary = t('seo.productDescription', {
    name: product.name,
    price,
    shop: product.shop.name,
    site,
  });
  const images = (product.images.length > 0 ? product.images : [product.image])
    .map((image) => absoluteUrl(origin, image))
    .filter((image): image is string => image !== undefined);
  const jsonLd: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: clip(product.description || summary, 5000),
    sku: String(product.id),
    url: page.url,
    image: images,
    offers: {
      '@type': 'Offer',
      url: page.url,
      price: product.price,
      priceCurrency: SHOP_CURRENCY,
      availability: availabilityOf(product.stock),
      itemCondition: 'https://schema.org/NewCondition',
      seller: {
        '@type': 'Organization',
        name: product.shop.name,
        url: base(context, paths.shop(product.shop.id)).url,
      },
    },
  };
  // A rating means something only with reviews behind it (the screen shows none without).
  if (product.review_count > 0) {
    jsonLd.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.rating,
      reviewCount: product.review_count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return {
    ...page,
    title: `${t('seo.productTitle', { name: product.name, shop: product.shop.name })} · ${site}`,
    description: clip(product.description ? `${summary} ${product.description}` : summary),
    type: 'product',
    image: images[0],
    jsonLd,
  };
}

/** A shop's page: its name, rating and description, its banner (else logo) for previews. */
export function shopSeo(context: SeoContext, shop: ShopDetail): PageSeo {
  const { t, origin } = context;
  const site = t('app.name');
  const summary = t('seo.shopDescription', { name: shop.name, site, rating: shop.rating });
  return {
    ...base(context, paths.shop(shop.id)),
    title: `${t('seo.shopTitle', { name: shop.name })} · ${site}`,
    description: clip(shop.description ? `${summary} ${shop.description}` : summary),
    type: 'website',
    image: absoluteUrl(origin, shop.banner) ?? absoluteUrl(origin, shop.logo),
  };
}

/** The head tags of a page described by `seo`. */
export function seoTags(seo: PageSeo): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.url },
    { property: 'og:type', content: seo.type },
    { property: 'og:site_name', content: seo.siteName },
    { property: 'og:locale', content: seo.locale },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.url },
  ];
  if (seo.image) tags.push({ property: 'og:image', content: seo.image });
  tags.push(
    { name: 'twitter:card', content: seo.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: seo.title },
    { name: 'twitter:description', content: seo.description },
  );
  if (seo.image) tags.push({ name: 'twitter:image', content: seo.image });
  if (seo.jsonLd) tags.push({ 'script:ld+json': seo.jsonLd });
  return tags;
}

/** Crawlers keep out of a page only a signed-in shopper sees. */
export const NOINDEX: MetaDescriptor = { name: 'robots', content: 'noindex' };

/** The root's tags, kept by every route without a `meta` of its own: noindex off the guest paths. */
export function signedInPageTags(pathname: string): MetaDescriptor[] {
  return isGuestPath(pathname) ? [] : [NOINDEX];
}

/** The strings of the page: the request's on the server, the app's in the browser. */
function pageT(): TFunction {
  const strings = requestScope()?.i18n ?? i18n;
  return strings.t.bind(strings);
}

/** A loader's data with the page's `seo`, if the server loader could build it. */
export function seoOf(loaderData: unknown): PageSeo | undefined {
  if (typeof loaderData !== 'object' || loaderData === null || !('seo' in loaderData))
    return undefined;
  return (loaderData as { seo?: PageSeo }).seo;
}

/**
 * A public screen's `meta`: its `seo` from the server loader, else (a browser navigation, or the
 * data did not come in time) its plain title; an error is not indexed, a 404 titled not found.
 */
export function publicPageMeta(titleKey: RouteTitleKey) {
  return ({ loaderData, error }: { loaderData?: unknown; error?: unknown }): MetaDescriptor[] => {
    if (error) {
      const missing = isRouteErrorResponse(error) && error.status === 404;
      return [{ title: screenTitle(pageT(), missing ? 'route.notFound' : titleKey) }, NOINDEX];
    }
    const seo = seoOf(loaderData);
    return seo ? seoTags(seo) : [{ title: screenTitle(pageT(), titleKey) }];
  };
}

/** An id of the address (`/detail/12/3`): a positive integer, else undefined. */
export function idParam(param: string | undefined): number | undefined {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The backend's answer for an id it does not have: the envelope refused (`code 0`). */
export function isNotFoundAnswer(error: unknown): boolean {
  return isApiError(error) && error.failure === 'rejected' && error.code === 0;
}

/**
 * What the server loader's query for `queryKey` came to: its data, or a thrown 404 (the route's
 * error boundary shows the not-found screen) when the backend does not have it. Undefined when
 * it did not answer in time or failed otherwise (the browser asks again).
 */
export function answerOrNotFound<Data>(
  client: QueryClient,
  queryKey: readonly unknown[],
): Data | undefined {
  // Any viewer's entry of it (the request has one): the cache's find is exact unless told.
  const query = client.getQueryCache().find<Data>({ queryKey, exact: false });
  if (query && isNotFoundAnswer(query.state.error)) throw notFound();
  return query?.state.data;
}

/** The HTTP 404 a loader throws for something the shop does not have. */
export function notFound() {
  return data(null, { status: 404 });
}
