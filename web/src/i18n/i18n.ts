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
import type { StringsPart } from './string-groups';
import { stringLoaders as loaders } from './string-loaders';
import type en from './locales/en.json';

/** Strings of one language, shaped like en.json (the reference). */
export type Messages = typeof en;

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

const loading = new Map<string, Promise<void>>();

/**
 * Development only: English shown through the pseudo-locale (`?lang=pseudo`, see README). Behind
 * `import.meta.env.DEV`, so production builds drop the check and the transform's chunk.
 */
let pseudoEnglish = false;

async function stringsOf(
  code: LanguageCode,
  strings: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (import.meta.env.DEV && pseudoEnglish && code === 'en') {
    const { pseudoMessages } = await import('./pseudo-locale');
    return pseudoMessages(strings);
  }
  return strings;
}

function ensurePart(code: LanguageCode, part: StringsPart): Promise<void> {
  const key = `${code}/${part}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = loaders[code][part]()
      .then((strings) => stringsOf(code, strings.default))
      .then((strings) => {
        i18next.addResourceBundle(bcp47Of(code), 'translation', strings, true, true);
      });
    // A failed download may be tried again on the next screen.
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

function ensureLoaded(code: LanguageCode, parts: readonly StringsPart[]): Promise<void> {
  return Promise.all(parts.map((part) => ensurePart(code, part))).then(() => undefined);
}

/** Every string of the current language: each screen but the first awaits it. */
export function ensureAllStrings(): Promise<void> {
  return ensurePart(currentLanguage(), 'rest');
}

function applyDocumentLanguage(code: LanguageCode): void {
  if (typeof document !== 'undefined') document.documentElement.lang = bcp47Of(code);
}

export interface StartOptions {
  /** 'first-paint': the strings of the shell and first-paint screens now, the rest on demand. */
  strings?: 'all' | 'first-paint';
  /**
   * With 'first-paint': start downloading the rest now too, without waiting for it (the first
   * screen will); a failed download is tried again when a screen asks for them.
   */
  prefetchRest?: boolean;
}

/** Picks the first language (see README: cookie, then browser, then English) and loads it. */
export async function startI18n(
  browserTags: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
  { strings = 'all', prefetchRest = false }: StartOptions = {},
): Promise<LanguageCode> {
  let code = pickInitialLanguage(getLanguageCookie(), browserTags);
  if (import.meta.env.DEV && typeof window !== 'undefined') {
    const { pseudoLocaleRequested } = await import('./pseudo-locale');
    pseudoEnglish = pseudoLocaleRequested(window.location.search, window.sessionStorage);
    // The backend gets `en`; only the strings on screen are pseudo.
    if (pseudoEnglish) code = 'en';
  }
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: bcp47Of(code),
      fallbackLng: false,
      load: 'currentOnly',
      resources: {},
      interpolation: { escapeValue: false },
      // Re-render when the rest of the strings arrive after the first paint.
      react: { useSuspense: false, bindI18nStore: 'added' },
    });
  }
  if (strings === 'first-paint' && prefetchRest) ensurePart(code, 'rest').catch(() => undefined);
  await ensureLoaded(code, strings === 'all' ? ['first', 'rest'] : ['first']);
  await i18next.changeLanguage(bcp47Of(code));
  applyDocumentLanguage(code);
  return code;
}

/** Shows the shop in another language and (unless told not to) remembers it for 3 days. */
export async function switchLanguage(
  code: LanguageCode,
  { remember = true }: { remember?: boolean } = {},
): Promise<void> {
  await ensureLoaded(code, ['first', 'rest']);
  await i18next.changeLanguage(bcp47Of(code));
  applyDocumentLanguage(code);
  if (remember) setLanguageCookie(code);
}
