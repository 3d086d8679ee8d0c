import fc from 'fast-check';
import { describe, it } from 'vitest';
import type { PendingAnswer } from '@storefront/contracts/control-api';
import { translate } from '@storefront/contracts/messages';
import { TestApi } from '../testing/test-api';
import type { ApiAnswer } from '../testing/test-api';
import { DEMO_PAY_CODE } from './seed';

// Random sequences of every write a shopper (and the shop, through the control API) can make, sent
// through the HTTP API and compared with a small model of the shop written here from the rules
// (contracts/openapi.yaml, the storefront spec, the domain rules). The model says before each
// call whether it must succeed or be refused (not enough balance or stock, a wrong state, another
// shopper's id, a wrong payment code); after each call the API's view of every wallet, cart,
// order, address, pending audit and product stock must be the model's. A refusal changes nothing.

/**
 * The products the steps pick from (some get a low stock at the start of a run): from seven shops
 * of the seed's catalog, most of them cheap, so that a checkout splits into several orders, freight
 * and promo codes come and go, and the registered shoppers can afford what they buy. Their shops,
 * prices and stock are read from the API.
 */
const CATALOG = [3, 16, 21, 29, 31, 40, 44, 46, 63, 64, 97, 102, 120, 123];
/** An id nothing has. */
const UNKNOWN_ID = 999_999;

// The shop's numbers (domain/orders.ts, domain/withdrawals.ts): freight per shop order, free from
// a goods total of 99.00; the promo codes; the smallest withdrawal.
const FREIGHT = 500;
const FREE_FREIGHT_FROM = 9900;
const PROMOS: Record<string, { off: number; minimum: number }> = {
  WELCOME10: { off: 1000, minimum: 5000 },
  SAVE5: { off: 500, minimum: 3000 },
};
const MIN_WITHDRAWAL = 1000;
/** Wrong payment codes in a row that lock payments (5 by default), lowered through the control
 * API at the start of each run so that runs meet the lock. */
const PAY_CODE_TRIES = 2;
/** What the registered shoppers choose as their payment code, and a code no one has. */
const NEW_PAY_CODE = '246810';
const WRONG_PAY_CODE = '000000';
const REFUNDABLE = [1, 2, 3, 4];

// ------------------------------------------------------------------ the steps

const who = fc.integer({ min: 0, max: 2 });
/** Picks one of the candidates of the moment (modulo their number). */
const pick = fc.nat(999);
/** Below 7: a candidate the step fits (own, in the right state); 7 and 8: anything of its kind,
 * anyone's; 9: an id nothing has. */
const aim = fc.nat(9);
const product = fc.constantFrom(...CATALOG);
const rarely = fc.nat(4).map((n) => n === 0);

const stepArb = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('cartAdd' as const),
      who,
      product: fc.oneof(
        { weight: 15, arbitrary: product },
        { weight: 1, arbitrary: fc.constant(UNKNOWN_ID) },
      ),
      quantity: fc.integer({ min: 1, max: 4 }),
      buyNow: rarely,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('cartChange' as const),
      who,
      pick,
      aim,
      quantity: fc.integer({ min: 1, max: 5 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('cartSelect' as const),
      who,
      mode: fc.constantFrom('line' as const, 'lines' as const, 'shop' as const, 'all' as const),
      pick,
      pick2: pick,
      aim,
      selected: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('cartRemove' as const),
      who,
      pick,
      pick2: pick,
      aim,
      two: fc.boolean(),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('orderCreate' as const),
      who,
      pick,
      aim,
      from: fc.constantFrom('cart' as const, 'items' as const),
      items: fc.array(fc.record({ product, quantity: fc.integer({ min: 1, max: 3 }) }), {
        minLength: 1,
        maxLength: 3,
      }),
      promo: fc.oneof(
        { weight: 5, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constantFrom('WELCOME10', 'SAVE5', 'BOGUS') },
      ),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('orderPay' as const),
      who,
      pick,
      pick2: pick,
      aim,
      two: rarely,
      wrongCode: fc.nat(3).map((n) => n === 0),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('orderCancel' as const), who, pick, aim }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('ship' as const), pick, aim }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('deliver' as const), pick, aim }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('orderConfirm' as const), who, pick, aim }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('recharge' as const),
      who,
      channel: fc.constantFrom(
        'bank' as const,
        'trc20' as const,
        'erc20' as const,
        'mismatch' as const,
        'bsc' as const,
      ),
      amount: fc.constantFrom(500, 1000, 1999, 2000, 12_345, 50_000, 100_000),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('rechargeAudit' as const),
      pick,
      aim,
      approve: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      who,
      amount: fc.constantFrom(
        'below' as const,
        'minimum' as const,
        'some' as const,
        'half' as const,
        'all' as const,
        'over' as const,
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('withdrawAudit' as const),
      pick,
      aim,
      approve: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('refundApply' as const),
      who,
      pick,
      aim,
      amount: fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom('full' as const, 'part' as const) },
        { weight: 1, arbitrary: fc.constantFrom('over' as const, 'zero' as const) },
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('refundAudit' as const),
      pick,
      aim,
      approve: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('addressAdd' as const), who, isDefault: rarely }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('addressDelete' as const), who, pick, aim }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('setPayCode' as const), who }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('verifyPay' as const), who, wrongCode: fc.boolean() }),
  },
);

type Step = typeof stepArb extends fc.Arbitrary<infer S> ? S : never;

/** Products whose stock is lowered at the start of a run, so out-of-stock refusals happen. */
const lowStockArb = fc.uniqueArray(fc.record({ product, stock: fc.integer({ min: 0, max: 4 }) }), {
  selector: (low) => low.product,
  minLength: 1,
  maxLength: 3,
});

// ------------------------------------------------------------------ the model

interface ModelProduct {
  id: number;
  merchantId: number;
  price: number;
  stock: number;
}

interface ModelLine {
  id: number;
  productId: number;
  quantity: number;
  selected: boolean;
}

interface ModelShopper {
  index: number;
  userId: number;
  token: string;
  balance: number;
  /** Null until the shopper sets one. */
  payCode: string | null;
  /** Wrong payment codes in a row. */
  wrongCodes: number;
  locked: boolean;
  cart: ModelLine[];
  addresses: { id: number; isDefault: boolean }[];
}

interface ModelOrder {
  id: number;
  userId: number;
  merchantId: number;
  status: number;
  /** The status before an after-sale began. */
  before: number | null;
  refundState: 'none' | 'drawing_back' | 'refunded';
  /** One refund application per order, ever. */
  refundApplied: boolean;
  lines: { productId: number; quantity: number }[];
  total: number;
}

