import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translate, type MessageKey } from '@storefront/contracts/messages';
import { languageFromTag } from '@/i18n/i18n';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast-store';
import { loadRules } from '@/ui/load-rules';
import { useRuleForm } from '@/ui/use-rule-form';
import { AccountScreen } from './account-screen';
import { useResetForgottenPassword, useSendResetCode } from './api/forgot-password';
import { EmailField } from './email-field';
import { NewPasswordFields } from './new-password-fields';
import { useCountdown } from './resend-countdown';
import { sessionFormSubmit } from './session-form-submit';
import { paths } from '@/routing/paths';

/**
 * /forgotPassword: a one-time code goes to the e-mail address, then the code and a new password
 * reset it. Every session of the account ends, so the shopper signs in again.
 */
export default function ForgotPasswordScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const form = useRuleForm((rules) => rules.forgotResetRule, {
    email: '',
    code: '',
    new_password: '',
    confirm_password: '',
  });
  const [emailError, setEmailError] = useState<MessageKey>();
  const [codeSentTo, setCodeSentTo] = useState<string>();
  const [secondsLeft, startCountdown] = useCountdown();
  const sendCode = useSendResetCode();
  const reset = useResetForgottenPassword();

  const send = async () => {
    // Only the e-mail rule applies to sending the code; the rest waits for the reset.
    const rules = await loadRules();
    const checked = rules.forgotSendCodeRule.safeParse({ email: form.values.email });
    if (!checked.success) {
      setEmailError(rules.ruleMessagesByField(checked.error).email ?? 'rules.email.invalid');
      return;
    }
    setEmailError(undefined);
    sendCode.mutate(checked.data, {
      onSuccess: (sent) => {
        setCodeSentTo(checked.data.email);
        startCountdown(sent.resend_in);
        toast.success(t('account.forgot.codeSent'));
      },
    });
  };

  const submit = sessionFormSubmit(form, reset.mutateAsync, () => {
    toast.success(t('account.password.changedSignInAgain'));
    void navigate(paths.login(), { replace: true });
  });

  const emailField = form.field('email');
  return (
    <AccountScreen
      title={t('route.forgotPassword')}
      fallbackPath={paths.login()}
      intro={{ heading: t('account.forgot.title'), text: t('account.forgot.intro') }}
    >
      <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
        <EmailField
          {...emailField}
          error={
            emailField.error ??
            (emailError ? translate(emailError, languageFromTag(i18n.language)) : undefined)
          }
        />
        <div className="account-code-row">
          <TextField
            label={t('account.forgot.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...form.field('code')}
          />
          <Button
            variant="secondary"
            busy={sendCode.isPending}
            disabled={secondsLeft > 0}
            onClick={() => void send()}
          >
            {secondsLeft > 0
              ? t('account.forgot.resendIn', { seconds: secondsLeft })
              : t(codeSentTo ? 'account.forgot.resend' : 'account.forgot.send')}
          </Button>
        </div>
        {codeSentTo && (
          <p className="account-note" role="status">
            {t('account.forgot.checkMail', { email: codeSentTo })}
          </p>
        )}
        <NewPasswordFields
          label={t('account.password.new')}
          password={form.field('new_password')}
          confirmation={form.field('confirm_password')}
        />
        <Button type="submit" block busy={reset.isPending}>
          {t('account.forgot.submit')}
        </Button>
      </form>
      <div className="account-links">
        <Link to={paths.login()}>{t('account.forgot.backToLogin')}</Link>
      </div>
    </AccountScreen>
  );
}
