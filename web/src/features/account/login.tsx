import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/ui/button';
import { PasswordField } from '@/ui/password-field';
import { toast } from '@/ui/toast-store';
import { useRuleForm } from '@/ui/use-rule-form';
import { useLogin } from './api/login';
import { AccountScreen } from './account-screen';
import { afterSignInPath } from './after-sign-in';
import { EmailField } from './email-field';
import { sessionFormSubmit } from './session-form-submit';
import { paths } from '@/app/paths';

/** /login: e-mail and password; back to where the shopper was stopped, else home. */
export default function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useRuleForm((rules) => rules.loginRule, { account: '', password: '' });
  const loginCall = useLogin();

  const submit = sessionFormSubmit(
    form,
    loginCall.mutateAsync,
    () => {
      toast.success(t('success.login'));
      const from = (location.state as { from?: unknown } | null)?.from;
      void navigate(afterSignInPath(from), { replace: true });
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
        <Link to={paths.register()} state={location.state}>
          {t('account.login.register')}
        </Link>
      </div>
    </AccountScreen>
  );
}
