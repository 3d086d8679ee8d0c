import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import {
  DECLINE_NEXT_MAX,
  FAULT_DELAY_MAX_MS,
  FAULT_MESSAGE_MAX,
  FAULT_TIMES_MAX,
} from '@storefront/contracts/control-api';
import type {
  AuditAnswer,
  AuditRequest,
  CardsAnswer,
  DeclineNextRequest,
  ControlAnswer,
  FaultAnswer,
  FaultInput,
  FaultsAnswer,
  OrderStepAnswer,
  OutboxAnswer,
  PendingAnswer,
  ShipRequest,
} from '@storefront/contracts/control-api';
import { consoleRoutes } from './console-routes';
import { controlRefusal } from './control-guard';
import { closedObject, idParam } from './input-schemas';
import type { FaultBook } from './faults';
import type { OverrideBook } from './overrides';
import { overrideRoutes } from './override-routes';
import { scenarioRoutes } from './scenario-routes';
import type { Scenarios } from './scenario-routes';
import { trafficExportRoutes } from './traffic-export';
import { tryRoutes } from './try-routes';
import { variantsRoutes } from '../variants/variants-routes';
import { outboxMails } from '../domain/accounts';
import { ShopFailure } from '../domain/failure';
import type { CardAcquirer } from '../domain/card-acquirer';
import { DEFAULT_LIMITS } from '../domain/limits';
import type { Guards, SecurityLimits } from '../domain/limits';
import { deliverOrder, shipOrder } from '../domain/orders';
import { auditRecharge } from '../domain/recharges';
import { auditRefund } from '../domain/refunds';
import { auditWithdrawal } from '../domain/withdrawals';
import { formatMoney } from '../store/money';
import { OrderStatus, type OrderStatusCode } from '../store/state';
import type { Store } from '../store/store';

export interface ControlOptions {
  store: Store;
  faults: FaultBook;
  overrides: OverrideBook;
  /** Scenario files: DATA_DIR/scenarios (in memory without a DATA_DIR), the built-in ones. */
  scenarios: Scenarios;
  /** Answer requests from other hosts too (MOCK_CONTROL_OPEN=1); loopback only otherwise. */
  open: boolean;
  /** The per-start token every request must carry in the x-mock-control-token header. */
  token: string;
  /** Mounted under /__mock/chat: the chat gateway's own controls (speak as a merchant, DISCONNECT). */
  chatControl?: FastifyPluginAsync;
  /** The API's guessing limits, read and changed under /__mock/limits. */
  guards?: Guards;
}

/**
 * The /__mock/* API only a mock has: reset to the seed, audit recharges, withdrawals and refunds,
 * move orders along, read the e-mail outbox, inject faults. Answers `{ok: true, ...}` or
 * `{ok: false, error}`; it is not part of the contract.
 */
