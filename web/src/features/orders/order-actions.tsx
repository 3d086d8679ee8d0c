import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/ui/button';
import { useConfirm } from '@/ui/confirm-dialog';
import { directCheckoutPath, MAX_DIRECT_ITEMS } from '@/ui/direct-checkout';
import { toast } from '@/ui/toast-store';
import { useCancelOrder } from './api/cancel-order';
import { useConfirmReceived } from './api/confirm-received';
import type { OrderSummary } from './api/get-orders';
import { actionsOf, payPath, refundPath, reviewPath } from './order-status';

/**
 * The buttons an order offers in its state: cancel, pay, confirm received, refund, review, and
 * "Buy again" (the same products and quantities, checked out directly) once it is not waiting pay.
 */
export function OrderActions({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const actions = actionsOf(order);
  const buyAgain = order.status !== 0 && order.items.length <= MAX_DIRECT_ITEMS;
  const cancel = useCancelOrder();
  const confirmReceived = useConfirmReceived();
  const [confirm, dialog] = useConfirm();

  const askCancel = async () => {
    const yes = await confirm({
      title: t('orders.cancelTitle'),
      message: t('orders.sn', { sn: order.sn }),
      confirmLabel: t('orders.cancelOrder'),
      cancelLabel: t('orders.keepOrder'),
      danger: true,
    });
    if (yes) cancel.mutate(order.id, { onSuccess: () => toast.success(t('orders.cancelled')) });
  };
  const askConfirm = async () => {
    const yes = await confirm({
      title: t('orders.confirmTitle'),
      message: t('orders.confirmBody'),
      confirmLabel: t('orders.confirmReceived'),
    });
    if (yes)
      confirmReceived.mutate(order.id, {
        onSuccess: () => toast.success(t('orders.receivedDone')),
      });
  };

  if (!buyAgain && !Object.values(actions).some(Boolean)) return null;
  return (
    <div className="order-actions">
      {buyAgain && (
        <Link
          to={directCheckoutPath(
            order.items.map((item) => ({ product_id: item.product_id, quantity: item.quantity })),
          )}
          className="button button-secondary button-small"
          aria-label={t('orders.buyAgainNamed', { sn: order.sn })}
        >
          {t('orders.buyAgain')}
        </Link>
      )}
      {actions.refund && (
        <Link
          to={refundPath(order)}
          className="button button-secondary button-small"
          aria-label={t('orders.applyRefundNamed', { sn: order.sn })}
        >
          {t('orders.applyRefund')}
        </Link>
      )}
      {actions.cancel && (
        <Button
          variant="secondary"
          size="small"
          busy={cancel.isPending}
          onClick={() => void askCancel()}
        >
          {t('orders.cancelOrder')}
        </Button>
      )}
      {actions.review && (
        <Link to={reviewPath(order)} className="button button-secondary button-small">
          {t('orders.review')}
        </Link>
      )}
      {actions.confirm && (
        <Button size="small" busy={confirmReceived.isPending} onClick={() => void askConfirm()}>
          {t('orders.confirmReceived')}
        </Button>
      )}
      {actions.pay && (
        <Link to={payPath(order)} className="button button-primary button-small">
          {t('orders.pay')}
        </Link>
      )}
      {dialog}
    </div>
  );
}
