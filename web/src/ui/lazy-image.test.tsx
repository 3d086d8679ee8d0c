import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadedImages } from './image-cache';
import { LazyImage } from './lazy-image';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const picture = () => document.querySelector('img');

describe('lazy image', () => {
  it('tries 3 times, then shows the unavailable picture', () => {
    render(<LazyImage src="/uploads/broken.png" alt="Red shoes" retryDelayMs={100} />);
    const first = picture();
    expect(first?.getAttribute('src')).toBe('/uploads/broken.png');
    act(() => void fireEvent.error(first!));
    expect(picture()).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    const second = picture();
    expect(second).not.toBe(first);
    act(() => void fireEvent.error(second!));
    act(() => vi.advanceTimersByTime(200));
    act(() => void fireEvent.error(picture()!));
    expect(picture()).toBeNull();
    expect(screen.getByRole('img', { name: 'Red shoes' })).toBeTruthy();
  });

  it('remembers a loaded picture', () => {
    render(<LazyImage src="/uploads/ok.png" alt="Lamp" />);
    act(() => void fireEvent.load(picture()!));
    expect(loadedImages.has('/uploads/ok.png')).toBe(true);
    expect(document.querySelector('.lazy-image')?.getAttribute('data-state')).toBe('loaded');
  });

  it('a retry that succeeds shows the picture', () => {
    render(<LazyImage src="/uploads/flaky.png" alt="Mug" retryDelayMs={50} />);
    act(() => void fireEvent.error(picture()!));
    act(() => vi.advanceTimersByTime(50));
    act(() => void fireEvent.load(picture()!));
    expect(screen.getByAltText('Mug')).toBeTruthy();
    expect(loadedImages.has('/uploads/flaky.png')).toBe(true);
  });

  it("is a real picture the browser loads as it nears the view, the first screen's main one at once", () => {
    const { unmount } = render(<LazyImage src="/uploads/below.png" alt="Tent" />);
    expect(picture()?.getAttribute('loading')).toBe('lazy');
    expect(picture()?.getAttribute('decoding')).toBe('async');
    expect(picture()?.getAttribute('fetchpriority')).toBeNull();
    unmount();
    render(<LazyImage src="/uploads/banner.png" alt="Promotion 1 of 3" priority />);
    expect(picture()?.getAttribute('src')).toBe('/uploads/banner.png');
    expect(picture()?.getAttribute('loading')).toBe('eager');
    expect(picture()?.getAttribute('fetchpriority')).toBe('high');
  });
});

describe('lazy image rendered on the server', () => {
  const serverHtml = (element: ReactElement) => {
    const container = document.createElement('div');
    // The server's HTML, as the browser parsed it.
    const parsed = new DOMParser().parseFromString(renderToString(element), 'text/html');
    container.append(...parsed.body.childNodes);
    document.body.append(container);
    return container;
  };
  /** The state the browser left the server's <img> in before the app hydrated. */
  const finished = (container: HTMLElement, naturalWidth: number, decodes: boolean) => {
    const img = container.querySelector('img')!;
    Object.defineProperty(img, 'complete', { value: true });
    Object.defineProperty(img, 'naturalWidth', { value: naturalWidth });
    img.decode = () => (decodes ? Promise.resolve() : Promise.reject(new Error('broken')));
  };
  const roots: Root[] = [];
  const hydrate = (container: HTMLElement, element: ReactElement) =>
    act(async () => void roots.push(hydrateRoot(container, element)));
  afterEach(() => {
    for (const root of roots.splice(0)) act(() => root.unmount());
    document.body.replaceChildren();
  });

  it('carries a real lazily-loaded <img>, shown without scripts (no fade)', () => {
    const container = serverHtml(<LazyImage src="/uploads/tent.png" alt="Tent" />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/uploads/tent.png');
    expect(img?.getAttribute('alt')).toBe('Tent');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('decoding')).toBe('async');
    const box = container.querySelector('.lazy-image');
    expect(box?.getAttribute('data-state')).toBe('loading');
    expect(box?.hasAttribute('data-fade-in')).toBe(false);
  });

  it('a picture that loaded before hydration is shown as loaded', async () => {
    const element = <LazyImage src="/uploads/banner-1.png" alt="Banner" priority />;
    const container = serverHtml(element);
    finished(container, 640, true);
    await hydrate(container, element);
    const box = container.querySelector('.lazy-image');
    expect(box?.getAttribute('data-state')).toBe('loaded');
    expect(loadedImages.has('/uploads/banner-1.png')).toBe(true);
  });

  it('a picture without a size of its own that decodes is loaded too (an SVG)', async () => {
    const element = <LazyImage src="/uploads/logo.svg" alt="" />;
    const container = serverHtml(element);
    finished(container, 0, true);
    await hydrate(container, element);
    expect(container.querySelector('.lazy-image')?.getAttribute('data-state')).toBe('loaded');
  });

  it('a picture that failed before hydration is tried again', async () => {
    const element = <LazyImage src="/uploads/gone.png" alt="Gone" retryDelayMs={100} />;
    const container = serverHtml(element);
    const first = container.querySelector('img');
    finished(container, 0, false);
    await hydrate(container, element);
    expect(container.querySelector('img')).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    const second = container.querySelector('img');
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    expect(container.querySelector('.lazy-image')?.getAttribute('data-fade-in')).toBe('true');
  });
});
