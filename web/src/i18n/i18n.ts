import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { requestScope } from '@/session/request-scope';
import { getLanguageCookie, setLanguageCookie } from '@/session/cookies';
import {
  bcp47Of,
  FALLBACK_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGES,
  pickInitialLanguage,
  type LanguageCode,
} from './languages';
import type en from './locales/en.json';

/** Strings of one language, shaped like en.json (the reference). */
export type Messages = typeof en;

export const i18n = i18next;

type Strings = Record<string, unknown>;

// One chunk per language: a shopper downloads only the language they read.
const stringLoaders: Record<LanguageCode, () => Promise<{ default: Strings }>> = {
  en: () => import('./locales/en.json'),
  'zh-CN': () => import('./locales/zh-CN.json'),
  ri: () => import('./locales/ri.json'),
  han: () => import('./locales/han.json'),
  tai: () => import('./locales/tai.json'),
};

/**
 * i18next runs on BCP 47 tags (ja, ko, th...) so Intl plural rules work;
 * the backend's codes (ri, han, tai) are mapped at this edge.
 */
export function languageFromTag(tag: string | undefined): LanguageCode {
  return LANGUAGES.find((language) => language.bcp47 === tag)?.code ?? FALLBACK_LANGUAGE;
}

/** The shopper's language: the request's on the server, i18next's in the browser. */
export function currentLanguage(): LanguageCode {
  return requestScope()?.language ?? languageFromTag(i18next.language);
}

const loading = new Map<LanguageCode, Promise<void>>();

/**
 * Development only: English shown through the pseudo-locale (`?lang=pseudo`, see web/docs/languages.md). Behind
 * `import.meta.env.DEV`, so production builds drop the check and the transform's chunk.
 */
let pseudoEnglish = false;

async function stringsOf(code: LanguageCode, strings: Strings): Promise<Strings> {
  if (import.meta.env.DEV && pseudoEnglish && code === 'en') {
    const { pseudoMessages } = await import('./pseudo-locale');
    return pseudoMessages(strings);
  }
  return strings;
}

/** Loads one language's strings into i18next once; a failed download may be tried again. */
function ensureLoaded(code: LanguageCode): Promise<void> {
  let pending = loading.get(code);
  if (!pending) {
    pending = stringLoaders[code]()
      .then((strings) => stringsOf(code, strings.default))
      .then((strings) => {
        i18next.addResourceBundle(bcp47Of(code), 'translation', strings, true, true);
      });
    pending.catch(() => loading.delete(code));
    loading.set(code, pending);
  }
  return pending;
}

function applyDocumentLanguage(code: LanguageCode): void {
  if (typeof document !== 'undefined') document.documentElement.lang = bcp47Of(code);
}

async function initOnce(code: LanguageCode): Promise<void> {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    lng: bcp47Of(code),
    fallbackLng: false,
    load: 'currentOnly',
    resources: {},
    interpolation: { escapeValue: false },
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
}

/**
 * Starts i18next in `code` with its strings. The browser passes the language the server rendered
 * the page in (`<html lang>`), so hydration shows the same words; tests pass theirs. Without one:
 * the saved choice (Local_Lang cookie), then the browser's languages, then English.
 */
export async function startI18n(
  browserTags: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
  code: LanguageCode = pickInitialLanguage(getLanguageCookie(), browserTags),
): Promise<LanguageCode> {
  if (import.meta.env.DEV && typeof window !== 'undefined') {
    const { pseudoLocaleRequested } = await import('./pseudo-locale');
    pseudoEnglish = pseudoLocaleRequested(window.location.search, window.sessionStorage);
    // The backend gets `en`; only the strings on screen are pseudo.
    if (pseudoEnglish) code = 'en';
  }
  await initOnce(code);
  await ensureLoaded(code);
  await i18next.changeLanguage(bcp47Of(code));
  applyDocumentLanguage(code);
  return code;
}

/**
 * The server's i18next for one request: every language loaded once into the shared instance, and
 * one clone per language fixed to it (clones share the strings, not the
 * language), so concurrent renders in different languages never see each other's.
 */
const serverClones = new Map<LanguageCode, I18n>();

export async function serverI18n(code: LanguageCode): Promise<I18n> {
  let clone = serverClones.get(code);
  if (!clone) {
    await initOnce(FALLBACK_LANGUAGE);
    await Promise.all(LANGUAGE_CODES.map(ensureLoaded));
    // One per language, made once: a clone is fixed to its language and never changed after.
    clone = i18next.cloneInstance({ lng: bcp47Of(code), initAsync: false });
    serverClones.set(code, clone);
  }
  return clone;
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
