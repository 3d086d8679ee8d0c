import type { LanguageCode } from '../store/state';

export interface Language {
  language_name: string;
  chinese_name: string;
  file_name: LanguageCode;
}

/** The five UI languages of the spec (section 9), with the codes the web app uses as file names. */
export const LANGUAGES: readonly Language[] = [
  { language_name: 'English', chinese_name: '英语', file_name: 'en' },
  { language_name: '简体中文', chinese_name: '简体中文', file_name: 'zh-CN' },
  { language_name: '日本語', chinese_name: '日语', file_name: 'ri' },
  { language_name: '한국어', chinese_name: '韩语', file_name: 'han' },
  { language_name: 'ไทย', chinese_name: '泰语', file_name: 'tai' },
];

export const LANGUAGE_CODES = LANGUAGES.map((language) => language.file_name);

/**
 * Reads a language from a header, query or cookie value. Accepts the five codes in any case, plus
 * the usual spellings browsers and the spec's logout call send (zh-cn, zh, ja, ko, th).
 */
export function toLanguage(value: unknown): LanguageCode | undefined {
  if (typeof value !== 'string') return undefined;
  const wanted = value.trim().toLowerCase();
  const direct = LANGUAGE_CODES.find((code) => code.toLowerCase() === wanted);
  if (direct) return direct;
  const aliases: Record<string, LanguageCode> = {
    zh: 'zh-CN',
    'zh-hans': 'zh-CN',
    cn: 'zh-CN',
    ja: 'ri',
    'ja-jp': 'ri',
    jp: 'ri',
    ko: 'han',
    'ko-kr': 'han',
    kr: 'han',
    th: 'tai',
    'th-th': 'tai',
    'en-us': 'en',
    'en-gb': 'en',
  };
  return aliases[wanted];
}
