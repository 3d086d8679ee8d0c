import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { RETURN_TO_PARAM, SESSION_ENDED, SESSION_PARAM } from '@/routing/login-guard';
import { Button } from '@/ui/button';
import { PasswordField } from '@/ui/password-field';
import { toast } from '@/ui/toast-store';
import { useRuleForm } from '@/ui/use-rule-form';
import { useLogin } from './api/login';
import { AccountScreen } from './account-screen';
import { afterSignInPath, returnPathOf } from './after-sign-in';
import { EmailField } from './email-field';
import { sessionFormSubmit } from './session-form-submit';
import { paths } from '@/routing/paths';

/**
 * /login: e-mail and password; back to where the shopper was stopped, else home. Sent here by the
 * server's login guard (`?redirect=/bag`), the screen says why, in its HTML.
 */
export default function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const returnTo = returnPathOf(searchParams.get(RETURN_TO_PARAM));
  // Sent here because the session ended (a refused token), not because a guest went too far.
  const sessionEnded = searchParams.get(SESSION_PARAM) === SESSION_ENDED;
  const form = useRuleForm((rules) => rules.loginRule, { account: '', password: '' });
  const loginCall = useLogin();

  const submit = sessionFormSubmit(
    form,
    loginCall.mutateAsync,
    () => {
      toast.success(t('success.login'));
      const from = (location.state as { from?: unknown } | null)?.from;
      void navigate(afterSignInPath(from, returnTo), { replace: true });
    },
    // The server does not say which of the two is wrong: the password, far more often.
    { refusedField: 'password' },
  );

  return (
    <AccountScreen
      title={t('route.login')}
      fallbackPath={paths.home()}
      intro={{ heading: t('account.login.welcome'), text: t('account.login.intro') }}
    >
      {sessionEnded ? (
        <p className="account-note" role="status">
          {t('error.sessionEnded')}
        </p>
      ) : (
        returnTo !== undefined && (
          <p className="account-note" role="status">
            {t('common.loginFirst')}
          </p>
        )
      )}
      <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
        <EmailField autoComplete="username" {...form.field('account')} />
        <PasswordField
          label={t('account.field.password')}
          autoComplete="current-password"
          {...form.field('password')}
        />
        <Button type="submit" block busy={loginCall.isPending}>
          {t('account.login.submit')}
        </Button>
      </form>
      <div className="account-links">
        <Link to={paths.forgotPassword()}>{t('account.login.forgot')}</Link>
        {/* Registering instead also goes back to where the guard stopped the shopper. */}
        <Link
          to={paths.register()}
          state={
            returnTo !== undefined
              ? { ...(location.state as object | null), from: returnTo }
              : location.state
          }
        >
          {t('account.login.register')}
        </Link>
      </div>
    </AccountScreen>
  );
}
