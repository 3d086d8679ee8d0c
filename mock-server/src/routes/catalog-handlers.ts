import type { components } from '@storefront/contracts/generated/openapi';
import {
  allCategories,
  findMerchant,
  getMerchant,
  getProduct,
  hotMerchants,
  searchMerchants,
  searchProducts,
} from '../domain/catalog';
import type { ProductSort } from '../domain/catalog';
import type { Page } from '../domain/paging';
import type { Db } from '../store/db';
import type { LanguageCode, Merchant, Product } from '../store/state';
import { favouritesOf, followsOf, setFavourite, setFollow } from '../domain/favourites';
import { reviewsOfProduct } from '../domain/reviews';
import { SERVER_TEXTS, fill } from '../locales/server-texts';
import {
  inLanguage,
  productInLanguage,
  shopInLanguage,
  shopsInLanguage,
} from '../domain/catalog-texts';
import { HOME_BANNERS, PLATFORM_CONTACT } from '../store/catalog-data';
import { handler } from '../http/operation-handler';
import type { OperationHandlers } from '../http/operation-handler';
import { parseMoney } from '../store/money';
import { catalogImageUrl } from '../store/images';
import { pageOf } from './paging-query';
import {
  categoryView,
  pageView,
  productCardView,
  productDetailView,
  reviewView,
  shopCardView,
  shopDetailView,
} from './views';

type Schemas = components['schemas'];

const optionalNumber = (value: unknown): number | undefined =>
  typeof value === 'number' ? value : undefined;
const optionalMoney = (value: unknown): number | undefined =>
  typeof value === 'string' ? (parseMoney(value) ?? undefined) : undefined;

