/**
 * The first letter of a name, for an avatar without a picture: its first grapheme (an emoji with
 * its variation selector, a Thai consonant with its marks), upper-cased. `slice(0, 1)` would cut an
 * emoji or any astral character in half: a lone surrogate, which the server's HTML writes as U+FFFD
 * and the browser keeps as is, so the page fails to hydrate.
 */
export function initialOf(...names: (string | undefined)[]): string {
  const name = names.find((candidate) => candidate !== undefined && candidate.trim() !== '');
  if (!name) return '?';
  const text = name.trim();
  const first =
    typeof Intl.Segmenter === 'function'
      ? (new Intl.Segmenter(undefined, { granularity: 'grapheme' })
          .segment(text)
          [Symbol.iterator]()
          .next().value?.segment ?? '')
      : (Array.from(text)[0] ?? '');
  return first.toUpperCase();
}
