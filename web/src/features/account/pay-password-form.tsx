import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast-store';
import { QueryState } from '@/ui/query-state';
import { useRuleForm } from '@/ui/use-rule-form';
import { usePayPasswordStatus } from '@/api/pay-password-status';
import { useChangePayPassword } from './api/pay-password';

/**
 * Asks the server whether a payment code is set, then shows the matching form. `onFirstSet`: what
 * follows setting the first code (back to the payment it interrupted); without it the form stays,
 * now asking for the current code to change it.
 */
export function PayPasswordForm({ onFirstSet }: { onFirstSet?: (() => void) | undefined } = {}) {
  const { t } = useTranslation();
  const status = usePayPasswordStatus();
  return (
    <QueryState
      query={status}
      pending={
        <div className="account-form" aria-busy="true">
          <Skeleton height="4.5rem" />
          <Skeleton height="4.5rem" />
          <Skeleton height="2.75rem" radius="999px" />
        </div>
      }
      failed={t('account.loadFailed')}
    >
      {/* A new key when the status changes: the form starts over with the right fields. */}
      {({ is_set }) => (
        <PayPasswordFields key={String(is_set)} isSet={is_set} onFirstSet={onFirstSet} />
      )}
    </QueryState>
  );
}

/**
 * Setting the first payment code needs no old one (the field is not shown and stays empty);
 * changing it needs the old one. Digits only, at least 6, typed twice.
 */
function PayPasswordFields({
  isSet,
  onFirstSet,
}: {
  isSet: boolean;
  onFirstSet: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const form = useRuleForm(
    (rules) => rules.changePayPasswordRule({ isSet }),
    { old_pay_password: '', new_pay_password: '', confirm_pay_password: '' },
    { optional: isSet ? [] : ['old_pay_password'] },
  );
  const change = useChangePayPassword();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = await form.check(event);
    if (!body) return;
    // Awaited, not `mutate`'s callbacks: the answer makes the status `is_set`, which remounts
    // these fields (new key), and the callbacks of a gone component do not run.
    try {
      await change.mutateAsync(body);
    } catch {
      return; // the client said why (toast); the form is kept as typed
    }
    form.reset();
    toast.success(t(isSet ? 'account.payCode.changed' : 'account.payCode.set'));
    if (!isSet) onFirstSet?.();
  };

  const digits = { type: 'password', inputMode: 'numeric', autoComplete: 'off' } as const;
  return (
    <form
      className="account-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('account.payCode.title')}
    >
      <p className="account-note">
        {t(isSet ? 'account.payCode.changeIntro' : 'account.payCode.firstIntro')}
      </p>
      {isSet && (
        <TextField
          label={t('account.payCode.old')}
          {...digits}
          {...form.field('old_pay_password')}
        />
      )}
      <TextField
        label={t('account.payCode.new')}
        hint={t('account.payCode.hint')}
        {...digits}
        {...form.field('new_pay_password')}
      />
      <TextField
        label={t('account.payCode.confirm')}
        {...digits}
        {...form.field('confirm_pay_password')}
      />
      <Button type="submit" block busy={change.isPending}>
        {t(isSet ? 'account.payCode.submitChange' : 'account.payCode.submitSet')}
      </Button>
    </form>
  );
}
