import { useTranslation } from 'react-i18next';
import { RechargeForm } from './recharge-form';

/** /cardTopUp: the card recharge only. */
export default function CardTopUpScreen() {
  const { t } = useTranslation();
  return <RechargeForm title={t('route.cardTopUp')} methods={['card']} />;
}
