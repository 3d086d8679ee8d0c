import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLanguageCookie, setLanguageCookie } from '@/session/cookies';
import {
  bcp47Of,
  FALLBACK_LANGUAGE,
  LANGUAGES,
  pickInitialLanguage,
  type LanguageCode,
} from './languages';
import type en from './locales/en.json';

/** Strings of one language, shaped like en.json (the reference). */
export type Messages = typeof en;

// One chunk per language: a shopper downloads only the language they read.
const loaders: Record<LanguageCode, () => Promise<{ default: Messages }>> = {
  en: () => import('./locales/en.json'),
  'zh-CN': () => import('./locales/zh-CN.json'),
  ri: () => import('./locales/ri.json'),
  han: () => import('./locales/han.json'),
  tai: () => import('./locales/tai.json'),
};

export const i18n = i18next;

/**
 * i18next runs on BCP 47 tags (ja, ko, th...) so Intl plural rules work;
 * the backend's codes (ri, han, tai) are mapped at this edge.
 */
export function languageFromTag(tag: string | undefined): LanguageCode {
  return LANGUAGES.find((language) => language.bcp47 === tag)?.code ?? FALLBACK_LANGUAGE;
}

export function currentLanguage(): LanguageCode {
  return languageFromTag(i18next.language);
}

async function ensureLoaded(code: LanguageCode): Promise<void> {
  const tag = bcp47Of(code);
  if (i18next.hasResourceBundle(tag, 'translation')) return;
  const messages = await loaders[code]();
  i18next.addResourceBundle(tag, 'translation', messages.default);
}

function applyDocumentLanguage(code: LanguageCode): void {
  if (typeof document !== 'undefined') document.documentElement.lang = bcp47Of(code);
}

/** Picks the first language (see README: cookie, then browser, then English) and loads it. */
export async function startI18n(
  browserTags: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Promise<LanguageCode> {
  const code = pickInitialLanguage(getLanguageCookie(), browserTags);
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: bcp47Of(code),
      fallbackLng: false,
      load: 'currentOnly',
      resources: {},
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  }
  await ensureLoaded(code);
  await i18next.changeLanguage(bcp47Of(code));
  applyDocumentLanguage(code);
  return code;
}

/** Shows the shop in another language and (unless told not to) remembers it for 3 days. */
export async function switchLanguage(
  code: LanguageCode,
  { remember = true }: { remember?: boolean } = {},
): Promise<void> {
  await ensureLoaded(code);
  await i18next.changeLanguage(bcp47Of(code));
  applyDocumentLanguage(code);
  if (remember) setLanguageCookie(code);
}
