import { useTranslation } from 'react-i18next';
import { RechargeForm } from './recharge-form';

/** /walletTopUp: the on-chain recharge only. */
export default function WalletTopUpScreen() {
  const { t } = useTranslation();
  return <RechargeForm title={t('route.walletTopUp')} methods={['chain']} />;
}
