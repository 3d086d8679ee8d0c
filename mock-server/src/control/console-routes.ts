// Control routes the developer console (/__console) needs beside the ones tests already used:
// the traffic log, the contract's operations, a shopper's records, top-ups, stock, order steps.
// Registered inside the control plugin, so behind its guard (loopback, same origin, the token).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
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
import { completeOrder } from '../domain/orders';
import { topUpFromConsole } from '../domain/recharges';
import { formatMoney, parseMoney } from '../store/money';
import { OrderStatus } from '../store/state';
import type { OrderStatusCode, User } from '../store/state';
import type { Store } from '../store/store';
import { closedObject, idParam } from './input-schemas';
import { hasRealViolation } from './traffic';
import type { TrafficLog } from './traffic';
import { noteText } from '../locales/server-texts';

const shopperSummary = (
  user: Pick<User, 'id' | 'email' | 'nickname' | 'balance'>,
): ShopperSummary => ({
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
          // Only what the app or a client did: the console's own injections are not counted.
          violations: entries.filter(hasRealViolation).length,
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

  app.get('/shoppers', async (): Promise<ControlAnswer<ShoppersAnswer>> => {
    const { db } = store;
    return {
      ok: true,
      shoppers: db
        .all(db.q.selectFrom('users').select(['id', 'email', 'nickname', 'balance']).orderBy('id'))
        .map(shopperSummary),
    };
  });

  app.get<{ Params: { id: number } }>(
    '/shoppers/:id',
    { schema: { params: idParam } },
    async (request): Promise<ControlAnswer<ShopperRecords>> => {
      const { db } = store;
      const user = findUser(db, request.params.id) ?? fail('not_found', 'user');
      // Newest first, each list by its user_id index.
      const orders = db.all(
        db.q
          .selectFrom('orders')
          .select(['id', 'sn', 'status', 'refundState', 'total', 'trackingNo', 'createdAt'])
          .where('userId', '=', user.id)
          .orderBy('id', 'desc'),
      );
      const recharges = db.all(
        db.q
          .selectFrom('recharges')
          .select(['id', 'sn', 'method', 'amount', 'state', 'auditNote', 'createdAt'])
          .where('userId', '=', user.id)
          .orderBy('id', 'desc'),
      );
      const withdrawals = db.all(
        db.q
          .selectFrom('withdrawals')
          .select(['id', 'sn', 'amount', 'state', 'auditNote', 'createdAt'])
          .where('userId', '=', user.id)
          .orderBy('id', 'desc'),
      );
      const refunds = db.all(
        db.q
          .selectFrom('refunds')
          .select(['id', 'orderId', 'amount', 'reason', 'state', 'createdAt'])
          .where('userId', '=', user.id)
          .orderBy('id', 'desc'),
      );
      return {
        ok: true,
        shopper: shopperSummary(user),
        orders: orders.map((order) => ({
          id: order.id,
          sn: order.sn,
          status: order.status as OrderStatusCode,
          refundState: order.refundState,
          total: formatMoney(order.total),
          trackingNo: order.trackingNo,
          createdAt: order.createdAt,
        })),
        recharges: recharges.map((recharge) => ({
          id: recharge.id,
          sn: recharge.sn,
          method: recharge.method,
          amount: formatMoney(recharge.amount),
          state: recharge.state,
          // Stock phrases ({{welcome_credit}}) in English for the staff.
          note: noteText(recharge.auditNote, 'en'),
          createdAt: recharge.createdAt,
        })),
        withdrawals: withdrawals.map((withdrawal) => ({
          id: withdrawal.id,
          sn: withdrawal.sn,
          amount: formatMoney(withdrawal.amount),
          state: withdrawal.state,
          note: noteText(withdrawal.auditNote, 'en'),
          createdAt: withdrawal.createdAt,
        })),
        refunds: refunds.map((refund) => ({
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
      const note = request.body.note;
      return store.transaction((db) => {
        const user = findUser(db, request.params.id) ?? fail('not_found', 'user');
        const amount = parseMoney(request.body.amount);
        if (amount === null || amount <= 0 || amount > TOP_UP_LIMIT * 100) {
          throw Object.assign(new Error(`amount must be above 0 and at most ${TOP_UP_LIMIT}`), {
            statusCode: 400,
          });
        }
        const recharge = topUpFromConsole(db, user.id, amount, note ?? 'Top-up from the console');
        const balance = findUser(db, user.id)?.balance ?? 0;
        return { ok: true, id: recharge.id, balance: formatMoney(balance) };
      });
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
      const q = (request.query.q ?? '').trim();
      const { merchantId } = request.query;
      const { db } = store;
      let query = db.q
        .selectFrom('products')
        .select(['id', 'name', 'merchantId', 'price', 'stock', 'image'])
        .orderBy('id')
        .limit(PRODUCTS_LISTED);
      if (merchantId !== undefined) query = query.where('merchantId', '=', merchantId);
      if (q !== '') {
        // A part of the name whatever its case (SQLite's lower() folds the ASCII letters, on both
        // sides alike), or the product's id.
        const id = /^[1-9][0-9]{0,14}$/.test(q) ? Number(q) : 0;
        query = query.where((eb) =>
          eb.or([
            eb(sql<number>`instr(lower(${eb.ref('name')}), lower(${q}))`, '>', 0),
            eb('id', '=', id),
          ]),
        );
      }
      return {
        ok: true,
        products: db.all(query).map((product) => ({
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
      const { id } = request.params;
      const { stock } = request.body;
      store.transaction((db) => {
        const { changes } = db.run(
          db.q.updateTable('products').set({ stock }).where('id', '=', id),
        );
        if (changes === 0) fail('not_found', 'product');
      });
      return { ok: true, id, stock };
    },
  );

  /** A received order becomes completed (3 -> 4), as a review would make it. */
  app.post<{ Params: { id: number } }>(
    '/orders/:id/complete',
    { schema: { params: idParam } },
    async (request): Promise<ControlAnswer<OrderStepAnswer>> =>
      store.transaction((db) => {
        const order =
          db.first(
            db.q.selectFrom('orders').select(['id', 'status']).where('id', '=', request.params.id),
          ) ?? fail('not_found', 'order');
        if (order.status !== OrderStatus.received) {
          throw Object.assign(new Error('only a received order (status 3) can be completed'), {
            statusCode: 409,
          });
        }
        completeOrder(db, order);
        const completed = db.first(
          db.q.selectFrom('orders').select('status').where('id', '=', order.id),
        );
        return {
          ok: true,
          id: order.id,
          status: (completed?.status ?? order.status) as OrderStatusCode,
        };
      }),
  );

  app.get('/merchants', async (): Promise<ControlAnswer<MerchantsAnswer>> => {
    const { db } = store;
    return {
      ok: true,
      merchants: db.all(db.q.selectFrom('merchants').select(['id', 'name']).orderBy('id')),
    };
  });
}
