import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSignedIn } from '@/session/session-store';
import { ScreenHeader } from '@/ui/screen-header';
import { ChangePasswordForm } from './change-password-form';
import './account-form.css';

/**
 * /changePassword. Guests may open it (spec section 6), but changing needs the old password of a
 * signed-in account: a guest is pointed to signing in or to the forgotten-password reset.
 */
export default function ChangePasswordScreen() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  return (
    <div className="account-screen">
      <ScreenHeader title={t('route.changePassword')} fallbackPath="/security" />
      <div className="account-body">
        <div className="account-intro">
          <h2>{t('account.password.loginTitle')}</h2>
          <p>{t('account.password.loginIntro')}</p>
        </div>
        {signedIn ? (
          <ChangePasswordForm />
        ) : (
          <div className="account-form">
            <p className="account-note">{t('account.password.guest')}</p>
            <div className="account-links">
              <Link to="/login" state={{ from: '/changePassword' }}>
                {t('account.login.submit')}
              </Link>
              <Link to="/forgotPassword">{t('account.login.forgot')}</Link>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