interface Audited {
  id: number;
  userId: number;
  amount: number;
  state: 0 | 1 | 2;
}

interface ModelRefund extends Audited {
  orderId: number;
}

interface Deposit {
  method: 'chain' | 'bank' | 'card';
  network: string;
  address: string;
  minAmount: number;
}

interface Shop {
  shoppers: ModelShopper[];
  products: Map<number, ModelProduct>;
  orders: ModelOrder[];
  recharges: Audited[];
  withdrawals: Audited[];
  refunds: ModelRefund[];
  deposits: Deposit[];
  /** A picture every shopper may name as proof or evidence (a catalog image). */
  picture: string;
}

const money = (cents: number): string =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

function cents(text: string): number {
  const match = /^(\d+)\.(\d{2})$/.exec(text);
  if (!match) throw new Error(`not an amount: ${text}`);
  return Number(match[1]) * 100 + Number(match[2]);
}

/**
 * The shop's check of a payment code, on the model: why the code is refused and the message that
 * says so (the wrong tries left), or nothing when it is right. A right code clears the count of
 * wrong ones, whatever follows; wrong ones in a row lock payments at the limit. Nothing is counted
 * while no code is set or payments are locked.
 */
function checkPayCode(shopper: ModelShopper, code: string): { why: string; msg: string } | null {
  if (shopper.payCode === null) {
    return { why: 'no payment code set', msg: translate('errors.payPassword.notSet', 'en') };
  }
  const locked = translate('errors.payPassword.locked', 'en');
  if (shopper.locked) return { why: 'payments locked', msg: locked };
  if (code === shopper.payCode) {
    shopper.wrongCodes = 0;
    return null;
  }
  shopper.wrongCodes += 1;
  if (shopper.wrongCodes < PAY_CODE_TRIES) {
    const left = PAY_CODE_TRIES - shopper.wrongCodes;
    return {
      why: `wrong payment code, ${left} left`,
      msg: translate('errors.payPassword.wrongTriesLeft', 'en', { left }),
    };
  }
  shopper.wrongCodes = 0;
  shopper.locked = true;
  return { why: 'wrong payment code, now locked', msg: locked };
}

/** A refusal of the payment code must say what the model says (how many wrong tries are left). */
function codeRefusal(answer: ApiAnswer, refusal: { why: string; msg: string }, what: string) {
  same(answer.body.msg, refusal.msg, `${what}: the refusal's message (${refusal.why})`);
}

/** The first rule a step breaks (empty when it breaks none), to say why it must be refused. */
const firstBroken = (rules: readonly (readonly [boolean, string])[]): string =>
  rules.find(([kept]) => !kept)?.[1] ?? '';

/** Newest first, as lists and pickers see them. */
const newestFirst = <T extends { id: number }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => b.id - a.id);

function choose<T>(fitting: readonly T[], all: readonly T[], pickAt: number, aimAt: number) {
  const from = aimAt < 7 && fitting.length > 0 ? fitting : aimAt < 9 ? all : [];
  return from.length > 0 ? from[pickAt % from.length] : undefined;
}

function ownerOf(shop: Shop, userId: number): ModelShopper {
  const owner = shop.shoppers.find((shopper) => shopper.userId === userId);
  if (!owner) throw new Error(`no shopper ${userId} in the model`);
  return owner;
}

function productOf(shop: Shop, id: number): ModelProduct {
  const found = shop.products.get(id);
  if (!found) throw new Error(`product ${id} is not in the model`);
  return found;
}

const frozen = (shop: Shop, shopper: ModelShopper): number =>
  shop.withdrawals
    .filter((w) => w.userId === shopper.userId && w.state === 0)
    .reduce((sum, w) => sum + w.amount, 0);

/** Newest line first, grouped by shop in that order (the contract's Cart, reduced). */
function expectedCart(shop: Shop, shopper: ModelShopper) {
  const shops: { mer_id: number; selected: boolean; items: unknown[] }[] = [];
  let count = 0;
  let selectedCount = 0;
  let selectedTotal = 0;
  for (const line of newestFirst(shopper.cart)) {
    const item = productOf(shop, line.productId);
    let group = shops.find((candidate) => candidate.mer_id === item.merchantId);
    if (!group) {
      group = { mer_id: item.merchantId, selected: true, items: [] };
      shops.push(group);
    }
    group.selected &&= line.selected;
    group.items.push({
      cart_id: line.id,
      product_id: line.productId,
      quantity: line.quantity,
      selected: line.selected,
      subtotal: money(item.price * line.quantity),
      stock: item.stock,
    });
    count += line.quantity;
    if (line.selected) {
      selectedCount += line.quantity;
      selectedTotal += item.price * line.quantity;
    }
  }
  return { shops, count, selected_count: selectedCount, selected_total: money(selectedTotal) };
}

interface CartAnswer {
  shops: {
    mer_id: number;
    selected: boolean;
    items: {
      cart_id: number;
      product_id: number;
      quantity: number;
      selected: boolean;
      subtotal: string;
      stock: number;
    }[];
  }[];
  count: number;
  selected_count: number;
  selected_total: string;
}

function cartSeen(cart: CartAnswer) {
  return {
    shops: cart.shops.map((group) => ({
      mer_id: group.mer_id,
      selected: group.selected,
      items: group.items.map((item) => ({
        cart_id: item.cart_id,
        product_id: item.product_id,
        quantity: item.quantity,
        selected: item.selected,
        subtotal: item.subtotal,
        stock: item.stock,
      })),
    })),
    count: cart.count,
    selected_count: cart.selected_count,
    selected_total: cart.selected_total,
  };
}

interface OrderAnswer {
  id: number;
  mer_id: number;
  status: number;
  refund_status: string;
  total: string;
  items: { product_id: number; quantity: number }[];
}

const orderSeen = (order: OrderAnswer) => ({
  id: order.id,
  mer_id: order.mer_id,
  status: order.status,
  refund_status: order.refund_status,
  total: order.total,
  items: order.items.map((item) => ({ product_id: item.product_id, quantity: item.quantity })),
});

const orderExpected = (order: ModelOrder) => ({
  id: order.id,
  mer_id: order.merchantId,
  status: order.status,
  refund_status: order.refundState,
  total: money(order.total),
  items: order.lines.map((line) => ({ product_id: line.productId, quantity: line.quantity })),
});

