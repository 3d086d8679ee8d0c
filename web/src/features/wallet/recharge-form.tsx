import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRuleMessage } from '@/i18n/rule-messages';
import { Button } from '@/ui/button';
import { ChoiceGroup } from '@/ui/choice-group';
import { ImagePicker } from '@/ui/image-picker';
import { QueryState } from '@/ui/query-state';
import { useMoney } from '@/ui/money';
import { ScreenHeader } from '@/ui/screen-header';
import { FormOutline } from '@/ui/form-outline';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast-store';
import { useRuleForm } from '@/ui/use-rule-form';
import { useApplyRecharge } from './api/apply-recharge';
import { useDepositAddresses, type DepositAddress } from './api/get-deposit-addresses';
import { CardPaymentForm } from './card-payment-form';
import { copyText } from './copy-text';
import { methodsWithNetworks, networksOf, type RechargeMethod } from './deposit-networks';
import '@/ui/button.css';
import '@/ui/form-screen.css';
import { RecordsLink } from './records-link';
import './wallet.css';
import { paths } from '@/routing/paths';

export interface RechargeFormProps {
  title: string;
  /** The methods this screen offers: all three on /topUp, one on /walletTopUp and /cardTopUp. */
  methods: readonly RechargeMethod[];
}

/**
 * A recharge: choose the method and the network, send the money to the platform's address for
 * that network, then declare the amount with a picture of the payment. It is credited once the
 * platform has checked it (see /topUpRecord). A card is paid in a card form instead
 * (CardPaymentForm): charged and credited at once, no evidence.
 */
export function RechargeForm({ title, methods }: RechargeFormProps) {
  const addresses = useDepositAddresses();
  return (
    <div className="form-screen">
      <ScreenHeader title={title} fallbackPath={paths.profile()} />
      <QueryState
        query={addresses}
        pending={<FormOutline heights={['2.5rem', '5rem', '2.75rem']} />}
      >
        {(data) => <RechargeFields addresses={data} methods={methods} />}
      </QueryState>
    </div>
  );
}

