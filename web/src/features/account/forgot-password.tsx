import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translate, type MessageKey } from '@storefront/contracts/messages';
import { languageFromTag } from '@/i18n/i18n';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/ui/button';
import { ScreenHeader } from '@/ui/screen-header';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast-store';
import { loadRules, useRuleForm } from '@/ui/use-rule-form';
import { useResetForgottenPassword, useSendResetCode } from './api/forgot-password';
import { useCountdown } from './resend-countdown';
import './account-form.css';

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = await form.check();
    if (!body) return;
    // Awaited rather than an onSuccess of mutate(): a session change starts the screen on show
    // afresh (keep-alive), and mutate's callbacks do not run for a screen that is gone.
    try {
      await reset.mutateAsync(body);
    } catch {
      return; // the HTTP client already showed why
    }
    form.reset();
    toast.success(t('account.password.changedSignInAgain'));
    void navigate('/login', { replace: true });
  };

  const emailField = form.field('email');
  return (
    <div className="account-screen">
      <ScreenHeader title={t('route.forgotPassword')} fallbackPath="/login" />
      <div className="account-body">
        <div className="account-intro">
          <h2>{t('account.forgot.title')}</h2>
          <p>{t('account.forgot.intro')}</p>
        </div>
        <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label={t('account.field.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
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
          <Button type="submit" block busy={reset.isPending}>
            {t('account.forgot.submit')}
          </Button>
        </form>
        <div className="account-links">
          <Link to="/login">{t('account.forgot.backToLogin')}</Link>
        </div>
      </div>
    </div>
  );
}
