/**
 * The pseudo-locale of development (`?lang=pseudo`, see web/docs/languages.md): every English string
 * accented, bracketed and about 30 % longer, so text that does not come from the catalogue stands
 * out as plain, clipped layouts show, and a missed placeholder is seen. Loaded only in development
 * builds; production bundles do not contain it.
 */

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTS = [...'àƀçďéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇĎÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'];
const ACCENTED = new Map([...PLAIN].map((char, index) => [char, ACCENTS[index] ?? char]));

/** What i18next reads inside a string and must find unchanged: `{{value}}`, `$t(key)`, `<0>`. */
const KEPT = /(\{\{[^{}]*\}\}|\$t\([^()]*\)|<\/?\d+\/?>)/;

/** Share of the length added, as translations often run longer than English. */
const GROWTH = 0.3;

/** "Add to cart" -> "[Àďď ţö çàŕţ ~~~]"; placeholders kept; an empty string stays empty. */
export function pseudoText(text: string): string {
  if (text === '') return text;
  const pieces = text.split(KEPT);
  const accented = pieces
    .map((piece, index) =>
      index % 2 === 1 ? piece : [...piece].map((char) => ACCENTED.get(char) ?? char).join(''),
    )
    .join('');
  const shown = pieces.filter((_, index) => index % 2 === 0).join('').length;
  return `[${accented} ${'~'.repeat(Math.max(1, Math.round(shown * GROWTH)))}]`;
}

/** A locale file (nested objects of strings) with every string through `pseudoText`. */
export function pseudoMessages(messages: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') out[key] = pseudoText(value);
    else if (value && typeof value === 'object' && !Array.isArray(value))
      out[key] = pseudoMessages(value as Record<string, unknown>);
    else out[key] = value;
  }
  return out;
}

const PSEUDO_FLAG = 'pseudo-locale';

/**
 * `?lang=pseudo` turns the pseudo-locale on for the tab (kept in sessionStorage across reloads),
 * `?lang=` with any other value turns it off.
 */
export function pseudoLocaleRequested(search: string, storage: Storage | undefined): boolean {
  const asked = new URLSearchParams(search).get('lang');
  if (asked !== null) {
    if (asked === 'pseudo') storage?.setItem(PSEUDO_FLAG, '1');
    else storage?.removeItem(PSEUDO_FLAG);
  }
  return asked === 'pseudo' || (asked === null && storage?.getItem(PSEUDO_FLAG) === '1');
}
