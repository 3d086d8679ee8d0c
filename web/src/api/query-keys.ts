/**
 * Query keys, one factory per resource. Keys are hierarchical: a mutation invalidates `x.all` (or a
 * narrower branch) and so reaches every query built below it. Screens and mutations take their keys
 * from these factories, never as inline arrays, so a reader and a writer of the same data cannot
 * drift apart (`query-keys.test.ts` checks what each branch reaches).
 *
 * Here: the resources the shell and the first screen (/home) read; they ride in the shell's chunk.
 * The others are in `lib/query-keys.ts`, so the first screen does not download them.
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