export async function controlPlugin(app: FastifyInstance, options: ControlOptions): Promise<void> {
  const { store, faults, overrides } = options;

  // Loopback, no foreign origin, the control token: see control-guard.ts.
  app.addHook('onRequest', async (request, reply) => {
    const refusal = controlRefusal(request, options.token, options.open);
    if (refusal) return reply.code(refusal.status).send({ ok: false, error: refusal.error });
  });
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ShopFailure)
      return reply.code(409).send({ ok: false, error: error.message });
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    return reply
      .code(status >= 400 ? status : 500)
      .send({ ok: false, error: (error as Error).message });
  });

  app.post('/reset', async () => {
    await store.reset();
    faults.clear();
    overrides.clear();
    options.guards?.clearCounts();
    options.guards?.acquirer.clear();
    return { ok: true };
  });

  /** What waits for an audit, so a developer can find the id to approve. */
  app.get('/pending', async (): Promise<ControlAnswer<PendingAnswer>> => {
    const { db } = store;
    const ordersIn = (status: OrderStatusCode) =>
      db.all(
        db.q
          .selectFrom('orders')
          .select(['id', 'sn', 'userId'])
          .where('status', '=', status)
          .orderBy('id'),
      );
    return {
      ok: true,
      recharges: db
        .all(
          db.q
            .selectFrom('recharges')
            .select(['id', 'userId', 'sn', 'amount', 'method', 'network'])
            .where('state', '=', 0)
            .orderBy('id'),
        )
        .map((r) => ({ ...r, amount: formatMoney(r.amount) })),
      withdrawals: db
        .all(
          db.q
            .selectFrom('withdrawals')
            .select(['id', 'userId', 'sn', 'amount'])
            .where('state', '=', 0)
            .orderBy('id'),
        )
        .map((w) => ({ ...w, amount: formatMoney(w.amount) })),
      refunds: db
        .all(
          db.q
            .selectFrom('refunds')
            .select(['id', 'userId', 'orderId', 'amount'])
            .where('state', '=', 0)
            .orderBy('id'),
        )
        .map((r) => ({ ...r, amount: formatMoney(r.amount) })),
      ordersToShip: ordersIn(OrderStatus.waitingDeliver),
      ordersToDeliver: ordersIn(OrderStatus.delivered),
    };
  });

  for (const [kind, audit] of [
    ['recharges', auditRecharge],
    ['withdrawals', auditWithdrawal],
  ] as const) {
    for (const verdict of ['approve', 'refuse'] as const) {
      app.post<{ Params: { id: number }; Body: AuditRequest | undefined }>(
        `/${kind}/:id/${verdict}`,
        { schema: { params: idParam } },
        async (request): Promise<ControlAnswer<AuditAnswer>> => {
          const note =
            typeof request.body?.note === 'string' ? request.body.note.slice(0, 500) : '';
          const record = store.transaction((db) =>
            audit(db, request.params.id, verdict === 'approve', note),
          );
          return { ok: true, id: record.id, state: record.state };
        },
      );
    }
  }
  for (const verdict of ['approve', 'refuse'] as const) {
    app.post<{ Params: { id: number } }>(
      `/refunds/:id/${verdict}`,
      { schema: { params: idParam } },
      async (request): Promise<ControlAnswer<AuditAnswer>> => {
        const refund = store.transaction((db) =>
          auditRefund(db, request.params.id, verdict === 'approve'),
        );
        return { ok: true, id: refund.id, state: refund.state };
      },
    );
  }
  app.post<{ Params: { id: number }; Body: ShipRequest | undefined }>(
    '/orders/:id/ship',
    {
      schema: {
        params: idParam,
        body: {
          type: ['object', 'null'],
          additionalProperties: false,
          properties: { trackingNo: { type: 'string', pattern: '^[A-Za-z0-9-]{1,40}$' } },
        },
      },
    },
    async (request): Promise<ControlAnswer<OrderStepAnswer>> => {
      const chosen = request.body?.trackingNo;
      const order = store.transaction((db) => {
        const shipped = shipOrder(db, request.params.id);
        // A tracking number of the developer's choosing; TRK<id> otherwise.
        if (!chosen) return shipped;
        db.run(db.q.updateTable('orders').set({ trackingNo: chosen }).where('id', '=', shipped.id));
        return { ...shipped, trackingNo: chosen };
      });
      return { ok: true, id: order.id, status: order.status, trackingNo: order.trackingNo };
    },
  );
  app.post<{ Params: { id: number } }>(
    '/orders/:id/deliver',
    { schema: { params: idParam } },
    async (request): Promise<ControlAnswer<OrderStepAnswer>> => {
      const order = store.transaction((db) => deliverOrder(db, request.params.id));
      return { ok: true, id: order.id, status: order.status };
    },
  );

  app.get<{ Querystring: { to?: string } }>(
    '/outbox',
    async (request): Promise<ControlAnswer<OutboxAnswer>> => ({
      ok: true,
      mails: outboxMails(store.db, request.query.to),
    }),
  );

  app.get('/faults', async (): Promise<ControlAnswer<FaultsAnswer>> => ({
    ok: true,
    faults: faults.list(),
  }));
  app.post<{ Body: FaultInput }>(
    '/faults',
    {
      schema: {
        body: closedObject(['route'], {
          route: { type: 'string', minLength: 1 },
          method: {
            type: 'string',
            enum: [
              'GET',
              'POST',
              'PUT',
              'PATCH',
              'DELETE',
              'get',
              'post',
              'put',
              'patch',
              'delete',
            ],
          },
          kind: {
            type: 'string',
            enum: ['delay', 'status', 'drop', 'timeout', 'timeout-applied', 'slow-body'],
          },
          delayMs: { type: 'integer', minimum: 0, maximum: FAULT_DELAY_MAX_MS },
          status: { type: 'integer', minimum: 100, maximum: 599 },
          code: { type: 'integer', minimum: -1_000_000_000, maximum: 1_000_000_000 },
          message: { type: 'string', maxLength: FAULT_MESSAGE_MAX },
          trickleMs: { type: 'integer', minimum: 1, maximum: FAULT_DELAY_MAX_MS },
          drop: { type: 'boolean' },
          times: { type: 'integer', minimum: 1, maximum: FAULT_TIMES_MAX },
        }),
      },
    },
    async (request): Promise<ControlAnswer<FaultAnswer>> => ({
      ok: true,
      fault: faults.add(request.body),
    }),
  );
  app.delete<{ Querystring: { id?: number } }>(
    '/faults',
    { schema: { querystring: { type: 'object', properties: { id: { type: 'integer' } } } } },
    async (request) => {
      faults.clear(request.query.id);
      return { ok: true };
    },
  );

  if (options.guards) {
    limitRoutes(app, options.guards);
    cardRoutes(app, options.guards.acquirer);
  }
  const traffic = app.hasDecorator('traffic') ? app.traffic : undefined;
  consoleRoutes(app, { store, ...(traffic ? { traffic } : {}) });
  // Issue 33 (control/*): traffic export (HAR, curl), overrides, scenarios, try-it.
  if (traffic) trafficExportRoutes(app, { traffic });
  overrideRoutes(app, { overrides });
  scenarioRoutes(app, options.scenarios);
  tryRoutes(app, { store, ...(traffic ? { traffic } : {}) });
  // Issue 34: GET, PUT /variants, the variants mode (src/variants/, docs/variants.md).
  if (app.hasDecorator('variants')) variantsRoutes(app);

  // The chat gateway's controls live under /__mock/chat (speak as a merchant, force a DISCONNECT).
  if (options.chatControl) await app.register(options.chatControl, { prefix: '/chat' });
}

