/** The spec's image cache size and attempts. */
export const IMAGE_CACHE_SIZE = 200;
export const IMAGE_ATTEMPTS = 3;

/**
 * URLs that loaded before, most recent last, so a screen the shopper returns to shows
 * its pictures at once instead of fading them in again.
 */
export class LoadedImageCache {
  private readonly urls = new Set<string>();

  constructor(private readonly capacity = IMAGE_CACHE_SIZE) {}

  has(url: string): boolean {
    return this.urls.has(url);
  }

  add(url: string): void {
    this.urls.delete(url);
    this.urls.add(url);
    while (this.urls.size > this.capacity) {
      const oldest = this.urls.values().next().value;
      if (oldest === undefined) break;
      this.urls.delete(oldest);
    }
  }

  get size(): number {
    return this.urls.size;
  }
}

export const loadedImages = new LoadedImageCache();
