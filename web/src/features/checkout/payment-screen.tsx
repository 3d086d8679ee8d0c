import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isApiError } from '@/api/api-error';
import { refusalOf } from '@/i18n/refusal';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { AlertIcon, CheckIcon, WalletIcon } from '@/ui/icons';
import { LoadError } from '@/ui/load-error';
import { useMoney } from '@/ui/money';
import { ScreenHeader } from '@/ui/screen-header';
import { Skeleton } from '@/ui/skeleton';
import { TextField } from '@/ui/text-field';
import { useRuleForm } from '@/ui/use-rule-form';
import { useOrdersToPay } from './api/get-orders-to-pay';
import { usePayOrders } from './api/pay-orders';
import { PaymentDone, type PaymentDoneFacts } from './payment-done';
import { orderIdsFrom, shortfall, sumAmounts, toCents } from './payment-request';
import '@/ui/button.css';
import './checkout.css';
import { useUser } from '@/api/user';
import { paths } from '@/routing/paths';
import { returnState, withReturn } from '@/routing/return-to';
import '@/ui/stack-list.css';

/** The server's refusals that are about the code typed: said at the field, not below the form. */
const CODE_REFUSALS = [
  'errors.payPassword.wrong',
  'errors.payPassword.wrongTriesLeft',
  'errors.payPassword.locked',
] as const;

