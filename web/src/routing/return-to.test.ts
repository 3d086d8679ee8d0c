// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inAppPath, RETURN_PARAM, withReturn } from './return-to';

describe('the return path of a screen opened on the way (?redirect=)', () => {
  it('follows paths of this app, with their query', () => {
    expect(inAppPath('/payment?orders=12,13')).toBe('/payment?orders=12,13');
    expect(inAppPath('/checkout?buy=31x1')).toBe('/checkout?buy=31x1');
  });

  it('never another site, nor what a browser could read as one', () => {
    for (const outside of [
      'https://evil.example/',
      '//evil.example/payment',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      ' /payment',
      'javascript:alert(1)',
      'payment',
      '',
      undefined,
      42,
    ])
      expect(inAppPath(outside)).toBeUndefined();
  });

  it('any string it follows stays on the app’s origin (property)', () => {
    const base = 'https://shop.example';
    // The characters that make a path leave the site, among plain ones.
    const risky = fc.constantFrom(
      ...['/', '\\', ':', '.', '@', '?', '#', '%', ' ', '\t', '\n', '\r', 'a', 'é', '\u0000'],
      ...['\u007f', '\u3000', '\u2044', '\uff0f', 'h', 't', 'p', 's'],
    );
    fc.assert(
      fc.property(fc.string(), fc.string({ unit: risky }), (a, b) =>
        [a, b, `/${a}`, `//${a}`, `/\\${a}`, `/${b}`].every((value) => {
          const path = inAppPath(value);
          return path === undefined || new URL(path, base).origin === base;
        }),
      ),
      { numRuns: 300 },
    );
  });

  it('carries the return path encoded, and reads back the same', () => {
    const path = withReturn('/changePayPwd', '/payment?orders=12,13&x=1');
    expect(path).toBe('/changePayPwd?redirect=%2Fpayment%3Forders%3D12%2C13%26x%3D1');
    const back = new URL(path, 'http://app.test').searchParams.get(RETURN_PARAM);
    expect(inAppPath(back)).toBe('/payment?orders=12,13&x=1');
  });
});
