import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pictureSource } from './picture-source';

const ORIGIN = 'https://shop.example';

describe('picture sources', () => {
  it('loads the app’s own uploads, relative or absolute on its origin', () => {
    expect(pictureSource('/uploads/u/abc.png', ORIGIN)).toEqual({
      kind: 'own',
      src: '/uploads/u/abc.png',
    });
    expect(pictureSource(`${ORIGIN}/uploads/catalog/1.svg`, ORIGIN)).toEqual({
      kind: 'own',
      src: '/uploads/catalog/1.svg',
    });
  });

  it('never loads another host, another path or another scheme', () => {
    const cases: [string, string][] = [
      ['https://tracker.example/p.gif?who=u1', 'tracker.example'],
      ['//tracker.example/uploads/u/a.png', 'tracker.example'],
      ['http://shop.example/uploads/u/a.png', 'shop.example'], // another scheme is another origin
      ['https://shop.example.tracker.example/uploads/a.png', 'shop.example.tracker.example'],
      ['https://shop.example:8443/uploads/a.png', 'shop.example:8443'],
    ];
    for (const [url, host] of cases) {
      expect(pictureSource(url, ORIGIN)).toMatchObject({ kind: 'foreign', host });
    }
    expect(pictureSource('/api/user/logout', ORIGIN).kind).toBe('foreign');
    expect(pictureSource('/uploads/../api/user/logout', ORIGIN).kind).toBe('foreign');
    expect(pictureSource('javascript:alert(1)', ORIGIN)).toEqual({
      kind: 'foreign',
      host: 'javascript',
      href: undefined,
    });
    expect(pictureSource('data:image/png;base64,AAAA', ORIGIN).kind).toBe('foreign');
  });

  it('any address on another origin is foreign, with its host named', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        fc.pre(new URL(url).origin !== ORIGIN);
        const source = pictureSource(url, ORIGIN);
        expect(source.kind).toBe('foreign');
        if (source.kind === 'foreign') expect(source.host).toBe(new URL(url).host);
      }),
    );
  });
});
