// Control routes the developer console (/__console) needs beside the ones tests already used:
// the traffic log, the contract's operations, a shopper's records, top-ups, stock, order steps.
// Registered inside the control plugin, so behind its guard (loopback, same origin, the token).
import type { FastifyInstance } from 'fastify';
import { PRODUCTS_LISTED, TOP_UP_LIMIT, TRAFFIC_KEPT } from '@storefront/contracts/control-api';
import type {
  ControlAnswer,
  MerchantsAnswer,
  OperationsAnswer,
  OrderStepAnswer,
  ProductQuery,
  ProductsAnswer,
  ShopperRecords,
  ShoppersAnswer,
  ShopperSummary,
  StockAnswer,
  StockRequest,
  TopUpAnswer,
  TopUpRequest,
  TrafficAnswer,
  TrafficQuery,
} from '@storefront/contracts/control-api';
import { fail } from '../domain/failure';
import { findUser } from '../domain/accounts';
import { clock } from '../domain/clock';
import { notify } from '../domain/notifications';
import { completeOrder } from '../domain/orders';
import { moveFunds } from '../domain/wallet';
import { formatMoney, parseMoney } from '../store/money';
import { nextId, OrderStatus } from '../store/state';
import type { User } from '../store/state';
import type { Store } from '../store/store';
import { closedObject, idParam } from './input-schemas';
import type { TrafficLog } from './traffic';

const shopperSummary = (user: User): ShopperSummary => ({
  id: user.id,
  email: user.email,
  nickname: user.nickname,
  balance: formatMoney(user.balance),
});