/** Default first, then newest. */
const expectedAddresses = (shopper: ModelShopper) =>
  [...shopper.addresses]
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.id - a.id)
    .map((address) => ({ id: address.id, is_default: address.isDefault }));

// ------------------------------------------------------------------ talking to the API

class Mismatch extends Error {}

function same(seen: unknown, expected: unknown, what: string): void {
  const seenText = JSON.stringify(seen);
  const expectedText = JSON.stringify(expected);
  if (seenText !== expectedText) {
    throw new Mismatch(`${what}\n  model:    ${expectedText}\n  answered: ${seenText}`);
  }
}

const shown = (answer: { status: number; body: unknown }) =>
  `${answer.status} ${JSON.stringify(answer.body).slice(0, 400)}`;

/** The answer must be a success when `ok`, else a refusal (HTTP 200, code 0). */
function outcome(answer: ApiAnswer, ok: boolean, what: string): void {
  const succeeded = answer.status === 200 && answer.body.code === 1;
  const refused = answer.status === 200 && answer.body.code === 0 && answer.body.data === null;
  if (ok ? !succeeded : !refused) {
    throw new Mismatch(
      `${what}: the model says ${ok ? 'success' : 'refusal'}, answered ${shown(answer)}`,
    );
  }
}

interface ControlAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** A control call succeeds ({ok: true}) when `ok`, else it is refused (409, {ok: false}). */
function controlOutcome(answer: ControlAnswer, ok: boolean, what: string): void {
  const succeeded = answer.status === 200 && answer.body.ok === true;
  const refused = answer.status === 409 && answer.body.ok === false;
  if (ok ? !succeeded : !refused) {
    throw new Mismatch(
      `${what}: the model says ${ok ? 'success' : 'refusal'}, answered ${shown(answer)}`,
    );
  }
}

/** The data of a read that must succeed. */
function dataOf(answer: ApiAnswer, what: string) {
  if (answer.status !== 200 || answer.body.code !== 1) {
    throw new Error(`${what} failed: ${shown(answer)}`);
  }
  return answer.body.data;
}

async function allPages(api: TestApi, url: string, token: string, what: string) {
  const list: unknown[] = [];
  for (let page = 1; ; page += 1) {
    const data = dataOf(await api.get(`${url}?page=${page}&limit=100`, { token }), what);
    list.push(...(data.list as unknown[]));
    if (list.length >= data.total || data.list.length === 0) return list;
  }
}

async function ordersSeen(api: TestApi, shopper: ModelShopper) {
  const list = await allPages(api, '/api/user/order_list', shopper.token, 'order list');
  return (list as OrderAnswer[]).map(orderSeen);
}

async function stockSeen(api: TestApi, productId: number): Promise<number> {
  return dataOf(await api.get(`/api/product/detail?id=${productId}`), 'product detail')
    .stock as number;
}

// ------------------------------------------------------------------ a run's start

async function openShop(
  api: TestApi,
  lowStock: readonly { product: number; stock: number }[],
): Promise<Shop> {
  const limits = await api.control('POST', '/limits', { payCodeTries: PAY_CODE_TRIES });
  if (limits.status !== 200) throw new Error(`the limits were not set: ${shown(limits)}`);
  for (const low of lowStock) {
    api.db.run(
      api.db.q.updateTable('products').set({ stock: low.stock }).where('id', '=', low.product),
    );
  }
  const tokens = [
    await api.login(),
    await api.register('model-one@example.com'),
    await api.register('model-two@example.com'),
  ];
  const shoppers: ModelShopper[] = [];
  for (const [index, token] of tokens.entries()) {
    const info = dataOf(await api.get('/api/user/getUserInfo', { token }), 'user info');
    shoppers.push({
      index,
      userId: info.id as number,
      token,
      // The demo shopper's seed is read as it is; registered shoppers start with nothing.
      balance: index === 0 ? cents(info.money as string) : 0,
      payCode: index === 0 ? DEMO_PAY_CODE : null,
      wrongCodes: 0,
      locked: false,
      cart: [],
      addresses: [],
    });
  }
  const demo = shoppers[0]!;
  const shop: Shop = {
    shoppers,
    products: new Map(),
    orders: [],
    recharges: [],
    withdrawals: [],
    refunds: [],
    deposits: [],
    picture: '',
  };

  const deposits = dataOf(
    await api.get('/api/user/getBlockchain', { token: demo.token }),
    'deposit addresses',
  ) as { method: Deposit['method']; network: string; address: string; min_amount: string }[];
  shop.deposits = deposits.map((deposit) => ({
    method: deposit.method,
    network: deposit.network,
    address: deposit.address,
    minAmount: cents(deposit.min_amount),
  }));

  const cart = dataOf(await api.get('/api/cart/list', { token: demo.token }), 'cart') as CartAnswer;
  demo.cart = cart.shops.flatMap((group) =>
    group.items.map((item) => ({
      id: item.cart_id,
      productId: item.product_id,
      quantity: item.quantity,
      selected: item.selected,
    })),
  );

  const orders = (await allPages(
    api,
    '/api/user/order_list',
    demo.token,
    'orders',
  )) as OrderAnswer[];
  for (const order of orders) {
    const detail = dataOf(
      await api.get(`/api/order/detail?id=${order.id}`, { token: demo.token }),
      'order detail',
    ) as { refund: { id: number; status: 0 | 1 | 2; amount: string } | null };
    const before =
      api.db.first(
        api.db.q.selectFrom('orders').select('statusBeforeAfterSale').where('id', '=', order.id),
      )?.statusBeforeAfterSale ?? null;
    shop.orders.push({
      id: order.id,
      userId: demo.userId,
      merchantId: order.mer_id,
      status: order.status,
      before,
      refundState: order.refund_status as ModelOrder['refundState'],
      refundApplied: detail.refund !== null,
      lines: order.items.map((item) => ({ productId: item.product_id, quantity: item.quantity })),
      total: cents(order.total),
    });
    if (detail.refund) {
      shop.refunds.push({
        id: detail.refund.id,
        userId: demo.userId,
        orderId: order.id,
        amount: cents(detail.refund.amount),
        state: detail.refund.status,
      });
    }
  }
  const recharges = (await allPages(api, '/api/user/recharge_log', demo.token, 'recharges')) as {
    id: number;
    amount: string;
    status: 0 | 1 | 2;
  }[];
  shop.recharges = recharges.map((r) => ({
    id: r.id,
    userId: demo.userId,
    amount: cents(r.amount),
    state: r.status,
  }));
  const withdrawals = (await allPages(api, '/api/user/extract_log', demo.token, 'withdrawals')) as {
    id: number;
    amount: string;
    status: 0 | 1 | 2;
  }[];
  shop.withdrawals = withdrawals.map((w) => ({
    id: w.id,
    userId: demo.userId,
    amount: cents(w.amount),
    state: w.status,
  }));
  const addresses = dataOf(
    await api.get('/api/user/address_list', { token: demo.token }),
    'addresses',
  ) as { id: number; is_default: boolean }[];
  demo.addresses = addresses.map((a) => ({ id: a.id, isDefault: a.is_default }));

  const known = new Set([
    ...CATALOG,
    ...demo.cart.map((line) => line.productId),
    ...shop.orders.flatMap((order) => order.lines.map((line) => line.productId)),
  ]);
  for (const id of known) {
    const detail = dataOf(await api.get(`/api/product/detail?id=${id}`), 'product detail');
    shop.products.set(id, {
      id,
      merchantId: detail.mer_id as number,
      price: cents(detail.price as string),
      stock: detail.stock as number,
    });
    shop.picture ||= detail.image as string;
  }
  for (const low of lowStock) {
    same(
      productOf(shop, low.product).stock,
      low.stock,
      `the lowered stock of product ${low.product}`,
    );
  }
  return shop;
}

