import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '@/ui/text-field';

export type EmailFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'inputMode'>;

/**
 * The account's e-mail address, with the phone's e-mail keyboard. The address book fills it in
 * (`autoComplete="email"`) unless the screen says otherwise (signing in: `username`).
 */
export function EmailField({ autoComplete = 'email', ...field }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('account.field.email')}
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      {...field}
    />
  );
}
