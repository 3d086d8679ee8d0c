import { languageCodes, type LanguageCode } from '@storefront/contracts/languages';

export type { LanguageCode };

/** The five UI languages, by the codes the backend and the Local_Lang cookie use. */
export const LANGUAGE_CODES: readonly LanguageCode[] = languageCodes;

export interface LanguageOption {
  code: LanguageCode;
  /** BCP 47 tag for `<html lang>` and Intl. */
  bcp47: string;
  /** The language's own name, as a shopper who reads it would look for it. */
  nativeName: string;
  /** The name in Chinese, as the backend's language list carries it. */
  chineseName: string;
  /** Open Graph's `og:locale` (language_TERRITORY). */
  ogLocale: string;
}

export const LANGUAGES: readonly LanguageOption[] = [
  { code: 'en', bcp47: 'en', nativeName: 'English', chineseName: '英语', ogLocale: 'en_US' },
  {
    code: 'zh-CN',
    bcp47: 'zh-CN',
    nativeName: '简体中文',
    chineseName: '简体中文',
    ogLocale: 'zh_CN',
  },
  { code: 'ri', bcp47: 'ja', nativeName: '日本語', chineseName: '日语', ogLocale: 'ja_JP' },
  { code: 'han', bcp47: 'ko', nativeName: '한국어', chineseName: '韩语', ogLocale: 'ko_KR' },
  { code: 'tai', bcp47: 'th', nativeName: 'ไทย', chineseName: '泰语', ogLocale: 'th_TH' },
];

export const FALLBACK_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function ogLocaleOf(code: LanguageCode): string {
  return LANGUAGES.find((language) => language.code === code)?.ogLocale ?? 'en_US';
}

export function bcp47Of(code: LanguageCode): string {
  return LANGUAGES.find((language) => language.code === code)?.bcp47 ?? 'en';
}

/**
 * Maps a browser language tag (navigator.languages) to one of ours:
 * zh-CN/zh-Hans/zh-SG -> zh-CN, ja -> ri, ko -> han, th -> tai, en-* -> en.
 * Traditional Chinese is not offered, so zh-TW/zh-HK fall through to the next preference.
 */
export function fromBrowserTag(tag: string): LanguageCode | undefined {
  const lower = tag.toLowerCase();
  const primary = lower.split('-')[0];
  switch (primary) {
    case 'en':
      return 'en';
    case 'ja':
      return 'ri';
    case 'ko':
      return 'han';
    case 'th':
      return 'tai';
    case 'zh':
      return /^zh(-hans)?(-(cn|sg))?$|^zh-hans/.test(lower) ? 'zh-CN' : undefined;
    default:
      return undefined;
  }
}

/**
 * The language a shopper sees first: their saved choice (Local_Lang cookie) if valid;
 * else the first browser language we offer; else English.
 */
export function pickInitialLanguage(
  cookieValue: string | undefined,
  browserTags: readonly string[],
): LanguageCode {
  if (isLanguageCode(cookieValue)) return cookieValue;
  for (const tag of browserTags) {
    const match = fromBrowserTag(tag);
    if (match) return match;
  }
  return FALLBACK_LANGUAGE;
}
