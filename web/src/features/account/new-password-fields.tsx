import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/ui/password-field';
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
      <PasswordField
        label={label}
        autoComplete="new-password"
        hint={t('account.password.hint')}
        {...password}
      />
      <PasswordField
        label={t('account.password.confirm')}
        autoComplete="new-password"
        {...confirmation}
      />
    </>
  );
}
