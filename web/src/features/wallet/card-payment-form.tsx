import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/ui/button';
import { useMoney } from '@/ui/money';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast-store';
import { useRuleForm } from '@/ui/use-rule-form';
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
  const form = useRuleForm((rules) => rules.cardRechargeRule({ minAmount: deposit.min_amount }), {
    amount: '',
    card_number: '',
    expiry: '',
    cvc: '',
    holder: '',
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payment = await form.check(event);
    if (!payment) return;
    pay.mutate(payment, {
      onSuccess: (record) => {
        toast.success(t('wallet.card.paid', { amount: money(record.amount) }));
        form.reset();
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
            {...form.field('amount')}
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
            {...form.field('card_number')}
            onChange={(event) => form.setValue('card_number', groupCardNumber(event.target.value))}
          />
          <div className="wallet-card-row">
            <TextField
              label={t('wallet.card.expiry')}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              {...form.field('expiry')}
              onChange={(event) =>
                form.setValue('expiry', formatExpiry(event.target.value, form.values.expiry))
              }
            />
            <TextField
              label={t('wallet.card.cvc')}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              {...form.field('cvc')}
              onChange={(event) => form.setValue('cvc', event.target.value.replace(/\D/g, ''))}
            />
          </div>
          <TextField
            label={t('wallet.card.holder')}
            autoComplete="cc-name"
            {...form.field('holder')}
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
