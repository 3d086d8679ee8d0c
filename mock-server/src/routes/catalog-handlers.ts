import type { components } from '@storefront/contracts/generated/openapi';
import {
  getMerchant,
  getProduct,
  hotMerchants,
  searchMerchants,
  searchProducts,
} from '../domain/catalog';
import type { ProductSort } from '../domain/catalog';
import { favouritesOf, followsOf, setFavourite, setFollow } from '../domain/favourites';
import { paginate } from '../domain/paging';
import { reviewsOfProduct } from '../domain/reviews';
import { SERVER_TEXTS } from '../locales/server-texts';
import { mutation, readOnly } from '../http/operation-handler';
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
  indexCategory: readOnly(({ state, lang }) =>
    state.categories.map((category) => categoryView(category, lang)),
  ),

  indexIndex: readOnly(({ state, lang }) => ({
    banners: state.merchants
      .filter((merchant) => merchant.hot)
      .slice(0, 3)
      .map((merchant, index) => ({
        id: index + 1,
        image: catalogImageUrl('banner', merchant.id),
        link: `/shop/${merchant.id}`,
      })),
    notices: Object.values(SERVER_TEXTS[lang].homeNotices),
    categories: state.categories.map((category) => categoryView(category, lang)),
    recommended: searchProducts(state, { sort: 'sales' }).slice(0, 10).map(productCardView),
  })),

  indexProduct: readOnly(({ state, query }) => {
    const { page, limit } = pageOf(query);
    const found = searchProducts(state, {
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
    });
    return pageView(paginate(found, page, limit), productCardView);
  }),

  indexHotProduct: readOnly(({ state, query }) => {
    const { page, limit } = pageOf(query);
    const categoryId = optionalNumber(query.category_id);
    const found = searchProducts(state, {
      hotOnly: true,
      sort: 'sales',
      ...(categoryId !== undefined ? { categoryId } : {}),
    });
    return pageView(paginate(found, page, limit), productCardView);
  }),

  indexHotMerchant: readOnly(({ state, query }) => {
    const { page, limit } = pageOf(query, 8);
    return pageView(paginate(hotMerchants(state), page, limit), (merchant) =>
      shopCardView(state, merchant),
    );
  }),

  productDetail: readOnly(({ state, query, user }) => {
    const product = getProduct(state, Number(query.id));
    return productDetailView(state, product, getMerchant(state, product.merchantId), user?.id);
  }),

  productReviews: readOnly(({ state, query }) => {
    const { page, limit } = pageOf(query);
    const product = getProduct(state, Number(query.product_id));
    return pageView(paginate(reviewsOfProduct(state, product.id), page, limit), (review) =>
      reviewView(state, review),
    );
  }),

  favouriteAdd: mutation(({ state, body, requireUser }) => {
    setFavourite(state, requireUser().id, (body as Schemas['ProductIdRequest']).product_id, true);
    return null;
  }),

  favouriteRemove: mutation(({ state, body, requireUser }) => {
    setFavourite(state, requireUser().id, (body as Schemas['ProductIdRequest']).product_id, false);
    return null;
  }),

  favouriteList: readOnly(({ state, query, requireUser }) => {
    const { page, limit } = pageOf(query);
    return pageView(paginate(favouritesOf(state, requireUser().id), page, limit), productCardView);
  }),

  shopDetail: readOnly(({ state, query, user }) =>
    shopDetailView(state, getMerchant(state, Number(query.id)), user?.id),
  ),

  shopProducts: readOnly(({ state, query }) => {
    const { page, limit } = pageOf(query);
    const merchant = getMerchant(state, Number(query.mer_id));
    const found = searchProducts(state, {
      merchantId: merchant.id,
      ...(typeof query.keyword === 'string' ? { keyword: query.keyword } : {}),
      sort: (query.sort as ProductSort | undefined) ?? 'default',
    });
    // The keyword searches product names only here: every product matches its own shop's name.
    const byName =
      typeof query.keyword === 'string' && query.keyword.trim()
        ? found.filter((product) =>
            product.name.toLowerCase().includes(String(query.keyword).trim().toLowerCase()),
          )
        : found;
    return pageView(paginate(byName, page, limit), productCardView);
  }),

  shopSearch: readOnly(({ state, query }) => {
    const { page, limit } = pageOf(query);
    return pageView(
      paginate(searchMerchants(state, String(query.keyword)), page, limit),
      (merchant) => shopCardView(state, merchant),
    );
  }),

  shopFollow: mutation(({ state, body, requireUser }) => {
    setFollow(state, requireUser().id, (body as Schemas['MerIdRequest']).mer_id, true);
    return null;
  }),

  shopUnfollow: mutation(({ state, body, requireUser }) => {
    setFollow(state, requireUser().id, (body as Schemas['MerIdRequest']).mer_id, false);
    return null;
  }),

  shopFollowed: readOnly(({ state, query, requireUser }) => {
    const { page, limit } = pageOf(query);
    return pageView(paginate(followsOf(state, requireUser().id), page, limit), (merchant) =>
      shopCardView(state, merchant),
    );
  }),

  platformInfo: readOnly(({ lang }) => ({
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