/**
 * The guessing limits (domain/limits.ts), for tests and developers: `GET /limits` reads them,
 * `POST /limits` with some of them (`{"loginFailures": 3, "loginWindowMs": 60000}`) changes those
 * and forgets the counts so far, `DELETE /limits` restores the defaults.
 */
function limitRoutes(app: FastifyInstance, guards: Guards): void {
  const properties = Object.fromEntries(
    Object.keys(DEFAULT_LIMITS).map((name) => [
      name,
      { type: 'integer', minimum: name.endsWith('Ms') ? 1 : 0, maximum: 366 * 24 * 3600 * 1000 },
    ]),
  );
  app.get('/limits', async () => ({ ok: true, limits: { ...guards.limits } }));
  app.post<{ Body: Partial<SecurityLimits> }>(
    '/limits',
    { schema: { body: closedObject([], properties) } },
    async (request) => {
      const limits = guards.set(request.body ?? {});
      guards.clearCounts();
      return { ok: true, limits };
    },
  );
  app.delete('/limits', async () => ({ ok: true, limits: guards.restore() }));
}

/**
 * The mock card acquirer (domain/card-acquirer.ts): `GET /cards` reads what is armed and the test
 * numbers that always decline, `POST /cards/decline-next` (`{"times": 1, "reason": "declined"}`,
 * both optional) declines the next card payments whatever their number, `DELETE` disarms it.
 */
function cardRoutes(app: FastifyInstance, acquirer: CardAcquirer): void {
  app.get('/cards', async (): Promise<ControlAnswer<CardsAnswer>> => ({
    ok: true,
    ...acquirer.view(),
  }));
  app.post<{ Body: DeclineNextRequest | undefined }>(
    '/cards/decline-next',
    {
      schema: {
        body: {
          type: ['object', 'null'],
          additionalProperties: false,
          properties: {
            times: { type: 'integer', minimum: 1, maximum: DECLINE_NEXT_MAX },
            reason: { type: 'string', enum: ['declined', 'insufficient_funds'] },
          },
        },
      },
    },
    async (request): Promise<ControlAnswer<CardsAnswer>> => {
      acquirer.declineNext(request.body?.times ?? 1, request.body?.reason ?? 'declined');
      return { ok: true, ...acquirer.view() };
    },
  );
  app.delete('/cards/decline-next', async (): Promise<ControlAnswer<CardsAnswer>> => {
    acquirer.clear();
    return { ok: true, ...acquirer.view() };
  });
}
