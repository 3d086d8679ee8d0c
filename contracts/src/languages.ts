// The five UI languages and how the language of an answer's `msg` is chosen.

export const languageCodes = ['en', 'zh-CN', 'ri', 'han', 'tai'] as const;

/** en English, zh-CN Chinese, ri Japanese, han Korean, tai Thai. */
export type LanguageCode = (typeof languageCodes)[number];

export interface Language {
  language_name: string;
  chinese_name: string;
  file_name: LanguageCode;
}

/** The UI default of the specification. */
export const defaultLanguage: LanguageCode = 'zh-CN';

/** The language of `msg` when neither the request nor the profile names one. */
export const fallbackMessageLanguage: LanguageCode = 'en';

export const languages: readonly Language[] = [
  { language_name: 'English', chinese_name: '英语', file_name: 'en' },
  { language_name: '简体中文', chinese_name: '简体中文', file_name: 'zh-CN' },
  { language_name: '日本語', chinese_name: '日语', file_name: 'ri' },
  { language_name: '한국어', chinese_name: '韩语', file_name: 'han' },
  { language_name: 'ภาษาไทย', chinese_name: '泰语', file_name: 'tai' },
];

/** The language code written in any case (`zh-cn` as the specification's logout call has it). */
export function toLanguageCode(value: string | null | undefined): LanguageCode | undefined {
  if (!value) return undefined;
  const wanted = value.trim().toLowerCase();
  return languageCodes.find((code) => code.toLowerCase() === wanted);
}

/** The `lang` header first, then the language saved in the profile, then English. */
export function messageLanguage(choice: {
  header?: string | null | undefined;
  saved?: string | null | undefined;
}): LanguageCode {
  return toLanguageCode(choice.header) ?? toLanguageCode(choice.saved) ?? fallbackMessageLanguage;
}
