import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/ui/button';
import { ScreenHeader } from '@/ui/screen-header';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast-store';
import { useRuleForm } from '@/ui/use-rule-form';
import { useRegister } from './api/register';
import { afterSignInPath } from './after-sign-in';
import './account-form.css';

/** /register: e-mail, optional nickname, password typed twice; the new shopper is signed in. */
export default function RegisterScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useRuleForm(
    (rules) => rules.registerRule,
    { email: '', nickname: '', password: '', confirm_password: '' },
    { optional: ['nickname'] },
  );
  const registerCall = useRegister();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const account = await form.check();
    if (!account) return;
    // Awaited rather than an onSuccess of mutate(): a session change starts the screen on show
    // afresh (keep-alive), and mutate's callbacks do not run for a screen that is gone.
    try {
      await registerCall.mutateAsync(account);
    } catch {
      return; // the HTTP client already showed why
    }
    toast.success(t('success.register'));
    form.reset();
    const from = (location.state as { from?: unknown } | null)?.from;
    void navigate(afterSignInPath(from), { replace: true });
  };

  return (
    <div className="account-screen">
      <ScreenHeader title={t('route.register')} fallbackPath="/login" />
      <div className="account-body">
        <div className="account-intro">
          <h2>{t('account.register.title')}</h2>
          <p>{t('account.register.intro')}</p>
        </div>
        <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label={t('account.field.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...form.field('email')}
          />
          <TextField
            label={t('account.field.nickname')}
            hint={t('account.field.optional')}
            autoComplete="nickname"
            {...form.field('nickname')}
          />
          <TextField
            label={t('account.field.password')}
            type="password"
            autoComplete="new-password"
            hint={t('account.password.hint')}
            {...form.field('password')}
          />
          <TextField
            label={t('account.password.confirm')}
            type="password"
            autoComplete="new-password"
            {...form.field('confirm_password')}
          />
          <Button type="submit" block busy={registerCall.isPending}>
            {t('account.register.submit')}
          </Button>
        </form>
        <div className="account-links">
          <span>{t('account.register.haveAccount')}</span>
          <Link to="/login" state={location.state} replace>
            {t('account.login.submit')}
          </Link>
        </div>
      </div>
    </div>
  );
}