export const catalogHandlers: OperationHandlers = {
  indexCategory: handler(({ db, lang }) =>
    allCategories(db).map((category) => categoryView(category, lang)),
  ),

  indexIndex: handler(({ db, lang }) => ({
    banners: homeBanners(db, lang),
    notices: Object.values(SERVER_TEXTS[lang].homeNotices),
    categories: allCategories(db).map((category) => categoryView(category, lang)),
    recommended: inLanguage(
      db,
      lang,
      searchProducts(db, { sort: 'sales' }, { page: 1, limit: 10 }).list,
    ).map(productCardView),
  })),

  indexProduct: handler(({ db, query, lang }) => {
    const found = searchProducts(
      db,
      {
        ...(typeof query.keyword === 'string' ? { keyword: query.keyword } : {}),
        ...(optionalNumber(query.category_id) !== undefined
          ? { categoryId: optionalNumber(query.category_id) }
          : {}),
        ...(optionalNumber(query.mer_id) !== undefined
          ? { merchantId: optionalNumber(query.mer_id) }
          : {}),
        ...(optionalMoney(query.min_price) !== undefined
          ? { minPrice: optionalMoney(query.min_price) }
          : {}),
        ...(optionalMoney(query.max_price) !== undefined
          ? { maxPrice: optionalMoney(query.max_price) }
          : {}),
        sort: (query.sort as ProductSort | undefined) ?? 'default',
      },
      pageOf(query),
    );
    return pageView(localPage(db, lang, found), productCardView);
  }),

  indexHotProduct: handler(({ db, query, lang }) => {
    const categoryId = optionalNumber(query.category_id);
    const found = searchProducts(
      db,
      { hotOnly: true, sort: 'sales', ...(categoryId !== undefined ? { categoryId } : {}) },
      pageOf(query),
    );
    return pageView(localPage(db, lang, found), productCardView);
  }),

  indexHotMerchant: handler(({ db, query, lang }) =>
    pageView(localShops(db, lang, hotMerchants(db, pageOf(query, 8))), (merchant) =>
      shopCardView(db, merchant),
    ),
  ),

  productDetail: handler(({ db, query, user, lang }) => {
    const product = getProduct(db, Number(query.id));
    return productDetailView(
      db,
      productInLanguage(db, lang, product),
      shopInLanguage(db, lang, getMerchant(db, product.merchantId)),
      user?.id,
    );
  }),

  productReviews: handler(({ db, query }) => {
    const product = getProduct(db, Number(query.product_id));
    return pageView(reviewsOfProduct(db, product.id, pageOf(query)), (review) =>
      reviewView(db, review),
    );
  }),

  favouriteAdd: handler(({ db, body, requireUser }) => {
    setFavourite(db, requireUser().id, (body as Schemas['ProductIdRequest']).product_id, true);
    return null;
  }),

  favouriteRemove: handler(({ db, body, requireUser }) => {
    setFavourite(db, requireUser().id, (body as Schemas['ProductIdRequest']).product_id, false);
    return null;
  }),

  favouriteList: handler(({ db, query, requireUser, lang }) =>
    pageView(
      localPage(db, lang, favouritesOf(db, requireUser().id, pageOf(query))),
      productCardView,
    ),
  ),

  shopDetail: handler(({ db, query, user, lang }) =>
    shopDetailView(db, shopInLanguage(db, lang, getMerchant(db, Number(query.id))), user?.id),
  ),

  shopProducts: handler(({ db, query, lang }) => {
    const merchant = getMerchant(db, Number(query.mer_id));
    const found = searchProducts(
      db,
      {
        merchantId: merchant.id,
        // The keyword searches product names only here: every product matches its own shop's name.
        ...(typeof query.keyword === 'string' ? { keyword: query.keyword, namesOnly: true } : {}),
        sort: (query.sort as ProductSort | undefined) ?? 'default',
      },
      pageOf(query),
    );
    return pageView(localPage(db, lang, found), productCardView);
  }),

  shopSearch: handler(({ db, query, lang }) =>
    pageView(
      localShops(db, lang, searchMerchants(db, String(query.keyword), pageOf(query))),
      (merchant) => shopCardView(db, merchant),
    ),
  ),

  shopFollow: handler(({ db, body, requireUser }) => {
    setFollow(db, requireUser().id, (body as Schemas['MerIdRequest']).mer_id, true);
    return null;
  }),

  shopUnfollow: handler(({ db, body, requireUser }) => {
    setFollow(db, requireUser().id, (body as Schemas['MerIdRequest']).mer_id, false);
    return null;
  }),

  shopFollowed: handler(({ db, query, requireUser, lang }) =>
    pageView(localShops(db, lang, followsOf(db, requireUser().id, pageOf(query))), (merchant) =>
      shopCardView(db, merchant),
    ),
  ),

  platformInfo: handler(({ lang }) => ({
    name: 'Storefront',
    logo: catalogImageUrl('shop', 'platform'),
    description: SERVER_TEXTS[lang].platformDescription,
    email: PLATFORM_CONTACT.email,
    phone: PLATFORM_CONTACT.phone,
    address: PLATFORM_CONTACT.address,
    service_hours: SERVER_TEXTS[lang].serviceHours,
    currency: 'USD' as const,
  })),
};

/** A page of products with their names in `lang`. */
function localPage(db: Db, lang: LanguageCode, page: Page<Product>): Page<Product> {
  return { ...page, list: inLanguage(db, lang, page.list) };
}

/** A page of shops with their names and slogans in `lang`. */
function localShops(db: Db, lang: LanguageCode, page: Page<Merchant>): Page<Merchant> {
  return { ...page, list: shopsInLanguage(db, lang, page.list) };
}

/**
 * The home board's banners: the seed's campaigns (catalog-data.ts `HOME_BANNERS`), each with a
 * headline, a line and a call to action in `lang`, leading to a route of the web app. A campaign
 * about a shop names it in `lang` and is left out when the shop is gone.
 */
function homeBanners(db: Db, lang: LanguageCode): Schemas['Banner'][] {
  const texts = SERVER_TEXTS[lang].homeBanners;
  return HOME_BANNERS.flatMap((banner, index) => {
    const shop = banner.merchantId === undefined ? undefined : findMerchant(db, banner.merchantId);
    if (banner.merchantId !== undefined && !shop) return [];
    const words = texts[banner.key];
    const values = { shop: shop ? shopInLanguage(db, lang, shop).name : '' };
    return [
      {
        id: index + 1,
        image: catalogImageUrl('banner', banner.image),
        link: banner.link,
        title: fill(words.title, values),
        text: fill(words.text, values),
        action: words.action,
      },
    ];
  });
}
