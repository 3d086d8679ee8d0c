import * as homeScreen from '@/features/home/home-screen';
import type { ScreenRoute } from './route-types';

// Each area's data starters (`features/<area>/route-data.ts`, by route path), one module per area.
const accountData = () => import('@/features/account/route-data');
const addressData = () => import('@/features/address/route-data');
const cartData = () => import('@/features/cart/route-data');
const catalogData = () => import('@/features/catalog/route-data');
const checkoutData = () => import('@/features/checkout/route-data');
const favouritesData = () => import('@/features/favourites/route-data');
const infoData = () => import('@/features/info/route-data');
const notificationsData = () => import('@/features/notifications/route-data');
const ordersData = () => import('@/features/orders/route-data');
const productData = () => import('@/features/product/route-data');
const refundData = () => import('@/features/refund/route-data');
const settingsData = () => import('@/features/settings/route-data');
const shopData = () => import('@/features/shop/route-data');
const walletData = () => import('@/features/wallet/route-data');

/**
 * Every screen of the shop (spec section 2), each loaded on demand through
 * `screen: () => import('@/features/<area>/<screen-file>')`; `data` loads the area's data starters,
 * which the route's loader runs so the screen's calls start beside its code. Keep one entry per
 * path; order does not matter.
 */
export const screenRoutes: readonly ScreenRoute[] = [
  {
    path: '/home',
    title: 'route.home',
    keepAlive: true,
    tab: 'home',
    firstPaint: true,
    // The landing screen ships inside the shell: imported here, not on demand, so showing it
    // takes no request after the shell has run (a lazy import asked for a file of its own).
    screen: () => Promise.resolve(homeScreen),
  },
  {
    path: '/explore',
    title: 'route.explore',
    keepAlive: true,
    tab: 'explore',
    screen: () => import('@/features/catalog/explore-screen'),
    data: catalogData,
  },
  {
    path: '/chatRoomDetail/:merId?',
    title: 'route.chatRoomDetail',
    keepAlive: true,
    screen: () => import('@/features/chat/chat-detail-screen'),
  },
  {
    path: '/chatRoom/:merId?',
    title: 'route.chatRoom',
    keepAlive: true,
    tab: 'message',
    // A landing (the Message tab left open): its list shows with the first-paint strings.
    firstPaint: true,
    screen: () => import('@/features/chat/chat-room-screen'),
  },
  {
    path: '/bag',
    title: 'route.bag',
    keepAlive: true,
    tab: 'cart',
    // A landing (the Cart tab left open): shows with the first-paint strings.
    firstPaint: true,
    screen: () => import('@/features/cart/bag-screen'),
    data: cartData,
  },
  {
    path: '/order',
    title: 'route.order',
    keepAlive: true,
    screen: () => import('@/features/orders/order-entry'),
  },
  {
    path: '/orderInfo/:id?',
    title: 'route.orderInfo',
    keepAlive: true,
    screen: () => import('@/features/orders/order-info-screen'),
    data: ordersData,
  },
  {
    path: '/comment',
    title: 'route.comment',
    keepAlive: true,
    screen: () => import('@/features/review/comment-screen'),
  },
  {
    path: '/refund/:id?/:sn?/:product_ids?/:amount?',
    title: 'route.refund',
    keepAlive: true,
    screen: () => import('@/features/refund/refund-screen'),
    data: refundData,
  },
  {
    path: '/checkout',
    title: 'route.checkout',
    keepAlive: true,
    screen: () => import('@/features/checkout/checkout-screen'),
  },
  {
    path: '/myPurchases/:status?',
    title: 'route.myPurchases',
    keepAlive: true,
    screen: () => import('@/features/orders/my-purchases-screen'),
    data: ordersData,
  },
  {
    path: '/language',
    title: 'route.language',
    keepAlive: true,
    screen: () => import('@/features/settings/language'),
  },
  {
    path: '/notification',
    title: 'route.notification',
    keepAlive: true,
    screen: () => import('@/features/notifications/notification'),
    data: notificationsData,
  },
  {
    path: '/profile',
    title: 'route.profile',
    keepAlive: true,
    tab: 'me',
    screen: () => import('@/features/account/profile'),
    data: accountData,
  },
  {
    path: '/forgotPassword',
    title: 'route.forgotPassword',
    keepAlive: true,
    screen: () => import('@/features/account/forgot-password'),
  },
  {
    path: '/changePassword',
    title: 'route.changePassword',
    keepAlive: true,
    screen: () => import('@/features/account/change-password'),
  },
  {
    path: '/changePayPwd',
    title: 'route.changePayPwd',
    keepAlive: true,
    screen: () => import('@/features/account/change-pay-password'),
  },
  {
    path: '/passwords',
    title: 'route.passwords',
    keepAlive: true,
    screen: () => import('@/features/account/passwords'),
  },
  {
    path: '/helpAndSupport',
    title: 'route.helpAndSupport',
    keepAlive: true,
    screen: () => import('@/features/info/help-and-support'),
    data: infoData,
  },
  {
    path: '/withDraw',
    title: 'route.withDraw',
    keepAlive: true,
    screen: () => import('@/features/wallet/withdraw'),
    data: walletData,
  },
  {
    path: '/depositRecord',
    title: 'route.depositRecord',
    keepAlive: true,
    screen: () => import('@/features/wallet/deposit-record'),
    data: walletData,
  },
  {
    path: '/topUp',
    title: 'route.topUp',
    keepAlive: true,
    screen: () => import('@/features/wallet/top-up'),
  },
  {
    path: '/walletTopUp',
    title: 'route.walletTopUp',
    keepAlive: true,
    screen: () => import('@/features/wallet/wallet-top-up'),
  },
  {
    path: '/cardTopUp',
    title: 'route.cardTopUp',
    keepAlive: true,
    screen: () => import('@/features/wallet/card-top-up'),
  },
  {
    path: '/topUpRecord',
    title: 'route.topUpRecord',
    keepAlive: true,
    screen: () => import('@/features/wallet/top-up-record'),
    data: walletData,
  },
  {
    path: '/capitalRecord',
    title: 'route.capitalRecord',
    keepAlive: true,
    screen: () => import('@/features/wallet/capital-record'),
    data: walletData,
  },
  {
    path: '/myFavourite',
    title: 'route.myFavourite',
    keepAlive: true,
    screen: () => import('@/features/favourites/my-favourite'),
    data: favouritesData,
  },
  {
    path: '/payment',
    title: 'route.payment',
    keepAlive: true,
    screen: () => import('@/features/checkout/payment-screen'),
    data: checkoutData,
  },
  {
    path: '/security',
    title: 'route.security',
    keepAlive: true,
    screen: () => import('@/features/settings/security'),
    data: settingsData,
  },
  {
    path: '/heart',
    title: 'route.heart',
    keepAlive: true,
    screen: () => import('@/features/favourites/heart'),
    data: favouritesData,
  },
  {
    path: '/filter',
    title: 'route.filter',
    keepAlive: true,
    screen: () => import('@/features/catalog/filter-screen'),
  },
  {
    path: '/setting',
    title: 'route.setting',
    keepAlive: true,
    screen: () => import('@/features/settings/setting'),
    data: settingsData,
  },
  {
    path: '/search',
    title: 'route.search',
    keepAlive: true,
    screen: () => import('@/features/catalog/search-screen'),
  },
  {
    path: '/popular',
    title: 'route.popular',
    keepAlive: true,
    screen: () => import('@/features/catalog/popular-screen'),
    data: catalogData,
  },
  {
    path: '/detail/:product?/:mer?',
    title: 'route.detail',
    keepAlive: false,
    // A landing (a shared product link): shows with the first-paint strings.
    firstPaint: true,
    screen: () => import('@/features/product/detail-screen'),
    data: productData,
  },
  {
    path: '/login',
    title: 'route.login',
    keepAlive: true,
    screen: () => import('@/features/account/login'),
  },
  {
    path: '/register',
    title: 'route.register',
    keepAlive: true,
    screen: () => import('@/features/account/register'),
  },
  {
    path: '/platform',
    title: 'route.platform',
    keepAlive: true,
    screen: () => import('@/features/info/platform'),
    data: infoData,
  },
  {
    path: '/law',
    title: 'route.law',
    keepAlive: true,
    screen: () => import('@/features/info/law'),
    data: infoData,
  },
  {
    path: '/address',
    title: 'route.address',
    keepAlive: true,
    screen: () => import('@/features/address/address-list'),
    data: addressData,
  },
  {
    path: '/addressForm/:id?',
    title: 'route.addressForm',
    keepAlive: true,
    screen: () => import('@/features/address/address-form'),
    data: addressData,
  },
  {
    path: '/shop/:id?',
    title: 'route.shop',
    keepAlive: true,
    screen: () => import('@/features/shop/shop-screen'),
    data: shopData,
  },
  {
    path: '/products',
    title: 'route.products',
    keepAlive: true,
    screen: () => import('@/features/catalog/products-screen'),
    data: catalogData,
  },
  {
    path: '/service',
    title: 'route.service',
    keepAlive: true,
    screen: () => import('@/features/chat/service-screen'),
  },
  {
    path: '/complaint/:id?',
    title: 'route.complaint',
    keepAlive: true,
    screen: () => import('@/features/complaint/complaint-screen'),
  },
  {
    path: '/platformComplaint',
    title: 'route.platformComplaint',
    keepAlive: true,
    screen: () => import('@/features/complaint/platform-complaint-screen'),
  },
];
