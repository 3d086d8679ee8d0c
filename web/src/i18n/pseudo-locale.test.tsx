import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pseudoLocaleRequested, pseudoMessages, pseudoText } from './pseudo-locale';

describe('the pseudo-locale transform', () => {
  it('accents, brackets and lengthens a string', () => {
    expect(pseudoText('Add to cart')).toBe('[Àďď ţö çàŕţ ~~~]');
    expect(pseudoText('')).toBe('');
  });

  it('keeps every interpolation placeholder, nesting and component tag intact', () => {
    expect(pseudoText('Pictures of {{name}}')).toBe('[Þîçţûŕéš öƒ {{name}} ~~~~]');
    const word = fc.stringMatching(/^[A-Za-z ]{0,12}$/);
    const kept = fc.constantFrom(
      '{{name}}',
      '{{count}}',
      '{{ amount }}',
      '$t(tab.cart)',
      '<1>',
      '</1>',
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(word, kept), { maxLength: 5 }), word, (parts, last) => {
        const text = parts.map(([plain, placeholder]) => plain + placeholder).join('') + last;
        const shown = pseudoText(text);
        for (const [, placeholder] of parts) expect(shown).toContain(placeholder);
        // Outside the placeholders no plain ASCII letter is left.
        const outside = shown.replace(/\{\{[^{}]*\}\}|\$t\([^()]*\)|<\/?\d+\/?>/g, '');
        expect(outside).not.toMatch(/[A-Za-z]/);
        if (text !== '') expect(shown.length).toBeGreaterThanOrEqual(text.length + 3);
      }),
    );
  });

  it('goes through nested catalogues and leaves non-strings as they are', () => {
    expect(pseudoMessages({ tab: { cart: 'Cart' }, n: 3 })).toEqual({
      tab: { cart: '[Çàŕţ ~]' },
      n: 3,
    });
  });

  it('is turned on by ?lang=pseudo for the tab and off by another ?lang', () => {
    const storage = window.sessionStorage;
    expect(pseudoLocaleRequested('', storage)).toBe(false);
    expect(pseudoLocaleRequested('?lang=pseudo', storage)).toBe(true);
    expect(pseudoLocaleRequested('', storage)).toBe(true);
    expect(pseudoLocaleRequested('?lang=en', storage)).toBe(false);
    expect(pseudoLocaleRequested('', storage)).toBe(false);
  });
});
