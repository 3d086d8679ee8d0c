import { useTranslation } from 'react-i18next';
import { refundLabel, statusLabel, type OrderStatus, type RefundStatus } from './order-status';

/** The order's status in words, and the refund mark (drawing back, refunded) when there is one. */
export function OrderStatusBadges({
  status,
  refund,
}: {
  status: OrderStatus;
  refund: RefundStatus;
}) {
  const { t } = useTranslation();
  const refundKey = refundLabel(refund);
  return (
    <span className="order-badges">
      <span className={`order-status order-status-${status < 0 ? 'closed' : 'open'}`}>
        {t(statusLabel(status))}
      </span>
      {refundKey && <span className="order-refund">{t(refundKey)}</span>}
    </span>
  );
}
