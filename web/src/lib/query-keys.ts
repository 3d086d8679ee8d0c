/**
 * Query keys of the resources the first screen does not read, one factory per resource; the
 * others, and the rules for all, are in `api/query-keys.ts`.
 */

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
