import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { IMAGE_CACHE_SIZE, LoadedImageCache } from './image-cache';

describe('loaded image cache', () => {
  it('holds at most 200 URLs, forgetting the least recently loaded', () => {
    const cache = new LoadedImageCache();
    for (let index = 0; index < IMAGE_CACHE_SIZE; index += 1) cache.add(`/img/${index}.png`);
    cache.add('/img/0.png'); // used again: now the most recent
    cache.add('/img/new.png');
    expect(cache.size).toBe(200);
    expect(cache.has('/img/0.png')).toBe(true);
    expect(cache.has('/img/1.png')).toBe(false);
    expect(cache.has('/img/new.png')).toBe(true);
  });

  it('never exceeds its capacity and always keeps the last URL added', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ maxLength: 8 }).map((name) => `/img/${name}.png`),
          { minLength: 1, maxLength: 60 },
        ),
        (urls) => {
          const cache = new LoadedImageCache(10);
          for (const url of urls) cache.add(url);
          expect(cache.size).toBeLessThanOrEqual(10);
          expect(cache.has(urls[urls.length - 1] ?? '')).toBe(true);
        },
      ),
    );
  });
});
