import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialOf } from './initial';

describe('initialOf', () => {
  it('answers the first letter upper-cased, else the next name, else ?', () => {
    expect(initialOf('demo')).toBe('D');
    expect(initialOf('', 'shopper@example.com')).toBe('S');
    expect(initialOf(undefined, '  ')).toBe('?');
  });

  it('keeps an emoji, an astral character and a Thai letter with its marks whole', () => {
    expect(initialOf('🛍️🎁 shop')).toBe('🛍️');
    expect(initialOf('𠀋name')).toBe('𠀋');
    expect(initialOf('กรุงเทพ')).toBe('ก');
    expect(initialOf('ที่นี่')).toBe('ที่');
  });

  it('never answers a lone surrogate (a name the contract allows must hydrate)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), (name) => {
        const initial = initialOf(name);
        // No high surrogate without its low one, no low one alone.
        expect(initial).not.toMatch(
          /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
        );
      }),
    );
  });
});
