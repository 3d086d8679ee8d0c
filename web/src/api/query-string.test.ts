import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toQueryString, withQuery } from './query-string';

describe('query serialization', () => {
  it('skips null, empty and undefined, keeps 0 and false', () => {
    expect(toQueryString({ a: null, b: '', c: undefined, d: 0, e: false })).toBe('d=0&e=false');
  });

  it('writes one level of nested objects as name[sub]=value', () => {
    expect(toQueryString({ params: { begin: '2024-01-01', end: '' } })).toBe(
      'params%5Bbegin%5D=2024-01-01',
    );
  });

  it('appends to a url that already has a query', () => {
    expect(withQuery('/api/user/logout?lang=zh-cn', { a: 1 })).toBe(
      '/api/user/logout?lang=zh-cn&a=1',
    );
    expect(withQuery('/api/index/index', {})).toBe('/api/index/index');
  });

  it('round-trips any flat record of non-blank values through URLSearchParams', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.string({ minLength: 1 }),
          fc.oneof(fc.string({ minLength: 1 }), fc.integer()),
        ),
        (params) => {
          const decoded = new URLSearchParams(toQueryString(params));
          for (const [name, value] of Object.entries(params)) {
            expect(decoded.get(name)).toBe(String(value));
          }
          expect([...decoded.keys()].length).toBe(Object.keys(params).length);
        },
      ),
    );
  });

  it('never writes a blank value, nested or not', () => {
    const blank = fc.constantFrom(null, undefined, '');
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.string({ minLength: 1 }),
          fc.oneof(blank, fc.dictionary(fc.string({ minLength: 1 }), blank)),
        ),
        (params) => {
          expect(toQueryString(params)).toBe('');
        },
      ),
    );
  });
});
