import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { AfterSaleOrder } from '@/ui/after-sale-order';
import { Button } from '@/ui/button';
import { ChoiceGroup } from '@/ui/choice-group';
import { ImagePicker } from '@/ui/image-picker';
import { LazyImage } from '@/ui/lazy-image';
import { useMoney } from '@/ui/money';
import { ScreenHeader } from '@/ui/screen-header';
import { TextAreaField } from '@/ui/text-area-field';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast-store';
import { useRuleForm } from '@/ui/use-rule-form';
import { useApplyRefund, type RefundRequest } from './api/apply-refund';
import type { OrderDetail } from '@/api/order-detail';
import { readRefundRoute, type RefundRoute } from './refund-route';
import '@/ui/button.css';
import '@/ui/form-screen.css';
import './refund.css';
import { paths } from '@/routing/paths';
import '@/ui/stack-list.css';

const reasons = ['notReceived', 'damaged', 'notAsDescribed', 'wrongItem', 'mistake'] as const;

/** /refund/{id}/{sn}/{product_ids}/{amount}: apply for a refund of a paid order, once. */
export default function RefundScreen() {
  const { t } = useTranslation();
  const route = readRefundRoute(useParams());

  return (
    <div className="form-screen">
      <ScreenHeader title={t('route.refund')} fallbackPath={paths.myPurchases()} />
      <AfterSaleOrder
        orderId={route.orderId}
        noOrder={{
          title: t('refund.noOrderTitle'),
          body: t('refund.noOrderBody'),
          ordersPath: paths.myPurchases(),
          ordersLabel: t('refund.toOrders'),
        }}
        placeholder={['4rem', '2.75rem', '2.75rem']}
      >
        {(order) =>
          order.refund || order.refund_status !== 'none' ? (
            <RefundState order={order} />
          ) : (
            // Keyed by order: a kept screen opened for another order starts a fresh form.
            <RefundForm key={order.id} order={order} route={route} />
          )
        }
      </AfterSaleOrder>
    </div>
  );
}

function OrderFacts({ order, productIds }: { order: OrderDetail; productIds: number[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const items =
    productIds.length > 0
      ? order.items.filter((item) => productIds.includes(item.product_id))
      : order.items;
  return (
    <section className="form-card" aria-label={t('refund.order')}>
      <div className="refund-order-head">
        <span>{order.mer_name}</span>
        <span className="refund-sn">{t('refund.sn', { sn: order.sn })}</span>
      </div>
      <ul className="stack-list">
        {(items.length > 0 ? items : order.items).map((item) => (
          <li key={item.product_id} className="refund-item">
            <LazyImage className="refund-item-picture" src={item.image} alt="" />
            <span className="refund-item-name">{item.name}</span>
            <span className="refund-item-price">
              {money(item.price)} × {item.quantity}
            </span>
          </li>
        ))}
      </ul>
      <p className="refund-paid">
        {t('refund.paid')} <strong>{money(order.total)}</strong>
      </p>
    </section>
  );
}

function RefundState({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  const refund = order.refund;
  const progress =
    order.refund_status === 'refunded' ? t('orderStatus.refunded') : t('orderStatus.drawingBack');
  return (
    <div className="form-body">
      <div className="form-note refund-state" role="status">
        <strong>{progress}</strong>
        <span>{t('refund.alreadyApplied')}</span>
      </div>
      {refund && (
        <section className="form-card" aria-label={t('refund.application')}>
          <dl className="refund-summary">
            <dt>{t('refund.type')}</dt>
            <dd>{t(`refund.types.${refund.type}`)}</dd>
            <dt>{t('refund.amount')}</dt>
            <dd>{money(refund.amount)}</dd>
            <dt>{t('refund.productStatus')}</dt>
            <dd>{t(`refund.productStates.${refund.product_status}`)}</dd>
            <dt>{t('refund.reason')}</dt>
            <dd>{refund.reason}</dd>
            <dt>{t('refund.audit')}</dt>
            <dd>
              {t(
                refund.status === 1
                  ? 'audit.passed'
                  : refund.status === 2
                    ? 'audit.refused'
                    : 'audit.auditing',
              )}
            </dd>
          </dl>
        </section>
      )}
      <OrderFacts order={order} productIds={refund?.product_ids ?? []} />
      <Link to={paths.orderInfo(order.id)} className="button button-secondary button-block">
        {t('refund.toOrder')}
      </Link>
    </div>
  );
}

function RefundForm({ order, route }: { order: OrderDetail; route: RefundRoute }) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const apply = useApplyRefund();
  const form = useRuleForm((rules) => rules.refundRule({ paid: order.total }), {
    order_id: order.id,
    ...(route.productIds.length > 0 ? { product_ids: route.productIds } : {}),
    type: undefined as RefundRequest['type'] | undefined,
    amount: route.amount ?? order.total,
    product_status: (order.status === 1 ? 'not_received' : undefined) as
      RefundRequest['product_status'] | undefined,
    reason: '',
    explanation: '',
    proof: [] as string[],
  });
  const { values, errors, setValue } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refund = await form.check(event);
    // A choice left out is said at it, and the check takes the shopper there.
    if (!refund) return;
    apply.mutate(refund, {
      onSuccess: () => {
        toast.success(t('success.apply'));
        void navigate(paths.orderInfo(order.id), { replace: true });
      },
    });
  };

  return (
    <form className="form-frame" onSubmit={(event) => void submit(event)} noValidate>
      <div className="form-body">
        <OrderFacts order={order} productIds={route.productIds} />
        <div className="form-card">
          <ChoiceGroup
            label={t('refund.type')}
            value={values.type}
            onChange={(type) => setValue('type', type)}
            error={errors.type}
            choices={[
              { value: 'no_return', label: t('refund.types.no_return') },
              { value: 'return_and_refund', label: t('refund.types.return_and_refund') },
            ]}
          />
          <ChoiceGroup
            label={t('refund.productStatus')}
            value={values.product_status}
            onChange={(status) => setValue('product_status', status)}
            error={errors.product_status}
            choices={[
              { value: 'not_received', label: t('refund.productStates.not_received') },
              { value: 'received', label: t('refund.productStates.received') },
            ]}
          />
          <TextField
            label={t('refund.amount')}
            inputMode="decimal"
            autoComplete="off"
            {...form.field('amount')}
            hint={t('refund.amountHint', { amount: money(order.total) })}
          />
        </div>
        <div className="form-card">
          <div className="refund-reason">
            <TextField label={t('refund.reason')} {...form.field('reason')} maxLength={100} />
            <div className="refund-reason-chips" aria-label={t('refund.reasonSuggestions')}>
              {reasons.map((key) => (
                <button
                  key={key}
                  type="button"
                  className="refund-reason-chip"
                  aria-pressed={values.reason === t(`refund.reasons.${key}`)}
                  onClick={() => setValue('reason', t(`refund.reasons.${key}`))}
                >
                  {t(`refund.reasons.${key}`)}
                </button>
              ))}
            </div>
          </div>
          <TextAreaField
            label={t('refund.explanation')}
            {...form.field('explanation')}
            maxLength={1000}
          />
          <ImagePicker
            label={t('refund.proof')}
            hint={t('refund.proofHint')}
            value={values.proof}
            onChange={(proof) => setValue('proof', proof)}
            error={errors.proof}
          />
        </div>
      </div>
      <div className="form-bar">
        <Button type="submit" block busy={apply.isPending}>
          {t('refund.submit')}
        </Button>
      </div>
    </form>
  );
}
