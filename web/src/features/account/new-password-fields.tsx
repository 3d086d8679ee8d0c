import { useTranslation } from 'react-i18next';
import { TextField } from '@/ui/text-field';
import type { FieldBinding } from '@/ui/use-rule-form';

export interface NewPasswordFieldsProps {
  /** "Password" when registering, "New password" when changing or resetting one. */
  label: string;
  password: FieldBinding;
  confirmation: FieldBinding;
}

/** A new login password with the rule's hint, then the same typed again. */
export function NewPasswordFields({ label, password, confirmation }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        hint={t('account.password.hint')}
        {...password}
      />
      <TextField
        label={t('account.password.confirm')}
        type="password"
        autoComplete="new-password"
        {...confirmation}
      />
    </>
  );
}