export function consoleRoutes(
  app: FastifyInstance,
  options: { store: Store; traffic?: TrafficLog },
): void {
  const { store, traffic } = options;

  if (traffic) {
    app.get<{ Querystring: TrafficQuery }>(
      '/traffic',
      {
        schema: {
          querystring: closedObject([], {
            after: { type: 'integer', minimum: 0 },
            operationId: { type: 'string', maxLength: 100 },
            status: { type: 'integer', minimum: 100, maximum: 599 },
            violations: { type: 'boolean' },
            limit: { type: 'integer', minimum: 1, maximum: TRAFFIC_KEPT },
          }),
        },
      },
      async (request): Promise<ControlAnswer<TrafficAnswer>> => {
        const entries = traffic.list(request.query);
        return {
          ok: true,
          entries,
          violations: entries.filter((entry) => entry.violations.length > 0).length,
        };
      },
    );
    app.delete('/traffic', async () => {
      traffic.clear();
      return { ok: true };
    });
  }

  app.get('/operations', async (): Promise<ControlAnswer<OperationsAnswer>> => ({
    ok: true,
    operations: app.contract.operations.map(({ operationId, method, path, tags }) => ({
      operationId,
      method,
      path,
      tag: tags[0] ?? '',
    })),
  }));

  app.get('/shoppers', async (): Promise<ControlAnswer<ShoppersAnswer>> => ({
    ok: true,
    shoppers: store.state.users.map(shopperSummary),
  }));

  app.get<{ Params: { id: number } }>(
    '/shoppers/:id',
    { schema: { params: idParam } },
    async (request): Promise<ControlAnswer<ShopperRecords>> => {
      const state = store.state;
      const user = findUser(state, request.params.id) ?? fail('not_found', 'user');
      const mine = <T extends { userId: number }>(records: T[]) =>
        records.filter((record) => record.userId === user.id).reverse();
      return {
        ok: true,
        shopper: shopperSummary(user),
        orders: mine(state.orders).map((order) => ({
          id: order.id,
          sn: order.sn,
          status: order.status,
          refundState: order.refundState,
          total: formatMoney(order.total),
          trackingNo: order.trackingNo,
          createdAt: order.createdAt,
        })),
        recharges: mine(state.recharges).map((recharge) => ({
          id: recharge.id,
          sn: recharge.sn,
          method: recharge.method,
          amount: formatMoney(recharge.amount),
          state: recharge.state,
          note: recharge.auditNote,
          createdAt: recharge.createdAt,
        })),
        withdrawals: mine(state.withdrawals).map((withdrawal) => ({
          id: withdrawal.id,
          sn: withdrawal.sn,
          amount: formatMoney(withdrawal.amount),
          state: withdrawal.state,
          note: withdrawal.auditNote,
          createdAt: withdrawal.createdAt,
        })),
        refunds: mine(state.refunds).map((refund) => ({
          id: refund.id,
          orderId: refund.orderId,
          amount: formatMoney(refund.amount),
          reason: refund.reason,
          state: refund.state,
          createdAt: refund.createdAt,
        })),
      };
    },
  );

  /** Credits a wallet as an approved recharge of the console (a ledger line and a record). */
  app.post<{ Params: { id: number }; Body: TopUpRequest }>(
    '/shoppers/:id/top-up',
    {
      schema: {
        params: idParam,
        body: closedObject(['amount'], {
          amount: { type: 'string', pattern: '^[0-9]{1,7}(\\.[0-9]{1,2})?$' },
          note: { type: 'string', maxLength: 500 },
        }),
      },
    },
    async (request): Promise<ControlAnswer<TopUpAnswer>> => {
      const state = store.state;
      const user = findUser(state, request.params.id) ?? fail('not_found', 'user');
      const amount = parseMoney(request.body.amount);
      if (amount === null || amount <= 0 || amount > TOP_UP_LIMIT * 100) {
        throw Object.assign(new Error(`amount must be above 0 and at most ${TOP_UP_LIMIT}`), {
          statusCode: 400,
        });
      }
      const id = nextId(state, 'recharge');
      const now = clock.now();
      const sn = `RC${String(id).padStart(10, '0')}`;
      state.recharges.push({
        id,
        sn,
        userId: user.id,
        method: 'bank',
        network: '',
        address: '',
        amount,
        evidence: '',
        state: 1,
        auditNote: request.body.note ?? 'Top-up from the console',
        createdAt: now,
        auditedAt: now,
      });
      moveFunds(state, user, 'recharge', amount, id, { key: 'recharge', sn });
      notify(
        state,
        user.id,
        'wallet',
        'recharge_approved',
        { amount: formatMoney(amount), remark: request.body.note ?? '' },
        '/topUpRecord',
      );
      await store.commit();
      return { ok: true, id, balance: formatMoney(user.balance) };
    },
  );

  app.get<{ Querystring: ProductQuery }>(
    '/products',
    {
      schema: {
        querystring: closedObject([], {
          q: { type: 'string', maxLength: 100 },
          merchantId: { type: 'integer', minimum: 1 },
        }),
      },
    },
    async (request): Promise<ControlAnswer<ProductsAnswer>> => {
      const q = (request.query.q ?? '').trim().toLowerCase();
      const { merchantId } = request.query;
      const found = store.state.products.filter(
        (product) =>
          (merchantId === undefined || product.merchantId === merchantId) &&
          (q === '' || product.name.toLowerCase().includes(q) || String(product.id) === q),
      );
      return {
        ok: true,
        products: found.slice(0, PRODUCTS_LISTED).map((product) => ({
          id: product.id,
          name: product.name,
          merchantId: product.merchantId,
          price: formatMoney(product.price),
          stock: product.stock,
          image: product.image,
        })),
      };
    },
  );

  app.post<{ Params: { id: number }; Body: StockRequest }>(
    '/products/:id/stock',
    {
      schema: {
        params: idParam,
        body: closedObject(['stock'], {
          stock: { type: 'integer', minimum: 0, maximum: 1_000_000 },
        }),
      },
    },
    async (request): Promise<ControlAnswer<StockAnswer>> => {
      const product =
        store.state.products.find((candidate) => candidate.id === request.params.id) ??
        fail('not_found', 'product');
      product.stock = request.body.stock;
      await store.commit();
      return { ok: true, id: product.id, stock: product.stock };
    },
  );

  /** A received order becomes completed (3 -> 4), as a review would make it. */
  app.post<{ Params: { id: number } }>(
    '/orders/:id/complete',
    { schema: { params: idParam } },
    async (request): Promise<ControlAnswer<OrderStepAnswer>> => {
      const order =
        store.state.orders.find((candidate) => candidate.id === request.params.id) ??
        fail('not_found', 'order');
      if (order.status !== OrderStatus.received) {
        throw Object.assign(new Error('only a received order (status 3) can be completed'), {
          statusCode: 409,
        });
      }
      completeOrder(order);
      await store.commit();
      return { ok: true, id: order.id, status: order.status };
    },
  );

  app.get('/merchants', async (): Promise<ControlAnswer<MerchantsAnswer>> => ({
    ok: true,
    merchants: store.state.merchants.map((merchant) => ({
      id: merchant.id,
      name: merchant.name,
    })),
  }));
}
