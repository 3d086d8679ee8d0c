// Every text the server writes for the shopper, other than the API messages of
// @storefront/contracts/messages: category names, order timeline, notifications, fund record
// remarks, home notices, checkout and validation phrases, the customer-service agent. One JSON file
// per language (src/locales/<language>.json), nested and with `{{name}}` placeholders like the web's
// locale files (README, Translations). Stored records keep only a key and values, so a shopper who
// switches language reads old records in the new one.
import type { LanguageCode } from '../store/state';
import en from './en.json';
import han from './han.json';
import ri from './ri.json';
import tai from './tai.json';
import zhCN from './zh-CN.json';

/** One language's file: the shape of the English one, so a missing key fails the typecheck. */
export type ServerTexts = typeof en;

export const SERVER_TEXTS: Readonly<Record<LanguageCode, ServerTexts>> = {
  en,
  'zh-CN': zhCN,
  ri,
  han,
  tai,
};

/** Fills `{{name}}` placeholders; a name without a value is left out. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '').trim();
}

/**
 * A note written by the shop's staff (a recharge's or withdrawal's audit note) in `lang`: stock
 * phrases are kept as `{{key}}` of the texts' `auditNotes` ("{{welcome_credit}}") and shown in the
 * reader's language; anything else is shown as typed.
 */
export function noteText(note: string, lang: LanguageCode): string {
  const phrases: Readonly<Record<string, string>> = SERVER_TEXTS[lang].auditNotes;
  return note.replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    Object.hasOwn(phrases, key) ? (phrases[key] ?? whole) : whole,
  );
}