/**
 * Both registered shoppers get money through an approved recharge; the first also sets its
 * payment code and an address (the second does so when a step of the run asks).
 */
const SETUP: Step[] = [
  { kind: 'setPayCode', who: 1 },
  { kind: 'addressAdd', who: 1, isDefault: false },
  { kind: 'recharge', who: 1, channel: 'bank', amount: 100_000 },
  { kind: 'rechargeAudit', pick: 0, aim: 0, approve: true },
  { kind: 'recharge', who: 2, channel: 'trc20', amount: 50_000 },
  { kind: 'rechargeAudit', pick: 0, aim: 0, approve: true },
];

/**
 * One run the random ones start from: a checkout of two shops (one product out of stock first),
 * both orders paid after a wrong code, shipped, delivered or confirmed, one refunded; a withdrawal
 * and a recharge refused, a seed order cancelled. Between the wrong codes a right one whose payment
 * is refused (an unknown order): the two wrong codes must not add up to a lock, as the right one
 * cleared the count.
 */
const LIFE_OF_AN_ORDER: [{ product: number; stock: number }[], Step[]] = [
  [{ product: 97, stock: 1 }],
  [
    { kind: 'cartAdd', who: 1, product: 44, quantity: 2, buyNow: false },
    { kind: 'cartAdd', who: 1, product: 97, quantity: 2, buyNow: false },
    { kind: 'cartAdd', who: 1, product: 97, quantity: 1, buyNow: false },
    { kind: 'orderCreate', who: 1, pick: 0, aim: 0, from: 'cart', items: [], promo: undefined },
    { kind: 'orderPay', who: 1, pick: 0, pick2: 0, aim: 0, two: false, wrongCode: true },
    { kind: 'orderPay', who: 1, pick: 0, pick2: 0, aim: 9, two: false, wrongCode: false },
    { kind: 'orderPay', who: 1, pick: 0, pick2: 0, aim: 0, two: false, wrongCode: true },
    { kind: 'orderPay', who: 1, pick: 0, pick2: 1, aim: 0, two: true, wrongCode: false },
    { kind: 'ship', pick: 0, aim: 0 },
    { kind: 'deliver', pick: 0, aim: 0 },
    { kind: 'ship', pick: 0, aim: 0 },
    { kind: 'orderConfirm', who: 1, pick: 0, aim: 0 },
    { kind: 'refundApply', who: 1, pick: 0, aim: 0, amount: 'part' },
    { kind: 'refundAudit', pick: 0, aim: 0, approve: true },
    { kind: 'withdraw', who: 1, amount: 'some' },
    { kind: 'withdrawAudit', pick: 0, aim: 0, approve: false },
    { kind: 'recharge', who: 2, channel: 'bank', amount: 1000 },
    { kind: 'rechargeAudit', pick: 0, aim: 0, approve: false },
    { kind: 'orderCancel', who: 0, pick: 0, aim: 0 },
  ],
];

// ------------------------------------------------------------------ the steps, predicted and sent

