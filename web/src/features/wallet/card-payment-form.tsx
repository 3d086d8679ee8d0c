import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/ui/button';
import { useMoney } from '@/ui/money';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast-store';
import { useRuleCheck } from '@/ui/use-rule-check';
import type { DepositAddress } from './api/get-deposit-addresses';
import { usePayRechargeByCard } from './api/pay-recharge-by-card';
import { formatExpiry, groupCardNumber } from './card-input';
import '@/ui/button.css';
import '@/ui/form-screen.css';
import { RecordsLink } from './records-link';
import './wallet.css';
import { paths } from '@/routing/paths';

/**
 * A card recharge: the card (number, expiry, CVC, holder) and the amount, checked here with the
 * contract's card rule and again by the server, then charged at once. The form keeps the card only
 * in its own state; it is cleared as soon as the payment went through.
 */
export function CardPaymentForm({
  deposit,
  children,
}: {
  deposit: DepositAddress;
  /** Shown first (the method chooser on /topUp). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const pay = usePayRechargeByCard();
  const [amount, setAmount] = useState('');
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [holder, setHolder] = useState('');
  const body = { amount, card_number: cardNumber, expiry, cvc, holder };
  const rule = useRuleCheck(
    (rules) => rules.cardRechargeRule({ minAmount: deposit.min_amount }),
    body,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payment = await rule.check();
    if (!payment) return;
    pay.mutate(payment, {
      onSuccess: (record) => {
        toast.success(t('wallet.card.paid', { amount: money(record.amount) }));
        setCardNumber('');
        setExpiry('');
        setCvc('');
        setHolder('');
        setAmount('');
        rule.reset();
        void navigate(paths.topUpRecord());
      },
    });
  };

  return (
    <form className="form-frame" onSubmit={(event) => void submit(event)} noValidate>
      <div className="form-body">
        {children}
        <div className="form-card">
          <p className="form-note">{t('wallet.card.intro')}</p>
          <TextField
            label={t('wallet.card.amount')}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={rule.errors.amount}
            hint={t('wallet.topUp.minimum', { amount: money(deposit.min_amount) })}
          />
        </div>
        <fieldset className="form-card wallet-card-fields">
          <legend className="wallet-card-legend">{t('wallet.card.legend')}</legend>
          <TextField
            label={t('wallet.card.number')}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            value={cardNumber}
            onChange={(event) => setCardNumber(groupCardNumber(event.target.value))}
            error={rule.errors.card_number}
          />
          <div className="wallet-card-row">
            <TextField
              label={t('wallet.card.expiry')}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              value={expiry}
              onChange={(event) => setExpiry(formatExpiry(event.target.value, expiry))}
              error={rule.errors.expiry}
            />
            <TextField
              label={t('wallet.card.cvc')}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              value={cvc}
              onChange={(event) => setCvc(event.target.value.replace(/\D/g, ''))}
              error={rule.errors.cvc}
            />
          </div>
          <TextField
            label={t('wallet.card.holder')}
            autoComplete="cc-name"
            value={holder}
            onChange={(event) => setHolder(event.target.value)}
            error={rule.errors.holder}
          />
          <p className="form-note">{t('wallet.card.privacy')}</p>
        </fieldset>
        <RecordsLink to="topUpRecord" />
      </div>
      <div className="form-bar">
        <Button type="submit" block busy={pay.isPending}>
          {t('wallet.card.pay')}
        </Button>
      </div>
    </form>
  );
}
