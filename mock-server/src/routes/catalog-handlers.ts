import type { components } from '@storefront/contracts/generated/openapi';
import {
  allCategories,
  featuredMerchants,
  getMerchant,
  getProduct,
  hotMerchants,
  searchMerchants,
  searchProducts,
} from '../domain/catalog';
import type { ProductSort } from '../domain/catalog';
import { favouritesOf, followsOf, setFavourite, setFollow } from '../domain/favourites';
import { reviewsOfProduct } from '../domain/reviews';
import { SERVER_TEXTS } from '../locales/server-texts';
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
    banners: featuredMerchants(db, 3).map((merchant, index) => ({
      id: index + 1,
      image: catalogImageUrl('banner', merchant.id),
      link: `/shop/${merchant.id}`,
    })),
    notices: Object.values(SERVER_TEXTS[lang].homeNotices),
    categories: allCategories(db).map((category) => categoryView(category, lang)),
    recommended: searchProducts(db, { sort: 'sales' }, { page: 1, limit: 10 }).list.map(
      productCardView,
    ),
  })),

  indexProduct: handler(({ db, query }) => {
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
    return pageView(found, productCardView);
  }),

  indexHotProduct: handler(({ db, query }) => {
    const categoryId = optionalNumber(query.category_id);
    const found = searchProducts(
      db,
      { hotOnly: true, sort: 'sales', ...(categoryId !== undefined ? { categoryId } : {}) },
      pageOf(query),
    );
    return pageView(found, productCardView);
  }),

  indexHotMerchant: handler(({ db, query }) =>
    pageView(hotMerchants(db, pageOf(query, 8)), (merchant) => shopCardView(db, merchant)),
  ),

  productDetail: handler(({ db, query, user }) => {
    const product = getProduct(db, Number(query.id));
    return productDetailView(db, product, getMerchant(db, product.merchantId), user?.id);
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

  favouriteList: handler(({ db, query, requireUser }) =>
    pageView(favouritesOf(db, requireUser().id, pageOf(query)), productCardView),
  ),

  shopDetail: handler(({ db, query, user }) =>
    shopDetailView(db, getMerchant(db, Number(query.id)), user?.id),
  ),

  shopProducts: handler(({ db, query }) => {
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
    return pageView(found, productCardView);
  }),

  shopSearch: handler(({ db, query }) =>
    pageView(searchMerchants(db, String(query.keyword), pageOf(query)), (merchant) =>
      shopCardView(db, merchant),
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

  shopFollowed: handler(({ db, query, requireUser }) =>
    pageView(followsOf(db, requireUser().id, pageOf(query)), (merchant) =>
      shopCardView(db, merchant),
    ),
  ),

  platformInfo: handler(({ lang }) => ({
    name: 'Storefront',
    logo: catalogImageUrl('shop', 'platform'),
    description: SERVER_TEXTS[lang].platformDescription,
    email: 'support@example.com',
    phone: '+1 415 555 0100',
    address: '1 Market Street, San Francisco, CA, United States',
    service_hours: 'Mon-Fri 09:00-18:00 UTC',
    currency: 'USD' as const,
  })),
};
