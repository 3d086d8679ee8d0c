import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { streamLayoutNamed, withStreamLayout } from './stream-address';

describe('the stream parameter of the socket address', () => {
  it('adds stream=<layout>, keeps the rest of the query, replaces an earlier stream parameter', () => {
    expect(withStreamLayout('ws://127.0.0.1:8080/ws', 'spec')).toBe(
      'ws://127.0.0.1:8080/ws?stream=spec',
    );
    expect(withStreamLayout('wss://chat.example/ws?region=eu', '2024')).toBe(
      'wss://chat.example/ws?region=eu&stream=2024',
    );
    expect(withStreamLayout('ws://h/ws?stream=2024&stream=x', 'spec')).toBe(
      'ws://h/ws?stream=spec',
    );
    // Not an absolute URL: left to the socket constructor to refuse.
    expect(withStreamLayout('not a url', 'spec')).toBe('not a url');
  });

  it('reads back the layout it wrote, for any path and query', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('spec' as const, '2024' as const),
        fc.array(fc.string({ minLength: 1, maxLength: 6 }), { maxLength: 3 }),
        fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), fc.string({ maxLength: 6 })),
        (layout, segments, query) => {
          const path = segments.map(encodeURIComponent).join('/');
          const base = new URL(`ws://127.0.0.1:1/${path}`);
          for (const [key, value] of Object.entries(query)) base.searchParams.append(key, value);
          const asked = new URL(withStreamLayout(base.toString(), layout));
          expect(streamLayoutNamed(asked.searchParams.get('stream'))).toBe(layout);
          expect(asked.searchParams.getAll('stream')).toHaveLength(1);
          expect(asked.pathname).toBe(base.pathname);
        },
      ),
    );
  });

  it('names no layout for a missing or unknown value', () => {
    for (const value of [null, undefined, '', 'SPEC', '2025', 'spec ']) {
      expect(streamLayoutNamed(value)).toBeUndefined();
    }
  });
});