/** Sends one step, checks its answer against the model's prediction, and moves the model on. */
async function perform(api: TestApi, shop: Shop, step: Step): Promise<string> {
  const byWho = 'who' in step ? shop.shoppers[step.who] : undefined;
  const shopper = byWho ?? shop.shoppers[0]!;
  const token = shopper.token;
  const allLines = shop.shoppers.flatMap((s) => s.cart);
  const allOrders = newestFirst(shop.orders);
  const own = (order: ModelOrder) => order.userId === shopper.userId;
  const isOwnLine = (id: number) => shopper.cart.some((line) => line.id === id);

  switch (step.kind) {
    case 'cartAdd': {
      const item = shop.products.get(step.product);
      const existing = shopper.cart.find((line) => line.productId === step.product);
      const wanted = (existing?.quantity ?? 0) + step.quantity;
      const ok = item !== undefined && wanted <= item.stock;
      const what = `shopper ${shopper.index} adds ${step.quantity} of product ${step.product}${step.buyNow ? ' (buy now)' : ''}`;
      const answer = await api.post(
        '/api/cart/add',
        {
          product_id: step.product,
          quantity: step.quantity,
          ...(step.buyNow ? { buy_now: true } : {}),
        },
        { token },
      );
      outcome(answer, ok, what);
      if (!ok || !item) return `${what}: refused`;
      if (step.buyNow) for (const line of shopper.cart) line.selected = false;
      if (existing) {
        existing.quantity = wanted;
        existing.selected = true;
      } else {
        const seen = (answer.body.data as CartAnswer).shops
          .flatMap((group) => group.items)
          .find((line) => line.product_id === item.id);
        if (!seen || allLines.some((line) => line.id === seen.cart_id)) {
          throw new Mismatch(`${what}: no new cart line in ${shown(answer)}`);
        }
        shopper.cart.push({
          id: seen.cart_id,
          productId: item.id,
          quantity: step.quantity,
          selected: true,
        });
      }
      same(cartSeen(answer.body.data), expectedCart(shop, shopper), `${what}: the cart answered`);
      return what;
    }

    case 'cartChange': {
      const line = choose(newestFirst(shopper.cart), newestFirst(allLines), step.pick, step.aim);
      const id = line?.id ?? UNKNOWN_ID;
      const ok =
        line !== undefined &&
        isOwnLine(id) &&
        step.quantity <= productOf(shop, line.productId).stock;
      const what = `shopper ${shopper.index} sets cart line ${id} to ${step.quantity}`;
      const answer = await api.post(
        '/api/cart/change',
        { cart_id: id, quantity: step.quantity },
        { token },
      );
      outcome(answer, ok, what);
      if (!ok || !line) return `${what}: refused`;
      line.quantity = step.quantity;
      same(cartSeen(answer.body.data), expectedCart(shop, shopper), `${what}: the cart answered`);
      return what;
    }

    case 'cartSelect': {
      let body: Record<string, unknown>;
      let ok = true;
      let lines: ModelLine[];
      if (step.mode === 'all') {
        body = { all: true, selected: step.selected };
        lines = shopper.cart;
      } else if (step.mode === 'shop') {
        const merchantId = productOf(shop, CATALOG[step.pick % CATALOG.length]!).merchantId;
        body = { mer_id: merchantId, selected: step.selected };
        lines = shopper.cart.filter(
          (line) => productOf(shop, line.productId).merchantId === merchantId,
        );
      } else {
        const first = choose(newestFirst(shopper.cart), newestFirst(allLines), step.pick, step.aim);
        const second =
          step.mode === 'lines' ? choose(newestFirst(shopper.cart), [], step.pick2, 0) : undefined;
        const ids = [first?.id ?? UNKNOWN_ID, ...(second ? [second.id] : [])];
        body = { cart_ids: ids, selected: step.selected };
        ok = ids.every(isOwnLine);
        lines = shopper.cart.filter((line) => ids.includes(line.id));
      }
      const what = `shopper ${shopper.index} selects ${JSON.stringify(body)}`;
      const answer = await api.post('/api/cart/select', body, { token });
      outcome(answer, ok, what);
      if (!ok) return `${what}: refused`;
      for (const line of lines) line.selected = step.selected;
      same(cartSeen(answer.body.data), expectedCart(shop, shopper), `${what}: the cart answered`);
      return what;
    }

    case 'cartRemove': {
      const first = choose(newestFirst(shopper.cart), newestFirst(allLines), step.pick, step.aim);
      const second = step.two ? choose(newestFirst(shopper.cart), [], step.pick2, 0) : undefined;
      const ids = [...new Set([first?.id ?? UNKNOWN_ID, ...(second ? [second.id] : [])])];
      const ok = ids.every(isOwnLine);
      const what = `shopper ${shopper.index} removes cart lines ${ids.join(', ')}`;
      const answer = await api.post('/api/cart/remove', { cart_ids: ids }, { token });
      outcome(answer, ok, what);
      if (!ok) return `${what}: refused`;
      shopper.cart = shopper.cart.filter((line) => !ids.includes(line.id));
      same(cartSeen(answer.body.data), expectedCart(shop, shopper), `${what}: the cart answered`);
      return what;
    }

    case 'orderCreate': {
      const allAddresses = shop.shoppers.flatMap((s) => s.addresses);
      const address = choose(
        newestFirst(shopper.addresses),
        newestFirst(allAddresses),
        step.pick,
        step.aim,
      );
      const addressId = address?.id ?? UNKNOWN_ID;
      // What is checked out: the selected cart lines (newest first), or the items merged by product.
      let wanted: { productId: number; quantity: number; lineId?: number }[];
      if (step.from === 'cart') {
        wanted = newestFirst(shopper.cart)
          .filter((line) => line.selected)
          .map((line) => ({ productId: line.productId, quantity: line.quantity, lineId: line.id }));
      } else {
        const merged = new Map<number, number>();
        for (const item of step.items) {
          merged.set(item.product, (merged.get(item.product) ?? 0) + item.quantity);
        }
        wanted = [...merged].map(([productId, quantity]) => ({ productId, quantity }));
      }
      const groups: {
        merchantId: number;
        lines: typeof wanted;
        goods: number;
        discount: number;
      }[] = [];
      for (const line of wanted) {
        const item = productOf(shop, line.productId);
        let group = groups.find((candidate) => candidate.merchantId === item.merchantId);
        if (!group) {
          group = { merchantId: item.merchantId, lines: [], goods: 0, discount: 0 };
          groups.push(group);
        }
        group.lines.push(line);
        group.goods += item.price * line.quantity;
      }
      const goods = groups.reduce((sum, group) => sum + group.goods, 0);
      const promo = step.promo === undefined ? undefined : PROMOS[step.promo];
      const promoOk = step.promo === undefined || (promo !== undefined && goods >= promo.minimum);
      if (promo && promoOk && groups.length > 0) {
        // The discount goes once to the shop with the largest goods total (the first of equals).
        const biggest = groups.reduce((best, group) => (group.goods > best.goods ? group : best));
        biggest.discount = Math.min(promo.off, biggest.goods);
      }
      const totalOf = (group: (typeof groups)[number]) =>
        group.goods + (group.goods >= FREE_FREIGHT_FROM ? 0 : FREIGHT) - group.discount;
      const why = firstBroken([
        [shopper.addresses.some((a) => a.id === addressId), "not the shopper's address"],
        [wanted.length > 0, 'nothing to check out'],
        [
          wanted.every((line) => line.quantity <= productOf(shop, line.productId).stock),
          'out of stock',
        ],
        [promoOk, 'the promo code does not apply'],
      ]);
      const ok = why === '';
      const body = {
        address_id: addressId,
        ...(step.promo !== undefined ? { promo_code: step.promo } : {}),
        ...(step.from === 'items'
          ? {
              items: step.items.map((item) => ({
                product_id: item.product,
                quantity: item.quantity,
              })),
            }
          : {}),
      };
      const what = `shopper ${shopper.index} creates orders ${JSON.stringify(body)}`;
      const answer = await api.post('/api/order/create', body, { token });
      outcome(answer, ok, what);
      if (!ok) return `${what}: refused (${why})`;
      const created = answer.body.data as { orders: OrderAnswer[]; total: string };
      same(
        created.orders.map((order) => ({
          mer_id: order.mer_id,
          status: order.status,
          total: order.total,
        })),
        groups.map((group) => ({
          mer_id: group.merchantId,
          status: 0,
          total: money(totalOf(group)),
        })),
        `${what}: the orders answered`,
      );
      same(
        created.total,
        money(groups.reduce((sum, group) => sum + totalOf(group), 0)),
        `${what}: the total answered`,
      );
      for (const [index, group] of groups.entries()) {
        const id = created.orders[index]!.id;
        if (shop.orders.some((order) => order.id === id)) {
          throw new Mismatch(`${what}: order id ${id} answered again`);
        }
        shop.orders.push({
          id,
          userId: shopper.userId,
          merchantId: group.merchantId,
          status: 0,
          before: null,
          refundState: 'none',
          refundApplied: false,
          lines: group.lines.map((line) => ({
            productId: line.productId,
            quantity: line.quantity,
          })),
          total: totalOf(group),
        });
        for (const line of group.lines) productOf(shop, line.productId).stock -= line.quantity;
      }
      const done = new Set(wanted.map((line) => line.lineId));
      shopper.cart = shopper.cart.filter((line) => !done.has(line.id));
      return `${what}: orders ${created.orders.map((order) => order.id).join(', ')}`;
    }

    case 'orderPay': {
      const payable = allOrders.filter((order) => own(order) && order.status === 0);
      const first = choose(payable, allOrders, step.pick, step.aim);
      const second = step.two ? choose(payable, allOrders, step.pick2, step.aim) : undefined;
      const ids = [first?.id ?? UNKNOWN_ID, ...(step.two ? [second?.id ?? UNKNOWN_ID] : [])];
      const code = step.wrongCode ? WRONG_PAY_CODE : (shopper.payCode ?? NEW_PAY_CODE);
      const orders = [...new Set(ids)].map((id) => shop.orders.find((order) => order.id === id));
      const sum = orders.reduce((total, order) => total + (order?.total ?? 0), 0);
      const what = `shopper ${shopper.index} pays orders ${ids.join(', ')} with ${step.wrongCode ? 'a wrong' : 'the'} code`;
      // The code first: a wrong one counts (and locks at the limit) whatever the orders.
      const codeRefused = checkPayCode(shopper, code);
      const why =
        codeRefused?.why ??
        firstBroken([
          [orders.every((order) => order !== undefined && own(order)), "not the shopper's order"],
          [orders.every((order) => order?.status === 0), 'not waiting pay'],
          [sum <= shopper.balance, 'not enough balance'],
        ]);
      const ok = why === '';
      const answer = await api.post(
        '/api/order/pay',
        { order_ids: ids, pay_password: code },
        { token },
      );
      outcome(answer, ok, what);
      if (codeRefused) codeRefusal(answer, codeRefused, what);
      if (!ok) return `${what}: refused (${why})`;
      shopper.balance -= sum;
      for (const order of orders) order!.status = 1;
      const paid = answer.body.data as { orders: OrderAnswer[]; paid: string; balance: string };
      same(
        {
          ids: paid.orders.map((order) => order.id).sort((a, b) => a - b),
          statuses: paid.orders.map((order) => order.status),
          paid: paid.paid,
          balance: paid.balance,
        },
        {
          ids: orders.map((order) => order!.id).sort((a, b) => a - b),
          statuses: orders.map(() => 1),
          paid: money(sum),
          balance: money(shopper.balance),
        },
        `${what}: the payment answered`,
      );
      return what;
    }

    case 'orderCancel': {
      const fitting = allOrders.filter((order) => own(order) && order.status === 0);
      const order = choose(fitting, allOrders, step.pick, step.aim);
      const id = order?.id ?? UNKNOWN_ID;
      const ok = order !== undefined && own(order) && order.status === 0;
      const what = `shopper ${shopper.index} cancels order ${id}`;
      const answer = await api.post('/api/order/cancel', { id }, { token });
      outcome(answer, ok, what);
      if (!ok || !order) return `${what}: refused`;
      order.status = -1;
      for (const line of order.lines) productOf(shop, line.productId).stock += line.quantity;
      same(answer.body.data.status, -1, `${what}: the status answered`);
      return what;
    }

    case 'orderConfirm': {
      const fitting = allOrders.filter((order) => own(order) && order.status === 2);
      const order = choose(fitting, allOrders, step.pick, step.aim);
      const id = order?.id ?? UNKNOWN_ID;
      const ok = order !== undefined && own(order) && order.status === 2;
      const what = `shopper ${shopper.index} confirms order ${id} received`;
      const answer = await api.post('/api/order/confirm', { id }, { token });
      outcome(answer, ok, what);
      if (!ok || !order) return `${what}: refused`;
      order.status = 3;
      same(answer.body.data.status, 3, `${what}: the status answered`);
      return what;
    }

    case 'ship':
    case 'deliver': {
      const from = step.kind === 'ship' ? 1 : 2;
      const order = choose(
        allOrders.filter((candidate) => candidate.status === from),
        allOrders,
        step.pick,
        step.aim,
      );
      const id = order?.id ?? UNKNOWN_ID;
      const ok = order !== undefined && order.status === from;
      const what = `the shop ${step.kind === 'ship' ? 'ships' : 'delivers'} order ${id}`;
      const answer = await api.control('POST', `/orders/${id}/${step.kind}`);
      controlOutcome(answer, ok, what);
      if (!ok || !order) return `${what}: refused`;
      order.status = from + 1;
      same(answer.body.status, order.status, `${what}: the status answered`);
      return what;
    }

    case 'recharge': {
      const bank = shop.deposits.find((d) => d.method === 'bank')!;
      const trc20 = shop.deposits.find((d) => d.network === 'TRC20')!;
      const erc20 = shop.deposits.find((d) => d.network === 'ERC20')!;
      const { deposit, network, valid } = {
        bank: { deposit: bank, network: bank.network, valid: true },
        trc20: { deposit: trc20, network: trc20.network, valid: true },
        erc20: { deposit: erc20, network: erc20.network, valid: true },
        // The network of another deposit address, and a network the shop refuses.
        mismatch: { deposit: trc20, network: erc20.network, valid: false },
        bsc: { deposit: trc20, network: 'BSC', valid: false },
      }[step.channel];
      const ok = valid && step.amount >= deposit.minAmount;
      const body = {
        method: deposit.method,
        network,
        address: deposit.address,
        amount: money(step.amount),
        evidence: shop.picture,
      };
      const what = `shopper ${shopper.index} declares a recharge of ${money(step.amount)} on ${network}`;
      const answer = await api.post('/api/user/recharge', body, { token });
      outcome(answer, ok, what);
      if (!ok) return `${what}: refused`;
      const record = answer.body.data as { id: number; amount: string; status: number };
      same(
        { amount: record.amount, status: record.status },
        { amount: money(step.amount), status: 0 },
        `${what}: the record answered`,
      );
      shop.recharges.push({ id: record.id, userId: shopper.userId, amount: step.amount, state: 0 });
      return `${what}: recharge ${record.id}`;
    }

    case 'rechargeAudit':
    case 'withdrawAudit': {
      const records = step.kind === 'rechargeAudit' ? shop.recharges : shop.withdrawals;
      const all = newestFirst(records);
      const record = choose(
        all.filter((r) => r.state === 0),
        all,
        step.pick,
        step.aim,
      );
      const id = record?.id ?? UNKNOWN_ID;
      const ok = record !== undefined && record.state === 0;
      const kind = step.kind === 'rechargeAudit' ? 'recharges' : 'withdrawals';
      const verdict = step.approve ? 'approve' : 'refuse';
      const what = `the shop ${step.approve ? 'approves' : 'refuses'} ${kind} ${id}`;
      const answer = await api.control('POST', `/${kind}/${id}/${verdict}`);
      controlOutcome(answer, ok, what);
      if (!ok || !record) return `${what}: refused`;
      record.state = step.approve ? 1 : 2;
      // A recharge credits when approved; a withdrawal held its amount and gives it back if refused.
      if (step.kind === 'rechargeAudit' ? step.approve : !step.approve) {
        ownerOf(shop, record.userId).balance += record.amount;
      }
      same(answer.body.state, record.state, `${what}: the state answered`);
      return what;
    }

    case 'withdraw': {
      const amount = {
        below: MIN_WITHDRAWAL - 500,
        minimum: MIN_WITHDRAWAL,
        some: 2550,
        half: Math.floor(shopper.balance / 2),
        all: shopper.balance,
        over: shopper.balance + 1,
      }[step.amount];
      const ok = amount >= MIN_WITHDRAWAL && amount <= shopper.balance;
      const what = `shopper ${shopper.index} withdraws ${money(amount)} of ${money(shopper.balance)}`;
      const answer = await api.post(
        '/api/user/extract',
        { amount: money(amount), bank_card: '6222020200112233445', bank_name: 'Example Bank' },
        { token },
      );
      outcome(answer, ok, what);
      if (!ok) return `${what}: refused`;
      const record = answer.body.data as {
        id: number;
        amount: string;
        service_charge: string;
        actual_arrival: string;
        status: number;
      };
      const charge = Math.round(amount / 100);
      same(
        {
          amount: record.amount,
          service_charge: record.service_charge,
          actual_arrival: record.actual_arrival,
          status: record.status,
        },
        {
          amount: money(amount),
          service_charge: money(charge),
          actual_arrival: money(amount - charge),
          status: 0,
        },
        `${what}: the record answered`,
      );
      shopper.balance -= amount;
      shop.withdrawals.push({ id: record.id, userId: shopper.userId, amount, state: 0 });
      return `${what}: withdrawal ${record.id}`;
    }

    case 'refundApply': {
      const fitting = allOrders.filter(
        (order) => own(order) && !order.refundApplied && REFUNDABLE.includes(order.status),
      );
      const order = choose(fitting, allOrders, step.pick, step.aim);
      const id = order?.id ?? UNKNOWN_ID;
      const total = order?.total ?? 1000;
      const amount = {
        full: total,
        part: Math.max(1, Math.floor(total / 3)),
        over: total + 1,
        zero: 0,
      }[step.amount];
      const ok =
        order !== undefined &&
        own(order) &&
        !order.refundApplied &&
        REFUNDABLE.includes(order.status) &&
        amount >= 1 &&
        amount <= order.total;
      const what = `shopper ${shopper.index} asks a refund of ${money(amount)} for order ${id}`;
      const answer = await api.post(
        '/api/refund/apply',
        {
          order_id: id,
          type: 'no_return',
          amount: money(amount),
          product_status: 'not_received',
          reason: 'Changed my mind',
          explanation: 'I no longer need it.',
          proof: [shop.picture],
        },
        { token },
      );
      outcome(answer, ok, what);
      if (!ok || !order) return `${what}: refused`;
      const refund = answer.body.data as {
        id: number;
        order_id: number;
        amount: string;
        status: number;
      };
      same(
        { order_id: refund.order_id, amount: refund.amount, status: refund.status },
        { order_id: order.id, amount: money(amount), status: 0 },
        `${what}: the refund answered`,
      );
      order.before = order.status;
      order.status = -4;
      order.refundState = 'drawing_back';
      order.refundApplied = true;
      shop.refunds.push({
        id: refund.id,
        userId: shopper.userId,
        orderId: order.id,
        amount,
        state: 0,
      });
      return `${what}: refund ${refund.id}`;
    }

    case 'refundAudit': {
      const all = newestFirst(shop.refunds);
      const refund = choose(
        all.filter((r) => r.state === 0),
        all,
        step.pick,
        step.aim,
      );
      const id = refund?.id ?? UNKNOWN_ID;
      const ok = refund !== undefined && refund.state === 0;
      const verdict = step.approve ? 'approve' : 'refuse';
      const what = `the shop ${step.approve ? 'approves' : 'refuses'} refund ${id}`;
      const answer = await api.control('POST', `/refunds/${id}/${verdict}`);
      controlOutcome(answer, ok, what);
      if (!ok || !refund) return `${what}: refused`;
      const order = shop.orders.find((candidate) => candidate.id === refund.orderId)!;
      refund.state = step.approve ? 1 : 2;
      if (step.approve) {
        // The money comes back; the order stays in after-sale, refunded.
        ownerOf(shop, refund.userId).balance += refund.amount;
        order.refundState = 'refunded';
      } else {
        // The order goes back to where it was; its one application is used up.
        order.status = order.before ?? 1;
        order.refundState = 'none';
      }
      same(answer.body.state, refund.state, `${what}: the state answered`);
      return what;
    }

    case 'addressAdd': {
      const becomesDefault = step.isDefault || !shopper.addresses.some((a) => a.isDefault);
      const what = `shopper ${shopper.index} adds an address${step.isDefault ? ' as default' : ''}`;
      const answer = await api.post(
        '/api/user/address_add',
        {
          addressee: 'Ana Silva',
          mobile: '+351912345678',
          area: 'Lisbon, Portugal',
          detail: 'Rua Augusta 100',
          tag: 'Home',
          ...(step.isDefault ? { is_default: true } : {}),
        },
        { token },
      );
      outcome(answer, true, what);
      const saved = answer.body.data as { id: number; is_default: boolean };
      if (shop.shoppers.some((s) => s.addresses.some((a) => a.id === saved.id))) {
        throw new Mismatch(`${what}: address id ${saved.id} answered again`);
      }
      same(saved.is_default, becomesDefault, `${what}: is_default answered`);
      if (becomesDefault) for (const a of shopper.addresses) a.isDefault = false;
      shopper.addresses.push({ id: saved.id, isDefault: becomesDefault });
      return `${what}: address ${saved.id}`;
    }

    case 'addressDelete': {
      const all = newestFirst(shop.shoppers.flatMap((s) => s.addresses));
      const address = choose(newestFirst(shopper.addresses), all, step.pick, step.aim);
      const id = address?.id ?? UNKNOWN_ID;
      const ok = shopper.addresses.some((a) => a.id === id);
      const what = `shopper ${shopper.index} deletes address ${id}`;
      const answer = await api.get(`/api/user/address_del?id=${id}`, { token });
      outcome(answer, ok, what);
      if (!ok || !address) return `${what}: refused`;
      shopper.addresses = shopper.addresses.filter((a) => a.id !== id);
      // The newest remaining address takes the default's place.
      const next = newestFirst(shopper.addresses)[0];
      if (address.isDefault && next) next.isDefault = true;
      return what;
    }

    case 'verifyPay': {
      const code = step.wrongCode ? WRONG_PAY_CODE : (shopper.payCode ?? NEW_PAY_CODE);
      const codeRefused = checkPayCode(shopper, code);
      const what = `shopper ${shopper.index} checks ${step.wrongCode ? 'a wrong' : 'the'} payment code`;
      const answer = await api.post('/api/user/verify_pay', { pay_password: code }, { token });
      outcome(answer, codeRefused === null, what);
      if (codeRefused) {
        codeRefusal(answer, codeRefused, what);
        return `${what}: refused (${codeRefused.why})`;
      }
      same(answer.body.data, { verified: true }, `${what}: the check answered`);
      return what;
    }

    case 'setPayCode': {
      // Set the first time with no old code; once set, a change without the old one is refused.
      const ok = shopper.payCode === null;
      const what = `shopper ${shopper.index} sets a payment code`;
      const answer = await api.post(
        '/api/user/resetPay',
        { new_pay_password: NEW_PAY_CODE, confirm_pay_password: NEW_PAY_CODE },
        { token },
      );
      outcome(answer, ok, what);
      if (!ok) return `${what}: refused`;
      shopper.payCode = NEW_PAY_CODE;
      shopper.wrongCodes = 0;
      shopper.locked = false;
      return what;
    }
  }
}

