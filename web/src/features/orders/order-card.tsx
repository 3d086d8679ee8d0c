import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShopIcon } from '@/ui/icons';
import { OrderLine, OrderLines } from '@/ui/order-lines';
import { useMoney } from '@/ui/money';
import type { OrderSummary } from './api/get-orders';
import { OrderActions } from './order-actions';
import { OrderStatusBadges } from './order-status-badges';
import { useDateTime } from '@/i18n/date-time';
import { paths } from '@/routing/paths';

/** One order in the list: shop, status, its products, the total, and what can be done. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const money = useMoney();
  const dateTime = useDateTime();
  const headingId = `order-${order.id}`;
  return (
    <article className="order-card" aria-labelledby={headingId}>
      <div className="order-card-head">
        <h2 className="order-card-shop" id={headingId}>
          <ShopIcon size="1rem" color="var(--color-text-muted)" />
          <span>{order.mer_name}</span>
        </h2>
        <OrderStatusBadges status={order.status} refund={order.refund_status} />
      </div>
      <Link
        to={paths.orderInfo(order.id)}
        className="order-card-body"
        aria-label={t('orders.openNamed', { sn: order.sn })}
      >
        <p className="order-card-meta">
          <span className="order-sn">{t('orders.sn', { sn: order.sn })}</span>
          <time dateTime={new Date(order.created_at * 1000).toISOString()}>
            {dateTime(order.created_at)}
          </time>
        </p>
        <OrderLines>
          {order.items.map((item) => (
            <OrderLine
              key={item.product_id}
              image={item.image}
              name={item.name}
              price={money(item.price)}
              quantity={t('orders.times', { quantity: item.quantity })}
            />
          ))}
        </OrderLines>
        <p className="order-card-total">
          {t('orders.itemsTotal', { quantity: order.quantity })}{' '}
          <strong>{money(order.total)}</strong>
        </p>
      </Link>
      <OrderActions order={order} />
    </article>
  );
}
