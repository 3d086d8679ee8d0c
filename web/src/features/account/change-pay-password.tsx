import { useTranslation } from 'react-i18next';
import { useReturnTo } from '@/routing/return-to';
import { usePayPasswordStatus } from '@/api/pay-password-status';
import { AccountScreen } from './account-screen';
import { PayPasswordForm } from './pay-password-form';
import { paths } from '@/routing/paths';

/**
 * /changePayPwd: set the first payment code, or change it with the old one. The title says which
 * (the route's document title, "Payment code", fits both). Opened from the payment
 * (`?redirect=/payment?orders=…`), setting the first code goes straight back to that payment.
 */
export default function ChangePayPasswordScreen() {
  const { t } = useTranslation();
  const status = usePayPasswordStatus();
  const { returnTo, goBack } = useReturnTo();
  const isSet = status.data?.is_set;
  const title =
    isSet === false
      ? t('account.payCode.submitSet')
      : isSet
        ? t('account.payCode.submitChange')
        : t('route.changePayPwd');
  const intro =
    isSet === false && returnTo ? t('account.payCode.thenBack') : t('account.payCode.intro');
  return (
    <AccountScreen
      title={title}
      fallbackPath={returnTo ?? paths.security()}
      intro={{ heading: t('account.payCode.title'), text: intro }}
    >
      <PayPasswordForm onFirstSet={returnTo ? goBack : undefined} />
    </AccountScreen>
  );
}
