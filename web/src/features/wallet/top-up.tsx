import { useTranslation } from 'react-i18next';
import { RechargeForm } from './recharge-form';

/** /topUp: recharge by blockchain network or bank transfer (with payment evidence), or pay by card. */
export default function TopUpScreen() {
  const { t } = useTranslation();
  return <RechargeForm title={t('route.topUp')} methods={['chain', 'bank', 'card']} />;
}
