import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast-store';
import { useRuleForm } from '@/ui/use-rule-form';
import { emailTakenRefusal, useRegister } from './api/register';
import { AccountScreen } from './account-screen';
import { afterSignInPath } from './after-sign-in';
import { EmailField } from './email-field';
import { NewPasswordFields } from './new-password-fields';
import { sessionFormSubmit } from './session-form-submit';
import { paths } from '@/routing/paths';

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

  const submit = sessionFormSubmit(
    form,
    registerCall.mutateAsync,
    () => {
      toast.success(t('success.register'));
      const from = (location.state as { from?: unknown } | null)?.from;
      void navigate(afterSignInPath(from), { replace: true });
    },
    {
      // A taken address is said at the e-mail field, as the form's own errors are.
      refusalAt: (error) => {
        const refusal = emailTakenRefusal(error);
        if (!refusal) return undefined;
        form.refuse('email', refusal);
        return 'email';
      },
    },
  );

  return (
    <AccountScreen
      title={t('route.register')}
      fallbackPath={paths.login()}
      intro={{ heading: t('account.register.title'), text: t('account.register.intro') }}
    >
      <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
        <EmailField {...form.field('email')} />
        <TextField
          label={t('account.field.nickname')}
          hint={t('account.field.optional')}
          autoComplete="nickname"
          {...form.field('nickname')}
        />
        <NewPasswordFields
          label={t('account.field.password')}
          password={form.field('password')}
          confirmation={form.field('confirm_password')}
        />
        <Button type="submit" block busy={registerCall.isPending}>
          {t('account.register.submit')}
        </Button>
      </form>
      <div className="account-links">
        <span>{t('account.register.haveAccount')}</span>
        <Link to={paths.login()} state={location.state} replace>
          {t('account.login.submit')}
        </Link>
      </div>
    </AccountScreen>
  );
}
