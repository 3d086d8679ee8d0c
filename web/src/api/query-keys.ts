/**
 * Query keys, one factory per resource. Keys are hierarchical: a mutation invalidates `x.all` (or a
 * narrower branch) and so reaches every query built below it. Screens and mutations take their keys
 * from these factories, never as inline arrays, so a reader and a writer of the same data cannot
 * drift apart (`query-keys.test.ts` checks what each branch reaches).
 */

/** The shopper (`/api/user/*`). The info is also the wallet balance. */
export const userKeys = {
  all: ['user'] as const,
  info: () => [...userKeys.all, 'info'] as const,
  payPasswordStatus: () => [...userKeys.all, 'payPasswordStatus'] as const,
  languages: () => [...userKeys.all, 'language_list'] as const,
};

export const cartKeys = {
  all: ['cart'] as const,
  list: () => [...cartKeys.all, 'list'] as const,
};

/** Who looks at a product or shop page: `is_favourite` / `is_followed` depend on it. */
export type Viewer = number | 'guest';

export const productKeys = {
  all: ['products'] as const,
  list: <Query extends object>(query: Query) => [...productKeys.all, 'list', query] as const,
  hot: () => [...productKeys.all, 'hot'] as const,
  hotFirstPage: (limit: number) => [...productKeys.hot(), { page: 1, limit }] as const,
  hotPages: () => [...productKeys.hot(), 'pages'] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  /** One product's page, for every viewer. */
  of: (id: number) => [...productKeys.details(), id] as const,
  detail: (id: number, viewer: Viewer) => [...productKeys.of(id), { viewer }] as const,
  reviews: () => [...productKeys.all, 'reviews'] as const,
  reviewsOf: (productId: number) => [...productKeys.reviews(), productId] as const,
};

export const shopKeys = {
  all: ['shops'] as const,
  search: (keyword: string) => [...shopKeys.all, 'search', { keyword }] as const,
  followed: () => [...shopKeys.all, 'followed'] as const,
  hot: () => [...shopKeys.all, 'hot'] as const,
  hotPage: <Query extends object>(query: Query) => [...shopKeys.hot(), query] as const,
  /** Every entry of one shop: its page for each viewer and the complaint form's copy. */
  of: (id: number) => [...shopKeys.all, 'detail', id] as const,
  detail: (id: number, viewer: Viewer) => [...shopKeys.of(id), { viewer }] as const,
  forComplaint: (id: number) => [...shopKeys.of(id), 'complaint'] as const,
  products: (merId: number, sort: string) =>
    [...shopKeys.all, 'products', merId, { sort }] as const,
};

export const homeKeys = {
  board: () => ['home', 'board'] as const,
};

export const categoryKeys = {
  all: ['categories'] as const,
};

export const addressKeys = {
  all: ['addresses'] as const,
  list: () => [...addressKeys.all, 'list'] as const,
  detail: (id: number) => [...addressKeys.all, 'detail', id] as const,
};

/** The checkout preview reads the cart's selected lines: every cart change invalidates `all`. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  preview: <Choice>(choice: Choice) => [...checkoutKeys.all, 'preview', choice] as const,
};

export const orderKeys = {
  all: ['orders'] as const,
  list: (status: number | 'all') => [...orderKeys.all, 'list', { status }] as const,
  count: (status: number) => [...orderKeys.all, 'count', { status }] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
};

export const favouriteKeys = {
  all: ['favourites'] as const,
  list: () => [...favouriteKeys.all, 'list'] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (language: string) => [...notificationKeys.lists(), { language }] as const,
};

/** The wallet's records; the balance itself is the user info (`userKeys.info()`). */
export const walletKeys = {
  all: ['wallet'] as const,
  recharges: () => [...walletKeys.all, 'recharges'] as const,
  rechargesBy: (status: string | number) => [...walletKeys.recharges(), { status }] as const,
  /** What Me shows of the recharges under review (under `recharges()`: a new one refreshes it). */
  pendingRecharges: () => [...walletKeys.recharges(), 'pending'] as const,
  withdrawals: (status: string | number) => [...walletKeys.all, 'withdrawals', { status }] as const,
  funds: (type: string | number) => [...walletKeys.all, 'funds', { type }] as const,
  depositAddresses: () => [...walletKeys.all, 'depositAddresses'] as const,
  withdrawInfo: () => [...walletKeys.all, 'withdrawInfo'] as const,
};

export const chatKeys = {
  all: ['chat'] as const,
  channel: (id: string, type: number) => [...chatKeys.all, 'channel', id, type] as const,
  /** The list read over HTTP before the socket is connected (the live list is the runtime's). */
  listBeforeConnect: () => [...chatKeys.all, 'list-before-connect'] as const,
};

/** Texts of the info screens and the home board, by language where the server translates. */
export const infoKeys = {
  law: (language: string) => ['info', 'law', { language }] as const,
  help: (language: string) => ['info', 'help', { language }] as const,
  platform: (language: string) => ['platform', 'info', { language }] as const,
};
