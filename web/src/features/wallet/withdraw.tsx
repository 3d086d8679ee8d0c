import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/ui/button';
import { useConfirm } from '@/ui/confirm-dialog';
import { QueryState } from '@/ui/query-state';
import { useMoney } from '@/ui/money';
import { ScreenHeader } from '@/ui/screen-header';
import { FormOutline } from '@/ui/form-outline';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast-store';
import { useRuleForm } from '@/ui/use-rule-form';
import { useApplyWithdrawal } from './api/apply-withdrawal';
import { useWithdrawInfo, type WithdrawInfo } from './api/get-withdraw-info';
import { withdrawPreview } from './withdraw-charge';
import '@/ui/button.css';
import '@/ui/form-screen.css';
import { RecordsLink } from './records-link';
import './wallet.css';
import { paths } from '@/routing/paths';

/** /withDraw: to a bank card; the service charge and what arrives are shown before confirming. */
export default function WithdrawScreen() {
  const { t } = useTranslation();
  const info = useWithdrawInfo();
  return (
    <div className="form-screen">
      <ScreenHeader title={t('route.withDraw')} fallbackPath={paths.profile()} />
      <QueryState query={info} pending={<FormOutline heights={['3rem', '2.75rem', '2.75rem']} />}>
        {(data) => <WithdrawFields info={data} />}
      </QueryState>
    </div>
  );
}

function WithdrawFields({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const form = useRuleForm(
    (rules) => rules.withdrawRule({ balance: info.balance, minAmount: info.min_amount }),
    // The card of the last withdrawal comes with the info: the shopper rarely changes it.
    { amount: '', bank_card: info.bank_card, bank_name: info.bank_name },
  );
  const apply = useApplyWithdrawal();
  const [confirm, dialog] = useConfirm();
  const preview = withdrawPreview(form.values.amount, info.fee_percent);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const withdrawal = await form.check(event);
    if (!withdrawal) return;
    const split = withdrawPreview(withdrawal.amount, info.fee_percent);
    const yes = await confirm({
      title: t('wallet.withdraw.confirmTitle'),
      message: (
        <>
          <dl className="wallet-summary">
            <dt>{t('wallet.withdraw.amountShort')}</dt>
            <dd>{money(withdrawal.amount)}</dd>
            <dt>{t('wallet.withdraw.charge')}</dt>
            <dd>{money(split?.charge)}</dd>
            <dt>{t('wallet.withdraw.arrival')}</dt>
            <dd>{money(split?.arrival)}</dd>
          </dl>
          <p className="wallet-dialog-card">
            {t('wallet.withdraw.toCard', {
              bank: withdrawal.bank_name,
              card: withdrawal.bank_card,
            })}
          </p>
        </>
      ),
      confirmLabel: t('wallet.withdraw.confirm'),
    });
    if (!yes) return;
    apply.mutate(withdrawal, {
      onSuccess: () => {
        toast.success(t('success.draw'));
        form.reset({
          amount: '',
          bank_card: withdrawal.bank_card,
          bank_name: withdrawal.bank_name,
        });
        void navigate(paths.depositRecord());
      },
    });
  };

  return (
    <form className="form-frame" onSubmit={(event) => void submit(event)} noValidate>
      <div className="form-body">
        <div className="form-card wallet-balance-card">
          <span>{t('wallet.balance')}</span>
          <strong data-testid="withdraw-balance">{money(info.balance)}</strong>
        </div>
        <div className="form-card">
          <div className="wallet-amount-row">
            <TextField
              label={t('wallet.withdraw.amount')}
              inputMode="decimal"
              autoComplete="off"
              hint={t('wallet.withdraw.limits', {
                min: money(info.min_amount),
                max: money(info.balance),
              })}
              {...form.field('amount')}
            />
            <Button
              variant="ghost"
              size="small"
              onClick={() => form.setValue('amount', info.balance)}
            >
              {t('wallet.withdraw.all')}
            </Button>
          </div>
          <dl className="wallet-summary" aria-live="polite">
            <dt>{t('wallet.withdraw.charge')}</dt>
            <dd>
              {preview ? money(preview.charge) : '—'}
              <span className="wallet-rate">
                {' '}
                ({t('wallet.withdraw.rate', { percent: Number(info.fee_percent) })})
              </span>
            </dd>
            <dt>{t('wallet.withdraw.arrival')}</dt>
            <dd>{preview ? money(preview.arrival) : '—'}</dd>
          </dl>
        </div>
        <div className="form-card">
          <TextField
            label={t('wallet.withdraw.bankCard')}
            inputMode="numeric"
            autoComplete="cc-number"
            {...form.field('bank_card')}
          />
          <TextField label={t('wallet.withdraw.bankName')} {...form.field('bank_name')} />
        </div>
        <RecordsLink to="depositRecord" />
      </div>
      <div className="form-bar">
        <Button type="submit" block busy={apply.isPending}>
          {t('wallet.withdraw.submit')}
        </Button>
      </div>
      {dialog}
    </form>
  );
}