/** /payment?orders=12,13: pay orders waiting pay from the balance with the payment code. */
export default function PaymentScreen() {
  const { t } = useTranslation();
  const money = useMoney();
  const location = useLocation();
  const ids = orderIdsFrom(location.search);
  const orders = useOrdersToPay(ids);
  const wallet = useUser();
  const pay = usePayOrders();
  const [failure, setFailure] = useState<string>();
  const form = useRuleForm((rules) => rules.payPasswordRule, { pay_password: '' });
  const codeField = useRef<HTMLInputElement>(null);
  // A payment that went through: confirmed on this screen (amount, orders, what comes next).
  const [done, setDone] = useState<PaymentDoneFacts>();
  const here = `${location.pathname}${location.search}`;

  const header = <ScreenHeader title={t('route.payment')} fallbackPath={paths.myPurchases(0)} />;
  const toOrders = (
    <Link to={paths.myPurchases(0)} className="button button-primary">
      {t('payment.seeOrders')}
    </Link>
  );

  // The screen is kept alive: only the payment address it was made on shows the confirmation.
  if (done && done.forOrders === ids.join(',')) {
    return (
      <div className="checkout">
        {header}
        <PaymentDone facts={done} />
      </div>
    );
  }
  if (ids.length === 0) {
    return (
      <div className="checkout">
        {header}
        <EmptyState title={t('payment.nothingTitle')} action={toOrders} />
      </div>
    );
  }
  if (orders.some((order) => order.isPending) || wallet.isPending) {
    return (
      <div className="checkout">
        {header}
        <div className="checkout-skeleton" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton height="7rem" radius="16px" />
          <Skeleton height="9rem" radius="16px" />
        </div>
      </div>
    );
  }
  if (orders.some((order) => order.isError) || wallet.isError) {
    return (
      <div className="checkout">
        {header}
        <LoadError
          onRetry={() => Promise.all([...orders.map((order) => order.refetch()), wallet.refetch()])}
        />
      </div>
    );
  }

  const unpaid = orders.flatMap((order) =>
    order.data && order.data.status === 0 ? [order.data] : [],
  );
  if (unpaid.length === 0) {
    return (
      <div className="checkout">
        {header}
        <EmptyState
          icon={<CheckIcon size="2.5rem" color="var(--color-success)" />}
          title={t('payment.alreadyPaid')}
          action={toOrders}
        />
      </div>
    );
  }

  const due = sumAmounts(unpaid.map((order) => order.total));
  const balance = wallet.data?.money ?? '0.00';
  const missing = shortfall(balance, due);
  const isShort = toCents(missing) > 0;
  const codeSet = wallet.data?.pay_password_set ?? true;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const body = await form.check(event);
    if (!body) return;
    pay.mutate(
      { order_ids: unpaid.map((order) => order.id), pay_password: body.pay_password },
      {
        onSuccess: (answer) => {
          form.reset();
          setDone({
            forOrders: ids.join(','),
            paid: answer.paid,
            balance: answer.balance,
            orders: unpaid.map(({ id, sn, mer_name, total }) => ({ id, sn, mer_name, total })),
          });
        },
        // Said once, on the screen (the call shows no toast): a wrong code at the field, focused
        // and selected to be typed again; any other reason below it.
        onError: (error) => {
          const reason = isApiError(error) ? error.msg : '';
          // A cancelled call (screen left) says nothing.
          if (isApiError(error) && error.failure === 'cancelled') return;
          // No answer: the payment may have gone through. Read the orders again (a paid one
          // leaves this screen for "already paid") and say so instead of "failed".
          if (isApiError(error) && (error.failure === 'timeout' || error.failure === 'network')) {
            setFailure(t('payment.unknownOutcome'));
            void Promise.all([...orders.map((order) => order.refetch()), wallet.refetch()]);
            return;
          }
          const refusal = refusalOf(reason, CODE_REFUSALS);
          if (refusal) {
            form.refuse('pay_password', refusal);
            codeField.current?.focus();
            codeField.current?.select();
            return;
          }
          setFailure(reason ? t('payment.failed', { reason }) : t('success.payFailed'));
        },
      },
    );
  };

  return (
    <div className="checkout">
      {header}
      <section className="checkout-card" aria-labelledby="payment-orders">
        <h2 className="checkout-section-title" id="payment-orders">
          {t('payment.orders', { number: unpaid.length })}
        </h2>
        <ul className="stack-list payment-orders">
          {unpaid.map((order) => (
            <li key={order.id}>
              <span className="payment-order-shop">{order.mer_name}</span>
              <span className="payment-order-sn">{t('orders.sn', { sn: order.sn })}</span>
              <span className="payment-order-total">{money(order.total)}</span>
            </li>
          ))}
        </ul>
        <dl className="checkout-amounts">
          <div className="checkout-amounts-total">
            <dt>{t('payment.due')}</dt>
            <dd>{money(due)}</dd>
          </div>
          <div>
            <dt>{t('payment.balance')}</dt>
            <dd>{money(balance)}</dd>
          </div>
        </dl>
      </section>

      {isShort && (
        <div className="checkout-card payment-notice" role="status">
          <WalletIcon size="1.25rem" color="var(--color-brand)" />
          <p>{t('payment.short', { amount: money(missing) })}</p>
          <Link to={paths.topUp()} className="button button-primary button-small">
            {t('payment.topUp')}
          </Link>
        </div>
      )}
      {!codeSet && (
        <div className="checkout-card payment-notice" role="status">
          <AlertIcon size="1.25rem" color="var(--color-brand)" />
          <p>{t('payment.noCode')}</p>
          {/* Setting the code comes back here (`?redirect=`): the payment is not lost. */}
          <Link
            to={withReturn(paths.changePayPwd(), here)}
            state={returnState(here)}
            className="button button-secondary button-small"
          >
            {t('payment.setCode')}
          </Link>
        </div>
      )}

      <form
        className="checkout-card payment-form"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t('payment.formLabel')}
      >
        <TextField
          label={t('payment.code')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={32}
          ref={codeField}
          {...form.field('pay_password')}
        />
        {failure && (
          <p className="payment-failure" role="alert">
            {failure}
          </p>
        )}
        <Button type="submit" block busy={pay.isPending} disabled={isShort}>
          {t('payment.pay', { amount: money(due) })}
        </Button>
      </form>
    </div>
  );
}
