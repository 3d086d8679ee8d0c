import { useTranslation } from 'react-i18next';
import { AccountScreen } from './account-screen';
import { PayPasswordForm } from './pay-password-form';
import { paths } from '@/app/paths';

/** /changePayPwd: set the first payment code, or change it with the old one. */
export default function ChangePayPasswordScreen() {
  const { t } = useTranslation();
  return (
    <AccountScreen
      title={t('route.changePayPwd')}
      fallbackPath={paths.security()}
      intro={{ heading: t('account.payCode.title'), text: t('account.payCode.intro') }}
    >
      <PayPasswordForm />
    </AccountScreen>
  );
}
