import { getLanguageCookie } from '@/session/cookies';
import { pickInitialLanguage, type LanguageCode } from './languages';

/**
 * The language the app starts in, before i18next has: the saved choice (`Local_Lang` cookie),
 * else the browser's languages (`pickInitialLanguage`). No framework: the page's script uses it.
 */
export function initialLanguage(): LanguageCode {
  return pickInitialLanguage(getLanguageCookie(), navigator.languages);
}
