import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRuleMessage } from '@/i18n/rule-messages';
import { Button } from '@/ui/button';
import { ChoiceGroup } from '@/ui/choice-group';
import { ImagePicker } from '@/ui/image-picker';
import { LoadError } from '@/ui/load-error';
import { useMoney } from '@/ui/money';
import { ScreenHeader } from '@/ui/screen-header';
import { Skeleton } from '@/ui/skeleton';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast-store';
import { useRuleCheck } from '@/ui/use-rule-check';
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
      {addresses.isPending ? (
        <div className="form-body" aria-hidden="true">
          <div className="form-card">
            <Skeleton height="2.5rem" />
            <Skeleton height="5rem" />
            <Skeleton height="2.75rem" />
          </div>
        </div>
      ) : addresses.isError ? (
        <LoadError
          onRetry={() => addresses.refetch()}
          retrying={addresses.isFetching}
          error={addresses.error}
        />
      ) : (
        <RechargeFields addresses={addresses.data} methods={methods} />
      )}
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
  const [amount, setAmount] = useState('');
  const [evidence, setEvidence] = useState<string[]>([]);
  const apply = useApplyRecharge();

  const body = {
    method: method ?? '',
    network: deposit?.network ?? '',
    address: deposit?.address ?? '',
    amount,
    evidence: evidence[0] ?? '',
  };
  const rule = useRuleCheck((rules) => rules.rechargeRule({ depositAddresses: addresses }), body);

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
    const recharge = await rule.check();
    if (!recharge) return;
    apply.mutate(recharge, {
      onSuccess: () => {
        toast.success(t('success.apply'));
        setAmount('');
        setEvidence([]);
        rule.reset();
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
                error={rule.errors.network}
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
            {rule.errors.address && (
              <span className="field-error" role="alert">
                {rule.errors.address}
              </span>
            )}
          </section>
        )}
        <div className="form-card">
          <TextField
            label={t('wallet.topUp.amount')}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={rule.errors.amount}
            hint={deposit ? t('wallet.topUp.minimum', { amount: money(deposit.min_amount) }) : ''}
          />
          <ImagePicker
            label={t('wallet.topUp.evidence')}
            hint={t('wallet.topUp.evidenceHint')}
            value={evidence}
            onChange={setEvidence}
            max={1}
            error={rule.errors.evidence}
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