/** Everything the API shows of the shop must be what the model holds. */
async function compareAll(api: TestApi, shop: Shop, when: string): Promise<void> {
  for (const shopper of shop.shoppers) {
    const { token } = shopper;
    const of = `${when}: shopper ${shopper.index}'s`;
    const info = dataOf(await api.get('/api/user/getUserInfo', { token }), 'user info');
    same(
      {
        money: info.money,
        frozen_money: info.frozen_money,
        pay_password_set: info.pay_password_set,
      },
      {
        money: money(shopper.balance),
        frozen_money: money(frozen(shop, shopper)),
        pay_password_set: shopper.payCode !== null,
      },
      `${of} wallet`,
    );
    const cart = dataOf(await api.get('/api/cart/list', { token }), 'cart') as CartAnswer;
    same(cartSeen(cart), expectedCart(shop, shopper), `${of} cart`);
    same(
      await ordersSeen(api, shopper),
      newestFirst(shop.orders.filter((order) => order.userId === shopper.userId)).map(
        orderExpected,
      ),
      `${of} orders`,
    );
    const addresses = dataOf(await api.get('/api/user/address_list', { token }), 'addresses') as {
      id: number;
      is_default: boolean;
    }[];
    same(
      addresses.map((a) => ({ id: a.id, is_default: a.is_default })),
      expectedAddresses(shopper),
      `${of} addresses`,
    );
  }
  for (const item of shop.products.values()) {
    same(await stockSeen(api, item.id), item.stock, `${when}: the stock of product ${item.id}`);
  }
  const pending = (await api.control<PendingAnswer & { ok: boolean }>('GET', '/pending')).body;
  const ids = (list: readonly { id: number }[]) =>
    list.map((entry) => entry.id).sort((a, b) => a - b);
  const waiting = (list: readonly Audited[]) => ids(list.filter((entry) => entry.state === 0));
  same(
    {
      recharges: ids(pending.recharges),
      withdrawals: ids(pending.withdrawals),
      refunds: ids(pending.refunds),
      ordersToShip: ids(pending.ordersToShip),
      ordersToDeliver: ids(pending.ordersToDeliver),
    },
    {
      recharges: waiting(shop.recharges),
      withdrawals: waiting(shop.withdrawals),
      refunds: waiting(shop.refunds),
      ordersToShip: ids(shop.orders.filter((order) => order.status === 1)),
      ordersToDeliver: ids(shop.orders.filter((order) => order.status === 2)),
    },
    `${when}: what waits for the shop (control /pending)`,
  );
}

describe('the shop against a model of its rules', () => {
  it('answers random sequences of every write as the model predicts, refusals changing nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        lowStockArb,
        fc.array(stepArb, { minLength: 1, maxLength: 30, size: 'max' }),
        async (lowStock, steps) => {
          const api = await TestApi.start();
          const done: string[] = [];
          try {
            const shop = await openShop(api, lowStock);
            await compareAll(api, shop, 'at the start');
            for (const step of SETUP) done.push(`setup: ${await perform(api, shop, step)}`);
            await compareAll(api, shop, 'after the setup');
            for (const [index, step] of steps.entries()) {
              const did = await perform(api, shop, step);
              done.push(`step ${index + 1}: ${did}`);
              await compareAll(api, shop, `after step ${index + 1} (${did})`);
            }
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            throw new Error(`${message}\n-- what was done before --\n${done.join('\n')}`, {
              cause: error,
            });
          } finally {
            await api.close();
          }
        },
      ),
      // Shrinking restarts the app for every try: stop it well before the test's timeout.
      { numRuns: 25, examples: [LIFE_OF_AN_ORDER], interruptAfterTimeLimit: 100_000 },
    );
  }, 120_000);
});
