import type { Messages } from '@/i18n/i18n';
import type { RouteTitleKey, TabName } from '@/routing/route-types';

/** The shapes a screen's placeholder takes while its code and data come (a slow line). */
export type PendingShape =
  | 'home'
  | 'grid'
  | 'shop'
  | 'detail'
  | 'profile'
  | 'list'
  | 'cart'
  | 'chat'
  | 'cards'
  | 'form'
  | 'text';

export interface PendingScreen {
  shape: PendingShape;
  /** The screen's title (its route's: the route title keys are the addresses' first segments). */
  title: RouteTitleKey;
  tab?: TabName;
}

type RouteName = keyof Messages['route'] & string;

/** Each screen's placeholder, by the first segment of its address (`routes.ts`). */
const SHAPES: Record<PendingShape, readonly RouteName[]> = {
  home: ['home'],
  grid: ['explore', 'products', 'popular', 'search'],
  shop: ['shop'],
  detail: ['detail'],
  profile: ['profile'],
  list: [
    'chatRoom',
    'notification',
    'myFavourite',
    'heart',
    'address',
    'myPurchases',
    'order',
    'capitalRecord',
    'topUpRecord',
    'depositRecord',
  ],
  cart: ['bag'],
  chat: ['chatRoomDetail', 'service'],
  cards: ['orderInfo', 'checkout', 'payment'],
  form: [
    'login',
    'register',
    'forgotPassword',
    'changePassword',
    'changePayPwd',
    'passwords',
    'addressForm',
    'withDraw',
    'topUp',
    'walletTopUp',
    'cardTopUp',
    'complaint',
    'platformComplaint',
    'refund',
    'comment',
    'filter',
    'setting',
    'security',
    'language',
  ],
  text: ['law', 'platform', 'helpAndSupport'],
};

/** The tab screens (the shell keeps this short list: `TAB_SCREENS` in pending-screen.tsx). */
const TABS: Partial<Record<RouteName, TabName>> = {
  home: 'home',
  explore: 'explore',
  chatRoom: 'message',
  bag: 'cart',
  profile: 'me',
};

/** The placeholder of the screen at `pathname`; none for an address that is no screen. */
export function pendingScreenOf(pathname: string): PendingScreen | undefined {
  const segment = pathname.split('/')[1] ?? '';
  for (const [shape, names] of Object.entries(SHAPES) as [PendingShape, readonly string[]][]) {
    if (names.includes(segment)) {
      const name = segment as RouteName;
      return { shape, title: `route.${name}`, ...(TABS[name] ? { tab: TABS[name] } : {}) };
    }
  }
  return undefined;
}
