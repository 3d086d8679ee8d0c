import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast-store';
import { useRuleForm } from '@/ui/use-rule-form';
import { useChangePassword } from './api/change-password';

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = await form.check();
    if (!body) return;
    // Awaited rather than an onSuccess of mutate(): a session change starts the screen on show
    // afresh (keep-alive), and mutate's callbacks do not run for a screen that is gone.
    try {
      await change.mutateAsync(body);
    } catch {
      return; // the HTTP client already showed why
    }
    form.reset();
    toast.success(t('account.password.changedSignInAgain'));
    void navigate('/login', { replace: true });
  };

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
      <TextField
        label={t('account.password.new')}
        type="password"
        autoComplete="new-password"
        hint={t('account.password.hint')}
        {...form.field('new_password')}
      />
      <TextField
        label={t('account.password.confirm')}
        type="password"
        autoComplete="new-password"
        {...form.field('confirm_password')}
      />
      <Button type="submit" block busy={change.isPending}>
        {t('account.password.submit')}
      </Button>
    </form>
  );
}
