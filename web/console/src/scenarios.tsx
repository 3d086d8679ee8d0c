import { useState } from 'react';
import type {
  AuditRequest,
  AuditState,
  ProductsAnswer,
  ShipRequest,
  ShopperRecords,
  ShoppersAnswer,
  StockRequest,
  TopUpRequest,
} from '@storefront/contracts/control-api';
import { AUDIT_STATE, ORDER_STATUS } from './control-api';
import { Field, Form } from './control-form';
import { LoadError, type Run, Status, useAction, useControl } from './hooks';
import { ScenarioFiles } from './scenario-files';

/**
 * The storefront's screens a change shows on. A screen already open keeps what it loaded until it
 * loads again (its pull-to-refresh, a return to it, a reload).
 */
const SHOWS = {
  recharges: 'The shopper sees it on Me and Wallet (balance), Recharge records and Notifications',
  withdrawals:
    'The shopper sees it on Me and Wallet (balance), Withdrawal records and Notifications',
  refunds: 'The shopper sees it on My orders (After-sales), the order’s details and Notifications',
  orders: 'The shopper sees it on My orders, the order’s details and Notifications',
  topUp: 'The shopper sees it on Me and Wallet (balance) and Recharge records',
  stock: 'Shoppers see it on the product page and in their carts',
} as const;

/** Reset, a shopper's records and what can be done to them, product stock. */
export function Scenarios() {
  const shoppers = useControl<ShoppersAnswer>('/shoppers', 5000);
  const [picked, setPicked] = useState<number | null>(null);
  const shopperId = picked ?? shoppers.data?.shoppers[0]?.id ?? null;
  const records = useControl<ShopperRecords>(
    shopperId === null ? null : `/shoppers/${shopperId}`,
    2000,
  );
  const { run, status, busy } = useAction(records.reload);
  const [note, setNote] = useState('');
  const [amount, setAmount] = useState('100.00');
  const shopper = records.data?.shopper;

  return (
    <section aria-labelledby="scenarios-title">
      <header className="bar">
        <h1 id="scenarios-title">Scenarios</h1>
        <button
          type="button"
          disabled={busy}
          onClick={() => {
            if (window.confirm('Reset every record to the seed? Sessions end too.'))
              void run('Reset to the seed', '/reset');
          }}
        >
          Reset to the seed
        </button>
      </header>
      <Status status={status} />
      <ScenarioFiles
        onLoaded={() => {
          setPicked(null);
          shoppers.reload();
          records.reload();
        }}
      />
      <h2>State</h2>
      <div className="row">
        <label>
          Shopper{' '}
          <select
            value={shopperId ?? ''}
            onChange={(event) => setPicked(Number(event.target.value))}
          >
            {shoppers.data?.shoppers.map((s) => (
              <option key={s.id} value={s.id}>
                #{s.id} {s.email} ({s.nickname})
              </option>
            ))}
          </select>
        </label>
        {shopper && (
          <span className="balance" data-testid="balance">
            Balance <strong>{shopper.balance}</strong>
          </span>
        )}
        <Form
          className="inline"
          onSubmit={() => {
            if (shopper)
              void run(
                'Top up',
                `/shoppers/${shopper.id}/top-up`,
                { amount } satisfies TopUpRequest,
                'POST',
                SHOWS.topUp,
              );
          }}
        >
          <input
            aria-label="Top-up amount"
            value={amount}
            inputMode="decimal"
            onChange={(event) => setAmount(event.target.value)}
          />
          <button type="submit" disabled={busy || !shopper}>
            Top up
          </button>
        </Form>
        <Field
          label="Audit note"
          value={note}
          maxLength={500}
          placeholder="shown to the shopper"
          onChange={setNote}
        />
      </div>
      <LoadError error={records.error} />
      {records.data && (
        <div className="grid">
          <Audits
            title="Recharges"
            kind="recharges"
            rows={records.data.recharges.map((r) => ({
              ...r,
              label: `${r.sn} · ${r.method} · ${r.amount}`,
            }))}
            note={note}
            run={run}
            busy={busy}
          />
          <Audits
            title="Withdrawals"
            kind="withdrawals"
            rows={records.data.withdrawals.map((w) => ({ ...w, label: `${w.sn} · ${w.amount}` }))}
            note={note}
            run={run}
            busy={busy}
          />
          <Orders orders={records.data.orders} run={run} busy={busy} />
          <Audits
            title="Refunds"
            kind="refunds"
            rows={records.data.refunds.map((r) => ({
              ...r,
              note: '',
              label: `order #${r.orderId} · ${r.amount} · ${r.reason}`,
            }))}
            note={null}
            run={run}
            busy={busy}
          />
        </div>
      )}
      <Stock run={run} busy={busy} />
    </section>
  );
}

