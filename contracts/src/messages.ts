// The text of every message key in the five languages. The server writes `msg` with it, in the
// shopper's language; the web shows the same text for the same rule. The texts live in one JSON
// file per language (src/locales/<language>.json), nested and with `{{name}}` placeholders like the
// web's own locale files, so a translator edits the same kind of file everywhere (README,
// Translations). A key is the dotted path of a text: `rules.email.invalid`.
import type { LanguageCode } from './languages';
import { fallbackMessageLanguage } from './languages';
import en from './locales/en.json';
import han from './locales/han.json';
import ri from './locales/ri.json';
import tai from './locales/tai.json';
import zhCN from './locales/zh-CN.json';

/** One language's file: the shape of the English one, so a missing key fails the typecheck. */
type Catalogue = typeof en;

/** The dotted paths of the texts of a nested catalogue. */
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];

export type MessageKey = Leaves<Catalogue>;
/** The keys a validation rule of `rules.ts` can give. */
export type RuleMessageKey = Extract<MessageKey, `rules.${string}`>;

const catalogues: Readonly<Record<LanguageCode, Catalogue>> = {
  en,
  'zh-CN': zhCN,
  ri,
  han,
  tai,
};

/** Every language's texts by dotted key. */
export const messages: Readonly<Record<LanguageCode, Readonly<Record<MessageKey, string>>>> =
  Object.fromEntries(
    Object.entries(catalogues).map(([language, catalogue]) => [language, flatten(catalogue)]),
  ) as Record<LanguageCode, Record<MessageKey, string>>;

function flatten(tree: object, prefix = '', into: Record<string, string> = {}) {
  for (const [name, value] of Object.entries(tree)) {
    if (typeof value === 'string') into[`${prefix}${name}`] = value;
    else flatten(value as object, `${prefix}${name}.`, into);
  }
  return into;
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messages[fallbackMessageLanguage], value);
}

/**
 * The text of a key in a language; English when the language is unknown. `{{name}}` placeholders
 * (`{{left}}`, `{{minutes}}`) take their values from `values`. Languages are looked up as own keys
 * only, so a value such as `__proto__` falls back to English.
 */
export function translate(
  key: MessageKey,
  language: LanguageCode,
  values?: Readonly<Record<string, string | number>>,
): string {
  const texts = Object.hasOwn(messages, language)
    ? messages[language]
    : messages[fallbackMessageLanguage];
  const text = texts[key];
  if (!values) return text;
  return text.replace(/\{\{([a-z]+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
