import { control } from './bench-server';

// The shoppers of the mixed load (shop-mix.ts), made through the contract's operations as the web
// app makes them: each registers, adds an address, sets a payment code, tops up its wallet by card,
// fills a cart of 10 lines, places a few orders to pay later, and has a customer-service history
// (the platform's agent speaking through the control API). Also what they browse: the catalog's
// ids, categories and words to search for.

/** Shoppers of the load: each kind of request goes round all of them. */
export const SHOPPERS = 50;
/** Lines of each shopper's cart: the products with the most stock, so adds never near it. */
const CART_LINES = 10;
/** Products orders are placed for: cheap ones with much stock, so every order can be paid. */
const ORDER_PRODUCTS = 10;
/** Orders waiting pay each shopper starts with (the run's creates add more). */
const UNPAID_AT_START = 3;
/** Messages of each shopper's customer-service channel: more than the chat screen's first page. */
const CHAT_MESSAGES = 25;
const PAY_CODE = '123456';
const TOP_UP = '5000.00';
/** The channel the chat screen opens first: the platform's customer service (type 7). */
const CHAT_CHANNEL = { id: 'cs_platform', type: 7 };

export interface BenchShopper {
  token: string;
  /** The shopper's chat uid. */
  uid: string;
  addressId: number;
  /** Orders of this shopper, for the order detail. */
  orders: number[];
  /** Orders waiting pay, each paid at most once: a pay takes one. */
  unpaid: number[];
}

export interface ShopFixture {
  shoppers: BenchShopper[];
  payCode: string;
  productIds: number[];
  categoryIds: number[];
  keywords: string[];
  cartProducts: number[];
  orderProducts: number[];
  /** The channel the chat screen opens: the platform's customer service. */
  chatChannel: { id: string; type: number };
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** An operation of the contract; anything but `code: 1` is an error here. */
export async function call<T>(
  url: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(options.token ? { token: options.token } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    // Bounded: a server that stopped answering ends the bench rather than hanging it.
    signal: AbortSignal.timeout(10_000),
  });
  const answer = (await response.json()) as Envelope<T>;
  if (!response.ok || answer.code !== 1) {
    throw new Error(`${path} answered HTTP ${response.status}, code ${answer.code}: ${answer.msg}`);
  }
  return answer.data;
}

async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  }
  return results;
}

interface ListedProduct {
  id: number;
  category_id: number;
  name: string;
  price: string;
  stock: number;
}

async function catalog(url: string): Promise<ListedProduct[]> {
  const products: ListedProduct[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await call<{ list: ListedProduct[] }>(
      url,
      `/api/index/product?page=${page}&limit=100`,
    );
    products.push(...answer.list);
    if (answer.list.length < 100) return products;
  }
}

/** Registers the shoppers and gives each its address, code, money, cart, orders and chat. */
export async function prepareShop(url: string, count = SHOPPERS): Promise<ShopFixture> {
  // Every shopper registers from this one address: past the per-client registration limit.
  await control(url, '/limits', { registerPerClient: count + 10 });
  const products = await catalog(url);
  const byStock = [...products].sort((a, b) => b.stock - a.stock || a.id - b.id);
  const cartProducts = byStock.slice(0, CART_LINES).map((product) => product.id);
  const orderProducts = byStock
    .filter((product) => Number(product.price) <= 100 && product.stock >= 300)
    .slice(0, ORDER_PRODUCTS)
    .map((product) => product.id);
  if (orderProducts.length < ORDER_PRODUCTS) throw new Error('too few cheap products in stock');
  const keywords = [...new Set(products.map((product) => product.name.split(' ').at(-1) ?? ''))]
    .filter((word) => word.length > 2)
    .sort()
    .slice(0, 12)
    .map((word) => word.toLowerCase());
  const run = Date.now().toString(36);

  const shoppers = await inBatches(
    Array.from({ length: count }, (_, i) => i),
    10,
    async (i): Promise<BenchShopper> => {
      const session = await call<{ userinfo: { token: string } }>(url, '/api/user/register', {
        body: {
          email: `bench-${run}-${i}@example.com`,
          password: 'bench123',
          confirm_password: 'bench123',
          nickname: `Bench shopper ${i}`,
        },
      });
      const token = session.userinfo.token;
      const address = await call<{ id: number }>(url, '/api/user/address_add', {
        token,
        body: {
          addressee: `Bench shopper ${i}`,
          mobile: '+14155550123',
          area: 'San Francisco, CA, United States',
          detail: `${100 + i} Market Street`,
          tag: 'Home',
          is_default: true,
        },
      });
      await call(url, '/api/user/resetPay', {
        token,
        body: { new_pay_password: PAY_CODE, confirm_pay_password: PAY_CODE },
      });
      await call(url, '/api/user/rechargeCard', {
        token,
        body: {
          amount: TOP_UP,
          card_number: '4242 4242 4242 4242',
          expiry: '12/39',
          cvc: '123',
          holder: `Bench shopper ${i}`,
        },
      });
      for (const product of cartProducts) {
        await call(url, '/api/cart/add', { token, body: { product_id: product, quantity: 1 } });
      }
      const unpaid: number[] = [];
      for (let n = 0; n < UNPAID_AT_START; n += 1) {
        const created = await call<{ orders: { id: number }[] }>(url, '/api/order/create', {
          token,
          body: {
            address_id: address.id,
            items: [{ product_id: orderProducts[(i + n) % orderProducts.length], quantity: 1 }],
          },
        });
        unpaid.push(...created.orders.map((order) => order.id));
      }
      const chat = await call<{ uid: string }>(url, '/api/chat/login', { token });
      return { token, uid: chat.uid, addressId: address.id, orders: [...unpaid], unpaid };
    },
  );
  // The platform's agent speaks in each shopper's channel: a history for the chat screen to page.
  await inBatches(shoppers, 10, async (shopper) => {
    for (let n = 1; n <= CHAT_MESSAGES; n += 1) {
      await control(url, '/chat/speak', {
        uid: shopper.uid,
        text: `Message ${n} about your parcel: it left the warehouse and is on its way.`,
      });
    }
  });
  // What the load's reads stand on: a full cart, a page of history.
  const first = shoppers[0]!;
  const cart = await call<{ count: number }>(url, '/api/cart/list', { token: first.token });
  const history = await call<{ messages: unknown[] }>(url, '/api/chat/getChannelMessage', {
    token: first.token,
    body: {
      channel_id: CHAT_CHANNEL.id,
      channel_type: CHAT_CHANNEL.type,
      start_message_seq: 0,
      end_message_seq: 0,
      limit: 20,
      pull_mode: 0,
    },
  });
  if (cart.count !== CART_LINES || history.messages.length !== 20) {
    throw new Error(
      `a shopper has ${cart.count} cart lines and ${history.messages.length} messages`,
    );
  }
  return {
    shoppers,
    payCode: PAY_CODE,
    productIds: products.map((product) => product.id),
    categoryIds: [...new Set(products.map((product) => product.category_id))],
    keywords,
    cartProducts,
    orderProducts,
    chatChannel: CHAT_CHANNEL,
  };
}