function Audits(props: {
  title: string;
  kind: 'recharges' | 'withdrawals' | 'refunds';
  rows: { id: number; label: string; state: AuditState; note: string }[];
  /** The note sent with a verdict; null when the kind takes none (refunds). */
  note: string | null;
  run: Run;
  busy: boolean;
}) {
  const { title, kind, rows, note, run, busy } = props;
  return (
    <article aria-label={title}>
      <h2>{title}</h2>
      {rows.length === 0 && <p className="muted">None.</p>}
      <ul className="records">
        {rows.map((row) => (
          <li key={row.id}>
            <span>{row.label}</span>
            <span className={`state s${row.state}`}>{AUDIT_STATE[row.state]}</span>
            {row.note && <span className="muted">“{row.note}”</span>}
            {row.state === 0 &&
              (['approve', 'refuse'] as const).map((verdict) => (
                <button
                  key={verdict}
                  type="button"
                  disabled={busy}
                  onClick={() =>
                    void run(
                      `${verdict} ${kind} #${row.id}`,
                      `/${kind}/${row.id}/${verdict}`,
                      (note === null ? {} : { note }) satisfies AuditRequest,
                      'POST',
                      SHOWS[kind],
                    )
                  }
                >
                  {verdict === 'approve' ? 'Approve' : 'Refuse'}
                </button>
              ))}
          </li>
        ))}
      </ul>
    </article>
  );
}

/** The step on from an order's status, one button (a shipment takes a tracking number too). */
const NEXT_STEP: Partial<Record<number, { to: 'ship' | 'deliver' | 'complete'; label: string }>> = {
  1: { to: 'ship', label: 'Ship' },
  2: { to: 'deliver', label: 'Deliver' },
  3: { to: 'complete', label: 'Complete' },
};

function Orders({
  orders,
  run,
  busy,
}: {
  orders: ShopperRecords['orders'];
  run: Run;
  busy: boolean;
}) {
  const [tracking, setTracking] = useState<Record<number, string>>({});
  return (
    <article aria-label="Orders">
      <h2>Orders</h2>
      {orders.length === 0 && <p className="muted">None.</p>}
      <ul className="records">
        {orders.map((order) => {
          const next = NEXT_STEP[order.status];
          const trackingNo = tracking[order.id];
          return (
            <li key={order.id}>
              <span>
                {order.sn} · {order.total}
                {order.trackingNo && ` · ${order.trackingNo}`}
              </span>
              <span className="state">{ORDER_STATUS[order.status] ?? order.status}</span>
              {next?.to === 'ship' && (
                <input
                  aria-label={`Tracking number of ${order.sn}`}
                  placeholder="tracking no."
                  value={trackingNo ?? ''}
                  onChange={(event) => setTracking({ ...tracking, [order.id]: event.target.value })}
                />
              )}
              {next && (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() =>
                    void run(
                      `${next.to} ${order.sn}`,
                      `/orders/${order.id}/${next.to}`,
                      (next.to === 'ship' && trackingNo
                        ? { trackingNo }
                        : {}) satisfies ShipRequest,
                      'POST',
                      SHOWS.orders,
                    )
                  }
                >
                  {next.label}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </article>
  );
}

function Stock({ run, busy }: { run: Run; busy: boolean }) {
  const [query, setQuery] = useState('');
  const products = useControl<ProductsAnswer>(`/products?q=${encodeURIComponent(query)}`);
  const [stock, setStock] = useState<Record<number, string>>({});
  return (
    <article aria-label="Stock">
      <h2>Product stock</h2>
      <input
        aria-label="Find a product"
        placeholder="name or id"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <ul className="records">
        {products.data?.products.slice(0, 8).map((product) => (
          <li key={product.id}>
            <span>
              #{product.id} {product.name} · shop {product.merchantId} · {product.price}
            </span>
            <span className="state">stock {product.stock}</span>
            <input
              aria-label={`New stock of ${product.name}`}
              inputMode="numeric"
              value={stock[product.id] ?? ''}
              onChange={(event) => setStock({ ...stock, [product.id]: event.target.value })}
            />
            <button
              type="button"
              disabled={busy || !/^\d+$/.test(stock[product.id] ?? '')}
              onClick={() =>
                void run(
                  `stock of #${product.id}`,
                  `/products/${product.id}/stock`,
                  { stock: Number(stock[product.id]) } satisfies StockRequest,
                  'POST',
                  SHOWS.stock,
                ).then(products.reload)
              }
            >
              Set stock
            </button>
          </li>
        ))}
      </ul>
    </article>
  );
}
