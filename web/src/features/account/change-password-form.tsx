import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast-store';
import { useRuleForm } from '@/ui/use-rule-form';
import { useChangePassword } from './api/change-password';
import { NewPasswordFields } from './new-password-fields';
import { sessionFormSubmit } from './session-form-submit';
import { paths } from '@/routing/paths';

/** Old, new and repeated login password; on success the session ends and /login follows. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useRuleForm((rules) => rules.changePasswordRule, {
    old_password: '',
    new_password: '',
    confirm_password: '',
  });
  const change = useChangePassword();

  const submit = sessionFormSubmit(form, change.mutateAsync, () => {
    toast.success(t('account.password.changedSignInAgain'));
    void navigate(paths.login(), { replace: true });
  });

  return (
    <form
      className="account-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('account.password.loginTitle')}
    >
      <TextField
        label={t('account.password.old')}
        type="password"
        autoComplete="current-password"
        {...form.field('old_password')}
      />
      <NewPasswordFields
        label={t('account.password.new')}
        password={form.field('new_password')}
        confirmation={form.field('confirm_password')}
      />
      <Button type="submit" block busy={change.isPending}>
        {t('account.password.submit')}
      </Button>
    </form>
  );
}
