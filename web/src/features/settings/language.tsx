import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n/i18n';
import { useLanguageList } from '@/i18n/language-choice';
import { isLanguageCode, LANGUAGES } from '@/i18n/languages';
import { CheckIcon } from '@/ui/icons';
import { ScreenHeader } from '@/ui/screen-header';
import { toast } from '@/ui/toast-store';
import { useChooseLanguage } from './api/choose-language';
import './settings.css';
import { paths } from '@/routing/paths';

/** /language: the five languages of GET /api/user/language_list; a tap applies and keeps one. */
export default function LanguageScreen() {
  const { t, i18n } = useTranslation();
  const languages = useLanguageList();
  const choose = useChooseLanguage();
  // Read on every render: i18n.language changes with the choice and re-renders this screen.
  const current = i18n.language ? currentLanguage() : undefined;

  const pick = (code: string) => {
    if (!isLanguageCode(code) || code === current) return;
    choose.mutate(code, {
      // i18n.t, not this render's t: the toast speaks the language just chosen.
      onSuccess: () => toast.success(i18n.t('settings.language.applied')),
    });
  };

  // Arrow keys move between the choices (one tab stop for the group); Enter or Space applies one.
  // Moving does not apply: each choice re-renders the whole shop in another language.
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
    if (step === undefined) return;
    const choices = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="radio"]')];
    const at = choices.indexOf(document.activeElement as HTMLButtonElement);
    event.preventDefault();
    choices[(at + step + choices.length) % choices.length]?.focus();
  };

  return (
    <div className="settings-screen">
      <ScreenHeader title={t('route.language')} fallbackPath={paths.profile()} />
      <div className="settings-body">
        <p className="settings-intro">{t('settings.language.intro')}</p>
        <div
          className="settings-group"
          role="radiogroup"
          aria-label={t('language.choose')}
          onKeyDown={moveFocus}
        >
          {languages.map((language) => {
            const selected = language.file_name === current;
            const local = LANGUAGES.find((option) => option.code === language.file_name);
            return (
              <button
                key={language.file_name}
                type="button"
                role="radio"
                aria-checked={selected}
                tabIndex={selected ? 0 : -1}
                className="settings-row settings-choice"
                lang={local?.bcp47}
                disabled={choose.isPending}
                onClick={() => pick(language.file_name)}
              >
                <span className="settings-row-label">{language.language_name}</span>
                {selected && <CheckIcon size="1.25rem" color="var(--color-brand)" />}
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
}
