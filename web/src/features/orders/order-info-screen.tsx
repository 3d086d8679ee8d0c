import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '@/api/api-error';
import { EmptyState } from '@/ui/empty-state';
import { HomeIcon, MessageIcon, ShopIcon } from '@/ui/icons';
import { FlagIcon } from '@/ui/more-icons';
import { OrderLine, OrderLines } from '@/ui/order-lines';
import { LoadError } from '@/ui/load-error';
import { QueryState } from '@/ui/query-state';
import { useMoney } from '@/ui/money';
import { ScreenHeader } from '@/ui/screen-header';
import { Skeleton } from '@/ui/skeleton';
import { useOrderDetail, type OrderDetail } from '@/api/order-detail';
import { OrderActions } from './order-actions';
import { OrderStatusBadges } from './order-status-badges';
import { useDateTime } from '@/i18n/date-time';
import '@/ui/button.css';
import './orders.css';
import { paths } from '@/routing/paths';

/** The order id of `/orderInfo/{id}`; undefined when absent or not an id. */
function orderIdFrom(param: string | undefined): number | undefined {
  if (!param || !/^\d{1,15}$/.test(param)) return undefined;
  const id = Number(param);
  return id > 0 ? id : undefined;
}

const AUDIT_LABELS = { 0: 'audit.auditing', 1: 'audit.passed', 2: 'audit.refused' } as const;

/** /orderInfo/{id}: one order with its logistics timeline, address, amounts and actions. */
export default function OrderInfoScreen() {
  const { t } = useTranslation();
  const id = orderIdFrom(useParams().id);
  const order = useOrderDetail(id);
  const header = <ScreenHeader title={t('route.orderInfo')} fallbackPath={paths.myPurchases()} />;
  const toList = (
    <Link to={paths.myPurchases()} className="button button-primary">
      {t('orders.allOrders')}
    </Link>
  );

  return (
    <div className="orders order-info">
      {header}
      {id === undefined ? (
        <EmptyState title={t('orders.notFound')} action={toList} />
      ) : (
        <QueryState
          query={order}
          pending={
            <div className="orders-list" aria-busy="true" aria-label={t('common.loading')}>
              <Skeleton height="6rem" radius="16px" />
              <Skeleton height="10rem" radius="16px" />
              <Skeleton height="8rem" radius="16px" />
            </div>
          }
          failed={(retry) =>
            // A refusal (no such order, or not this shopper's) will not change on retry.
            isApiError(order.error) && order.error.failure === 'rejected' ? (
              <EmptyState title={t('orders.notFound')} body={order.error.msg} action={toList} />
            ) : (
              <LoadError onRetry={retry} retrying={order.isFetching} error={order.error} />
            )
          }
        >
          {(data) => <OrderDetailView order={data} />}
        </QueryState>
      )}
    </div>
  );
}

function OrderDetailView({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  const dateTime = useDateTime();
  return (
    <div className="orders-list">
      <section className="order-card" aria-labelledby="order-info-status">
        <div className="order-card-head">
          <h2 className="order-info-title order-sn" id="order-info-status">
            {t('orders.sn', { sn: order.sn })}
          </h2>
          <OrderStatusBadges status={order.status} refund={order.refund_status} />
        </div>
        <dl className="order-facts">
          <div>
            <dt>{t('orders.createdAt')}</dt>
            <dd>{dateTime(order.created_at)}</dd>
          </div>
          {order.paid_at !== null && (
            <div>
              <dt>{t('orders.paidAt')}</dt>
              <dd>{dateTime(order.paid_at)}</dd>
            </div>
          )}
          {order.tracking_no && (
            <div>
              <dt>{t('orders.trackingNo')}</dt>
              <dd>{order.tracking_no}</dd>
            </div>
          )}
        </dl>
      </section>

      <section className="order-card" aria-labelledby="order-info-logistics">
        <h2 className="order-info-title" id="order-info-logistics">
          {t('orders.logistics')}
        </h2>
        {order.logistics.length === 0 ? (
          <p className="order-muted">{t('orders.noLogistics')}</p>
        ) : (
          <ol className="order-timeline">
            {order.logistics.map((event, index) => (
              <li key={`${event.time}-${index}`} className={index === 0 ? 'is-latest' : undefined}>
                <span className="order-timeline-text">{event.description}</span>
                <time dateTime={new Date(event.time * 1000).toISOString()}>
                  {dateTime(event.time)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section className="order-card" aria-labelledby="order-info-address">
        <h2 className="order-info-title" id="order-info-address">
          <HomeIcon size="1rem" color="var(--color-text-muted)" />
          {t('orders.address')}
        </h2>
        <p className="order-address">
          <strong>{order.address.addressee}</strong> {order.address.mobile}
          <br />
          {order.address.area} {order.address.detail}
        </p>
      </section>

      <section className="order-card" aria-labelledby="order-info-shop">
        <div className="order-card-head">
          <h2 className="order-card-shop" id="order-info-shop">
            <ShopIcon size="1rem" color="var(--color-text-muted)" />
            <Link to={paths.shop(order.mer_id)}>{order.mer_name}</Link>
          </h2>
          <span className="order-shop-links">
            <Link to={paths.chatRoomDetail(order.mer_id)} className="order-chat">
              <MessageIcon size="1rem" color="currentColor" />
              {t('orders.chat')}
            </Link>
            <Link to={paths.complaint(order.mer_id, order.id)} className="order-chat">
              <FlagIcon size="1rem" color="currentColor" />
              {t('orders.complain')}
            </Link>
          </span>
        </div>
        <OrderLines>
          {order.items.map((item) => (
            <OrderLine
              key={item.product_id}
              image={item.image}
              name={<Link to={paths.detail(item.product_id, order.mer_id)}>{item.name}</Link>}
              price={money(item.price)}
              quantity={t('orders.times', { quantity: item.quantity })}
            />
          ))}
        </OrderLines>
        <dl className="order-facts">
          <div>
            <dt>{t('checkout.goodsTotal')}</dt>
            <dd>{money(order.goods_total)}</dd>
          </div>
          <div>
            <dt>{t('checkout.freight')}</dt>
            <dd>
              {Number(order.freight) === 0 ? t('checkout.freeFreight') : money(order.freight)}
            </dd>
          </div>
          {Number(order.discount) > 0 && (
            <div>
              <dt>
                {order.promo_code
                  ? t('orders.discountWith', { code: order.promo_code })
                  : t('checkout.discount')}
              </dt>
              <dd>−{money(order.discount)}</dd>
            </div>
          )}
          <div className="order-facts-total">
            <dt>{t('checkout.total')}</dt>
            <dd>{money(order.total)}</dd>
          </div>
          {order.remark && (
            <div>
              <dt>{t('orders.remark')}</dt>
              <dd>{order.remark}</dd>
            </div>
          )}
        </dl>
      </section>

      {order.refund && (
        <section className="order-card" aria-labelledby="order-info-refund">
          <h2 className="order-info-title" id="order-info-refund">
            {t('orders.refund')}
          </h2>
          <dl className="order-facts">
            <div>
              <dt>{t('orders.refundAmount')}</dt>
              <dd>{money(order.refund.amount)}</dd>
            </div>
            <div>
              <dt>{t('orders.refundAudit')}</dt>
              <dd>{t(AUDIT_LABELS[order.refund.status])}</dd>
            </div>
            <div>
              <dt>{t('orders.refundReason')}</dt>
              <dd>{order.refund.reason}</dd>
            </div>
          </dl>
        </section>
      )}

      <OrderActions order={order} />
    </div>
  );
}
