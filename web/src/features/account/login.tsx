import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/ui/button';
import { ScreenHeader } from '@/ui/screen-header';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast-store';
import { useRuleForm } from '@/ui/use-rule-form';
import { useLogin } from './api/login';
import { afterSignInPath } from './after-sign-in';
import './account-form.css';

/** /login: e-mail and password; back to where the shopper was stopped, else home. */
export default function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useRuleForm((rules) => rules.loginRule, { account: '', password: '' });
  const loginCall = useLogin();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const credentials = await form.check();
    if (!credentials) return;
    // Awaited rather than an onSuccess of mutate(): a new session starts the screen on show
    // afresh (keep-alive), and mutate's callbacks do not run for a screen that is gone.
    try {
      await loginCall.mutateAsync(credentials);
    } catch {
      return; // the HTTP client already showed why
    }
    toast.success(t('success.login'));
    form.reset();
    const from = (location.state as { from?: unknown } | null)?.from;
    void navigate(afterSignInPath(from), { replace: true });
  };

  return (
    <div className="account-screen">
      <ScreenHeader title={t('route.login')} fallbackPath="/home" />
      <div className="account-body">
        <div className="account-intro">
          <h2>{t('account.login.welcome')}</h2>
          <p>{t('account.login.intro')}</p>
        </div>
        <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label={t('account.field.email')}
            type="email"
            autoComplete="username"
            inputMode="email"
            {...form.field('account')}
          />
          <TextField
            label={t('account.field.password')}
            type="password"
            autoComplete="current-password"
            {...form.field('password')}
          />
          <Button type="submit" block busy={loginCall.isPending}>
            {t('account.login.submit')}
          </Button>
        </form>
        <div className="account-links">
          <Link to="/forgotPassword">{t('account.login.forgot')}</Link>
          <Link to="/register" state={location.state}>
            {t('account.login.register')}
          </Link>
        </div>
      </div>
    </div>
  );
}
