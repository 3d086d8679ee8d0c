import { useTranslation } from 'react-i18next';
import { RechargeForm } from './recharge-form';

/** /topUp: recharge by blockchain network, bank transfer or card, each with payment evidence. */
export default function TopUpScreen() {
  const { t } = useTranslation();
  return <RechargeForm title={t('route.topUp')} methods={['chain', 'bank', 'card']} />;
}
