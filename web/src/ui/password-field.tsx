import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from './more-icons';
import { TextField, type TextFieldProps } from './text-field';

/**
 * A password input with a "Show password" toggle at its end (a pressed button: its name stays, its
 * state says whether the password shows). The toggle is not a form control, so Enter still submits.
 */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'end'>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      // Shown text must not be corrected or capitalised by the phone's keyboard.
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      end={
        <button
          type="button"
          className="field-end-button"
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? (
            <EyeOffIcon size="1.25rem" color="currentColor" />
          ) : (
            <EyeIcon size="1.25rem" color="currentColor" />
          )}
          <span className="visually-hidden">{t('common.showPassword')}</span>
        </button>
      }
    />
  );
}