function RechargeFields({
  addresses,
  methods,
}: {
  addresses: DepositAddress[];
  methods: readonly RechargeMethod[];
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const ruleMessage = useRuleMessage();
  const navigate = useNavigate();
  const offered = methodsWithNetworks(addresses, methods);
  const [method, setMethod] = useState<RechargeMethod | undefined>(offered[0]);
  const networks = method ? networksOf(addresses, method) : { usable: [], refused: [] };
  const [chosenId, setChosenId] = useState<number | undefined>(networks.usable[0]?.id);
  const deposit = networks.usable.find((address) => address.id === chosenId);
  const apply = useApplyRecharge();
  // The shopper types the amount and adds the picture; the method and network chosen above say
  // where the money went.
  const form = useRuleForm(
    (rules) => rules.rechargeRule({ depositAddresses: addresses }),
    { amount: '', evidence: [] as string[] },
    {
      body: ({ amount, evidence }) => ({
        method: method ?? '',
        network: deposit?.network ?? '',
        address: deposit?.address ?? '',
        amount,
        evidence: evidence[0] ?? '',
      }),
    },
  );

  if (!method) {
    return (
      <div className="form-body">
        <p className="form-note">{t('wallet.topUp.noMethod')}</p>
      </div>
    );
  }

  const chooseMethod = (next: RechargeMethod) => {
    setMethod(next);
    setChosenId(networksOf(addresses, next).usable[0]?.id);
  };

  const methodChoice = offered.length > 1 && (
    <ChoiceGroup
      label={t('wallet.topUp.method')}
      value={method}
      onChange={chooseMethod}
      choices={offered.map((value) => ({
        value,
        label: t(`wallet.method.${value}`),
      }))}
    />
  );

  if (method === 'card' && deposit) {
    return (
      <CardPaymentForm deposit={deposit}>
        {methodChoice && <div className="form-card">{methodChoice}</div>}
      </CardPaymentForm>
    );
  }

  // What the Copy button copies, said in its label and its toast: an address, or bank details.
  const copyWhat = method === 'bank' ? 'bank' : 'address';
  const copy = async () => {
    if (!deposit) return;
    const result = await copyText(deposit.address);
    if (result === 'copied') toast.success(t(`wallet.topUp.copied.${copyWhat}`));
    else if (result === 'unsupported') toast.fail(t('wallet.topUp.copyUnsupported'));
    else toast.fail(t(`wallet.topUp.copyFailed.${copyWhat}`));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const recharge = await form.check(event);
    if (!recharge) return;
    apply.mutate(recharge, {
      onSuccess: () => {
        toast.success(t('success.apply'));
        form.reset();
        void navigate(paths.topUpRecord());
      },
    });
  };

  const refusedNames = networks.refused.map((address) => address.network).join(', ');
  return (
    <form className="form-frame" onSubmit={(event) => void submit(event)} noValidate>
      <div className="form-body">
        {(offered.length > 1 || method === 'chain' || networks.usable.length > 1) && (
          <div className="form-card">
            {methodChoice}
            {(method === 'chain' || networks.usable.length > 1) && (
              <ChoiceGroup
                label={t('wallet.topUp.network')}
                value={deposit ? String(deposit.id) : undefined}
                onChange={(id) => setChosenId(Number(id))}
                error={form.errors.network}
                choices={networks.usable.map((address) => ({
                  value: String(address.id),
                  label: `${address.network} · ${address.coin}`,
                }))}
              />
            )}
            {method === 'chain' && (
              <div className="form-note form-note-warning wallet-warning" role="note">
                <p>{ruleMessage('rules.recharge.networkMismatch')}</p>
                <p>
                  {ruleMessage('rules.recharge.networkUnsupported')}
                  {refusedNames && ` (${refusedNames})`}
                </p>
              </div>
            )}
          </div>
        )}
        {deposit && (
          <section className="form-card" aria-labelledby="deposit-address-title">
            <h2 id="deposit-address-title">
              {method === 'chain' ? t('wallet.topUp.sendTo') : t('wallet.topUp.payTo')}
            </h2>
            <p className="wallet-deposit-address" data-testid="deposit-address">
              {deposit.address}
            </p>
            <div className="wallet-deposit-facts">
              {method === 'chain' && (
                <span>
                  {t('wallet.topUp.networkCoin', { network: deposit.network, coin: deposit.coin })}
                </span>
              )}
              <span>{t('wallet.topUp.minimum', { amount: money(deposit.min_amount) })}</span>
            </div>
            {method === 'bank' && (
              <p className="form-note" role="note">
                {t('wallet.topUp.exampleAccount')}
              </p>
            )}
            <Button variant="secondary" size="small" onClick={() => void copy()}>
              {t(`wallet.topUp.copy.${copyWhat}`)}
            </Button>
            {form.errors.address && (
              <span className="field-error" role="alert">
                {form.errors.address}
              </span>
            )}
          </section>
        )}
        <div className="form-card">
          <TextField
            label={t('wallet.topUp.amount')}
            inputMode="decimal"
            autoComplete="off"
            {...form.field('amount')}
            hint={deposit ? t('wallet.topUp.minimum', { amount: money(deposit.min_amount) }) : ''}
          />
          <ImagePicker
            label={t('wallet.topUp.evidence')}
            hint={t('wallet.topUp.evidenceHint')}
            value={form.values.evidence}
            onChange={(evidence) => form.setValue('evidence', evidence)}
            max={1}
            error={form.errors.evidence}
          />
        </div>
        <RecordsLink to="topUpRecord" />
      </div>
      <div className="form-bar">
        <Button type="submit" block busy={apply.isPending}>
          {t('wallet.topUp.submit')}
        </Button>
      </div>
    </form>
  );
}
