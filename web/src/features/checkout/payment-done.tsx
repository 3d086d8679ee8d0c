import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon } from '@/ui/icons';
import { useMoney } from '@/ui/money';
import { paths } from '@/routing/paths';
import '@/ui/button.css';
import '@/ui/stack-list.css';
import './checkout.css';

/** What the payment screen keeps of a payment that went through, to confirm it. */
export interface PaymentDoneFacts {
  /** The `?orders=` the payment was made on: another payment address shows its own form. */
  forOrders: string;
  /** The server's answer: the amount taken from the wallet and the balance left. */
  paid: string;
  balance: string;
  /** The orders paid, as the screen showed them (the shop's name with each). */
  orders: readonly { id: number; sn: string; mer_name: string; total: string }[];
}

/**
 * After a payment: what was paid, for which orders, what happens next, and where to go from
 * here (the order, or the orders waiting for their shops; or on shopping). The heading takes the
 * focus, so a screen reader reads the confirmation at once.
 */
export function PaymentDone({ facts }: { facts: PaymentDoneFacts }) {
  const { t } = useTranslation();
  const money = useMoney();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const [single] = facts.orders.length === 1 ? facts.orders : [];

  return (
    <>
      <section className="checkout-card payment-done" aria-labelledby="payment-done-title">
        <span className="payment-done-icon" aria-hidden="true">
          <CheckIcon size="2rem" color="var(--color-success)" />
        </span>
        <h2 className="payment-done-title" id="payment-done-title" tabIndex={-1} ref={heading}>
          {t('payment.done.title')}
        </h2>
        <dl className="checkout-amounts">
          <div className="checkout-amounts-total">
            <dt>{t('payment.done.paid')}</dt>
            <dd>{money(facts.paid)}</dd>
          </div>
          <div>
            <dt>{t('payment.done.balance')}</dt>
            <dd>{money(facts.balance)}</dd>
          </div>
        </dl>
      </section>

      <section className="checkout-card" aria-labelledby="payment-done-orders">
        <h2 className="checkout-section-title" id="payment-done-orders">
          {t('payment.done.orders', { number: facts.orders.length })}
        </h2>
        <ul className="stack-list payment-orders">
          {facts.orders.map((order) => (
            <li key={order.id}>
              <span className="payment-order-shop">{order.mer_name}</span>
              <span className="payment-order-sn">{t('orders.sn', { sn: order.sn })}</span>
              <span className="payment-order-total">{money(order.total)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="checkout-card" aria-labelledby="payment-done-next">
        <h2 className="checkout-section-title" id="payment-done-next">
          {t('payment.done.nextTitle')}
        </h2>
        <p className="payment-done-next">
          {t('payment.done.next', { count: facts.orders.length })}
        </p>
      </section>

      <div className="payment-done-actions">
        <Link
          to={single ? paths.orderInfo(single.id) : paths.myPurchases(1)}
          className="button button-primary button-block"
        >
          {single ? t('payment.done.viewOrder') : t('payment.done.viewOrders')}
        </Link>
        <Link to={paths.home()} className="button button-secondary button-block">
          {t('checkout.continueShopping')}
        </Link>
      </div>
    </>
  );
}
