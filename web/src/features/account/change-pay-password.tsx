import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '@/ui/screen-header';
import { PayPasswordForm } from './pay-password-form';
import './account-form.css';

/** /changePayPwd: set the first payment code, or change it with the old one. */
export default function ChangePayPasswordScreen() {
  const { t } = useTranslation();
  return (
    <div className="account-screen">
      <ScreenHeader title={t('route.changePayPwd')} fallbackPath="/security" />
      <div className="account-body">
        <div className="account-intro">
          <h2>{t('account.payCode.title')}</h2>
          <p>{t('account.payCode.intro')}</p>
        </div>
        <PayPasswordForm />
      </div>
    </div>
  );
}
