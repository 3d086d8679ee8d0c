import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignedIn } from '@/api/user';
import { AccountScreen } from './account-screen';
import { ChangePasswordForm } from './change-password-form';
import { paths } from '@/routing/paths';

/**
 * /changePassword. Guests may open it (spec section 6), but changing needs the old password of a
 * signed-in account: a guest is pointed to signing in or to the forgotten-password reset.
 */
export default function ChangePasswordScreen() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  return (
    <AccountScreen
      title={t('route.changePassword')}
      fallbackPath={paths.security()}
      intro={{ heading: t('account.password.loginTitle'), text: t('account.password.loginIntro') }}
    >
      {signedIn ? (
        <ChangePasswordForm />
      ) : (
        <div className="account-form">
          <p className="account-note">{t('account.password.guest')}</p>
          <div className="account-links">
            <Link to={paths.login()} state={{ from: paths.changePassword() }}>
              {t('account.login.submit')}
            </Link>
            <Link to={paths.forgotPassword()}>{t('account.login.forgot')}</Link>
          </div>
        </div>
      )}
    </AccountScreen>
  );
}
