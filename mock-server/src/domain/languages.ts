import { languages } from '@storefront/contracts/languages';
import type { LanguageCode } from '../store/state';

export type { Language } from '@storefront/contracts/languages';

/** The five UI languages of the spec (section 9), shared with the web app. */
export const LANGUAGES = languages;

export const LANGUAGE_CODES = LANGUAGES.map((language) => language.file_name);

/** The usual spellings browsers and the spec's logout call send, in a table (never object keys). */
const ALIASES: ReadonlyMap<string, LanguageCode> = new Map([
  ['zh', 'zh-CN'],
  ['zh-hans', 'zh-CN'],
  ['cn', 'zh-CN'],
  ['ja', 'ri'],
  ['ja-jp', 'ri'],
  ['jp', 'ri'],
  ['ko', 'han'],
  ['ko-kr', 'han'],
  ['kr', 'han'],
  ['th', 'tai'],
  ['th-th', 'tai'],
  ['en-us', 'en'],
  ['en-gb', 'en'],
]);

/**
 * Reads a language from a header, query or cookie value. Accepts the five codes in any case, plus
 * the usual spellings (zh-cn, zh, ja, ko, th). Anything else, `__proto__` and `constructor`
 * included, is no language (undefined): values are looked up in tables, never as object keys.
 */
export function toLanguage(value: unknown): LanguageCode | undefined {
  if (typeof value !== 'string') return undefined;
  const wanted = value.trim().toLowerCase();
  const direct = LANGUAGE_CODES.find((code) => code.toLowerCase() === wanted);
  return direct ?? ALIASES.get(wanted);
}
