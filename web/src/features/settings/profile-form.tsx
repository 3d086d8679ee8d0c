import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopperInfo } from '@/session/session-store';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast-store';
import { useRuleForm } from '@/ui/use-rule-form';
import { useUpdateProfile } from './api/update-profile';

/** Nickname and mobile number; an empty mobile number is left as it was. */
export function ProfileForm({ shopper }: { shopper: ShopperInfo }) {
  const { t } = useTranslation();
  const form = useRuleForm(
    (rules) => rules.profileRule,
    { nickname: shopper.nickname, mobile: shopper.mobile },
    { optional: ['mobile'] },
  );
  const update = useUpdateProfile();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changes = await form.check(event);
    if (!changes) return;
    update.mutate(changes, { onSuccess: () => toast.success(t('success.setting')) });
  };

  return (
    <form
      className="settings-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('settings.profile.title')}
    >
      <TextField
        label={t('settings.profile.nickname')}
        autoComplete="nickname"
        {...form.field('nickname')}
      />
      <TextField
        label={t('settings.profile.mobile')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={t('settings.profile.mobileHint')}
        {...form.field('mobile')}
      />
      <Button type="submit" block busy={update.isPending}>
        {t('settings.profile.save')}
      </Button>
    </form>
  );
}
